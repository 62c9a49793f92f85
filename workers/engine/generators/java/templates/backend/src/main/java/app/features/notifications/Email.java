package {{package}}.features.notifications;

/** An email to send. */
public record Email(String to, String subject, String text) {}
