import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import { createFileMailer } from "./file-mailer";
import type { Mailer } from "./mailer";
import { createSmtpMailer } from "./smtp-mailer";

/** The mailer the configuration asks for. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createFileMailer(path.join(config.dataDir, "mail"), config.mailFrom, log);
}
