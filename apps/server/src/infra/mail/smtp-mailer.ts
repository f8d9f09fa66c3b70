import nodemailer from "nodemailer";
import type { Mailer, MailMessage } from "./mailer";

/** Sends through the SMTP server of SMTP_URL (smtp:// with STARTTLS when offered, or smtps://). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url, { from });
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
