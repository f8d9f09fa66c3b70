/** An email ready to send: plain text and HTML, already in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A Message-ID made from the notification's key, so a copy sent again after a crash is recognisable as the same message. */
  messageId?: string;
}

/** Sends email. Two implementations: SMTP (SMTP_URL) and .eml files in DATA_DIR/mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
  /** Whether the mail server answers (and accepts the login): for a line in the log at start. Absent when there is none to ask. */
  check?(): Promise<void>;
}
