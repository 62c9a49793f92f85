package {{package}}.features.notifications;

import java.util.ArrayList;
import java.util.List;

/** Keeps sent emails in memory: the default until a real mailer is configured, and what tests read. */
public class OutboxMailer implements Mailer {
  private final List<Email> sent = new ArrayList<>();

  @Override
  public synchronized void send(Email email) {
    sent.add(email);
  }

  public synchronized List<Email> sent() {
    return List.copyOf(sent);
  }

  public synchronized void clear() {
    sent.clear();
  }
}
