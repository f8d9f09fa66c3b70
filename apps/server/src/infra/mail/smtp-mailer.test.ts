import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToRoster, ORIGIN, registration } from "../../../test/accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";

interface Received {
  from: string;
  to: string[];
  data: string;
}

let smtp: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe("mail through SMTP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: '"Lost & Found" <lostfound@demo.edu.my>' });
  });
  afterAll(() => t.close());

  it("delivers the password-reset email to a real SMTP peer, in the user's language, text and HTML", async () => {
    await addToRoster(t.app, [{ matrixNo: "A23CS0500" }]);
    const form = registration({ matrixNo: "A23CS0500", email: "smtp.user@student.demo.edu.my" });
    await t.app.inject({ method: "POST", url: "/api/auth/register", headers: { origin: ORIGIN, "accept-language": "ms" }, payload: form });

    const res = await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", headers: { origin: ORIGIN }, payload: { email: form.email } });
    expect(res.statusCode).toBe(200);
    const mail = received.at(-1)!;
    expect(mail.from).toBe("lostfound@demo.edu.my");
    expect(mail.to).toEqual(["smtp.user@student.demo.edu.my"]);
    const body = mail.data.replace(/=\r?\n/g, "").replaceAll("=3D", "=");
    expect(body).toContain("Content-Type: text/plain");
    expect(body).toContain("Content-Type: text/html");
    expect(body).toMatch(/http:\/\/127\.0\.0\.1:3000\/reset-password\?token=[A-Za-z0-9_-]+/);
    expect(body).toContain("Pilih kata laluan baharu");
  });
});

describe("when the SMTP server refuses", () => {
  it("the user is told the email could not be sent", async () => {
    const t = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      await addToRoster(t.app, [{ matrixNo: "A23CS0501" }]);
      const form = registration({ matrixNo: "A23CS0501", email: "nosmtp@student.demo.edu.my" });
      await t.app.inject({ method: "POST", url: "/api/auth/register", headers: { origin: ORIGIN }, payload: form });
      const res = await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", headers: { origin: ORIGIN }, payload: { email: form.email } });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe("Unable to send password reset email");
    } finally {
      await t.close();
    }
  });
});
