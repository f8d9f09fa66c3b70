import { createServer } from "node:http";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../test/own-services";
import { startSmtpPeer, type SmtpPeer } from "../../test/smtp-peer";
import { loadConfig } from "../config";
import { createMailer } from "./mail/create-mailer";
import { checkOutsideServices } from "./startup-checks";

/** The log lines a check wrote, parsed. */
function capture() {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).trim().split("\n"))
        lines.push(JSON.parse(line) as { level: number; msg: string });
      done();
    },
  });
  return { log: pino({ level: "info" }, stream), lines };
}

let smtp: SmtpPeer;
const issuer = createServer((request, response) => {
  if (request.url === "/.well-known/openid-configuration") {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ issuer: "x" }));
  } else {
    response.writeHead(404);
    response.end();
  }
});
afterAll(async () => {
  await smtp?.close();
  issuer.close();
});

describe("checks of the outside services at start", () => {
  it("says in one line each that the SMTP server and the campus issuer answer", async () => {
    smtp = await startSmtpPeer();
    await new Promise<void>((resolve) => issuer.listen(0, "127.0.0.1", resolve));
    const { port } = issuer.address() as { port: number };
    const config = loadConfig({
      SMTP_URL: smtp.url,
      OIDC_ISSUER: `http://127.0.0.1:${port}`,
      OIDC_CLIENT_ID: "campus",
      OIDC_CLIENT_SECRET: "secret-for-the-test",
      LOG_LEVEL: "silent",
    });
    const { log, lines } = capture();
    const mailer = createMailer(config, log);
    await checkOutsideServices(config, mailer, log);
    mailer.close();
    expect(lines.map((line) => line.msg).sort()).toEqual(
      [
        `the SMTP server at ${new URL(smtp.url).host} answers`,
        `the campus sign-in issuer http://127.0.0.1:${port} answers`,
      ].sort(),
    );
  });

  it("warns in one line each when they do not, and never stops the server", async () => {
    const [deadSmtp, deadIssuer] = [await freePort(), await freePort()];
    const config = loadConfig({
      SMTP_URL: `smtp://127.0.0.1:${deadSmtp}`,
      OIDC_ISSUER: `http://127.0.0.1:${deadIssuer}`,
      OIDC_CLIENT_ID: "campus",
      OIDC_CLIENT_SECRET: "secret-for-the-test",
      LOG_LEVEL: "silent",
    });
    const { log, lines } = capture();
    const mailer = createMailer(config, log);
    await checkOutsideServices(config, mailer, log);
    mailer.close();
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.level === 40)).toBe(true);
    expect(lines.map((line) => line.msg).join("\n")).toMatch(
      /the SMTP server at 127\.0\.0\.1:\d+ does not answer \(.+\): emails wait in the outbox/,
    );
    expect(lines.map((line) => line.msg).join("\n")).toMatch(
      /the campus sign-in issuer .* does not answer \(.+\): campus sign-in fails until it does/,
    );
  });
});
