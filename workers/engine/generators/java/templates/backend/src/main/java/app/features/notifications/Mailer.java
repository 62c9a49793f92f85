package {{package}}.features.notifications;

/** Sends email. An SMTP or email-API adapter implements this; NotificationsConfig picks one. */
public interface Mailer {
  void send(Email email);
}
