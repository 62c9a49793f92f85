package {{package}}.features.notifications;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The mailer the app uses: the in-memory outbox until a real one is configured here. */
@Configuration
public class NotificationsConfig {
  @Bean
  public Mailer mailer() {
    return new OutboxMailer();
  }
}
