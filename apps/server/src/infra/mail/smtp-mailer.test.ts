import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToRoster, ORIGIN, registration, createOfficeAdmin } from "../../../test/accounts";
import { readable, startSmtpPeer, type SmtpPeer } from "../../../test/smtp-peer";
import { createTestApp, type TestApp } from "../../../test/test-app";

let smtp: SmtpPeer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
});
afterAll(() => smtp.close());

describe("mail through SMTP_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: '"Lost & Found" <lostfound@demo.edu.my>' });
  });
  afterAll(() => t.close());

  it("delivers the password-reset email to a real SMTP peer, in the user's language, text and HTML", async () => {
    await addToRoster(t.app, [{ matrixNo: "A23CS0500" }]);
    const form = registration({ matrixNo: "A23CS0500", email: "smtp.user@student.demo.edu.my" });
    await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { origin: ORIGIN, "accept-language": "ms" },
      payload: form,
    });

    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      headers: { origin: ORIGIN },
      payload: { email: form.email },
    });
    expect(res.statusCode).toBe(200);
    const mail = smtp.accepted.at(-1)!;
    expect(mail.from).toBe("lostfound@demo.edu.my");
    expect(mail.to).toEqual(["smtp.user@student.demo.edu.my"]);
    const body = readable(mail.data);
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
      // Sign-up: the confirmation cannot go out, so nothing is kept and the student may try again.
      const signUp = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        headers: { origin: ORIGIN },
        payload: form,
      });
      expect(signUp.statusCode).toBe(502);
      expect(signUp.json()).toEqual({
        code: "CONFIRM_EMAIL_FAILED",
        message: "We could not send the confirmation email. Please try again.",
      });
      expect(
        await t.app.context.database.db
          .selectFrom("users")
          .select("id")
          .where("email", "=", form.email)
          .executeTakeFirst(),
      ).toBeUndefined();

      await createOfficeAdmin(t.app.context, {
        name: "Office",
        email: "nosmtp.office@demo.edu.my",
        password: "Office#2026-long",
      });
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        headers: { origin: ORIGIN },
        payload: { email: "nosmtp.office@demo.edu.my" },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe("Unable to send password reset email");
    } finally {
      await t.close();
    }
  });
});
