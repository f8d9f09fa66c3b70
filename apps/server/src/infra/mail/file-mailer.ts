import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer, MailMessage } from "./mailer";

/**
 * Writes each message as an .eml file in `dir` (DATA_DIR/mail) and logs one line naming it,
 * so an installation without SMTP can still read password-reset links.
 */
export function createFileMailer(dir: string, from: string, log: Pick<FastifyBaseLogger, "info">): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message: MailMessage) {
      const info = await transport.sendMail({ from, ...message });
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: message.to, file }, `email written to ${file}`);
    },
    close: () => transport.close(),
  };
}
