package {{package}}.features.payments;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The payment provider the app uses: the local one until a real adapter is configured here. */
@Configuration
public class PaymentsConfig {
  @Bean
  public PaymentProvider paymentProvider() {
    return new LocalPaymentProvider();
  }
}
