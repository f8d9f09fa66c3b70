import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";
import { lazy } from "../lazy";
import type { Mailer, MailMessage } from "./mailer";

/**
 * Writes each message as an .eml file in `dir` (DATA_DIR/mail) and logs one line naming it,
 * so an installation without SMTP can still read password-reset links. nodemailer, which
 * writes the message, is loaded with the first one.
 */
export function createFileMailer(dir: string, from: string, log: Pick<FastifyBaseLogger, "info">): Mailer {
  let transport: Transporter | undefined;
  const opened = lazy(async () => {
    const { default: nodemailer } = await import("nodemailer");
    return (transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }));
  });
  return {
    async send(message: MailMessage) {
      const info = await (await opened()).sendMail({ from, ...message });
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: message.to, file }, `email written to ${file}`);
    },
    close: () => transport?.close(),
  };
}
