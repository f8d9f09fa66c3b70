import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import type { Mailer } from "./mail/mailer";

/** How long each check may take: a slow answer is as good as none for a line at start. */
const CHECK_TIMEOUT_MS = 10_000;

const within = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One line each, once the server is up, for the services it talks to that a typo in the
 * configuration would otherwise hide until the first email or campus sign-in: the SMTP server
 * (does it answer and take the login) and the university's OpenID Connect issuer (does it publish
 * its configuration). Neither stops the server: emails wait in the outbox and are retried.
 */
export async function checkOutsideServices(config: Config, mailer: Mailer, log: FastifyBaseLogger): Promise<void> {
  const checks: Array<Promise<void>> = [];
  if (config.smtpUrl && mailer.check) {
    const where = new URL(config.smtpUrl).host;
    checks.push(
      within(mailer.check()).then(
        () => log.info({ smtp: where }, `the SMTP server at ${where} answers`),
        (error: unknown) =>
          log.warn(
            { smtp: where },
            `the SMTP server at ${where} does not answer (${reason(error)}): emails wait in the outbox and are retried`,
          ),
      ),
    );
  }
  if (config.oidc) {
    const issuer = config.oidc.issuer;
    checks.push(
      within(fetch(`${issuer}/.well-known/openid-configuration`))
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          log.info({ issuer }, `the campus sign-in issuer ${issuer} answers`);
        })
        .catch((error: unknown) =>
          log.warn(
            { issuer },
            `the campus sign-in issuer ${issuer} does not answer (${reason(error)}): campus sign-in fails until it does`,
          ),
        ),
    );
  }
  await Promise.all(checks);
}
