export interface Email {
  to: string;
  subject: string;
  text: string;
}

/** Sends email. An SMTP or email-API adapter implements this; services.ts picks one. */
export interface Mailer {
  send(email: Email): Promise<void>;
}

/** Keeps sent emails in memory: the default until a real mailer is configured, and what tests read. */
export class OutboxMailer implements Mailer {
  readonly sent: Email[] = [];

  async send(email: Email): Promise<void> {
    this.sent.push(email);
  }
}
