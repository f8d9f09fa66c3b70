import type { Transporter } from "nodemailer";
import { lazy } from "../lazy";
import type { Mailer, MailMessage } from "./mailer";

/**
 * Sends through the SMTP server of SMTP_URL (smtp:// with STARTTLS when offered, or smtps://).
 * nodemailer is loaded, and the transport made, with the first message.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  let transport: Transporter | undefined;
  const opened = lazy(async () => {
    const { default: nodemailer } = await import("nodemailer");
    return (transport = nodemailer.createTransport(url, { from }));
  });
  return {
    async send(message: MailMessage) {
      await (await opened()).sendMail({ from, ...message });
    },
    close: () => transport?.close(),
    async check() {
      await (await opened()).verify();
    },
  };
}
