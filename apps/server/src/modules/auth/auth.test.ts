import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addToRoster, logIn, ORIGIN, registration, signUpAndLogIn } from "../../../test/accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.database.db.deleteFrom("rate_limits").execute();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, headers: { origin: ORIGIN, ...headers }, payload: payload as object });
const users = () => t.app.database.db.selectFrom("users").selectAll().execute();

describe("sign-up", () => {
  it("creates a student account for a roster number, and the student can log in", async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0001" }]);
    const form = registration({ matrixNo: "a22cs0001", email: "Ali.Baba@Student.Demo.edu.my", role: "admin" });
    const res = await post("/api/auth/register", form);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: "registration successful" });

    const user = (await users()).find((u) => u.email === "ali.baba@student.demo.edu.my")!;
    expect(user).toMatchObject({ matrix_no: "A22CS0001", role: "student", phone_no: "012-345 6789" });
    const account = await t.app.database.db.selectFrom("accounts").selectAll().where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(account.password).not.toContain("secret123");

    const login = await post("/api/auth/login", { email: "ali.baba@student.demo.edu.my", password: "secret123" });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ email: "ali.baba@student.demo.edu.my", role: "student", matrixNo: "A22CS0001" });
    const setCookie = String(login.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
  });

  it.each([
    [{ email: "" }, "email", "Email is required"],
    [{ email: "not-an-email" }, "email", "Invalid email"],
    [{ email: "someone@gmail.com" }, "email", "a valid student email of the university is required"],
    [{ password: "12345", confirmPassword: "12345" }, "password", "Password must be at least 6 characters"],
    [{ confirmPassword: "different" }, "confirmPassword", "Passwords do not match"],
    [{ acceptTerms: false }, "acceptTerms", "You must accept the terms and conditions"],
    [{ phone: "call me" }, "phone", "Enter a valid phone number, e.g. 012-345 6789"],
  ])("refuses %o with the message on the field", async (change, field, message) => {
    const before = (await users()).length;
    const res = await post("/api/auth/register", registration(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect((await users()).length).toBe(before);
  });

  it("refuses a matrix number that is not on the roster, in the user's language, leaving no account", async () => {
    const before = (await users()).length;
    const en = await post("/api/auth/register", registration({ matrixNo: "Z99XX9999" }));
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: "MATRIX_NOT_FOUND", message: "Matrix number not found", fields: { matrixNo: "Matrix number not found" } });
    const my = await post("/api/auth/register", registration({ matrixNo: "Z99XX9999" }), { "accept-language": "ms" });
    expect(my.json().message).toBe("Nombor matrik tidak dijumpai");
    expect((await users()).length).toBe(before);
  });

  it("refuses an email other than the one the roster holds for the number", async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0002", email: "owner@student.demo.edu.my" }]);
    const res = await post("/api/auth/register", registration({ matrixNo: "A22CS0002", email: "someone.else@student.demo.edu.my" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("MATRIX_EMAIL_MISMATCH");
    expect(res.json().fields.email).toMatch(/different student email/);
  });

  it("refuses an email or a matrix number that already has an account", async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0003" }, { matrixNo: "A22CS0004" }]);
    expect((await post("/api/auth/register", registration({ matrixNo: "A22CS0003", email: "taken@student.demo.edu.my" }))).statusCode).toBe(201);
    const sameEmail = await post("/api/auth/register", registration({ matrixNo: "A22CS0004", email: "taken@student.demo.edu.my" }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe("This email is already registered");
    const sameMatrix = await post("/api/auth/register", registration({ matrixNo: "A22CS0003", email: "other@student.demo.edu.my" }));
    expect(sameMatrix.statusCode).toBe(409);
    expect(sameMatrix.json().code).toBe("MATRIX_TAKEN");
  });
});

describe("login and logout", () => {
  beforeAll(async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0010" }]);
    await post("/api/auth/register", registration({ matrixNo: "A22CS0010", email: "login.test@student.demo.edu.my" }));
  });

  it("tells an unknown email from a wrong password, in the specification's words", async () => {
    const unknown = await post("/api/auth/login", { email: "nobody@student.demo.edu.my", password: "secret123" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("No user found with this email");
    const wrong = await post("/api/auth/login", { email: "login.test@student.demo.edu.my", password: "wrong-password" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: "Incorrect password", fields: { password: "Incorrect password" } });
    expect(wrong.headers["set-cookie"]).toBeUndefined();
  });

  it("records the last login and gives the session to /api/auth/session until logout ends it server-side", async () => {
    const cookie = await logIn(t.app, "login.test@student.demo.edu.my", "secret123");
    const row = (await users()).find((u) => u.email === "login.test@student.demo.edu.my")!;
    expect(row.last_login_at).not.toBeNull();

    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe("login.test@student.demo.edu.my");

    const out = await post("/api/auth/logout", {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/Max-Age=0/i);
    const after = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("NOT_SIGNED_IN");
  });

  it("limits attempts per account with a clear message and Retry-After", async () => {
    const attempt = (i: number) => post("/api/auth/login", { email: "login.test@student.demo.edu.my", password: `guess-${i}` });
    let last = await attempt(0);
    for (let i = 1; i < 9; i++) last = await attempt(i);
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes and try again\.$/);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
    const right = await post("/api/auth/login", { email: "login.test@student.demo.edu.my", password: "secret123" });
    expect(right.statusCode).toBe(429);
  });

  it("refuses a disabled account", async () => {
    await t.app.database.db.updateTable("users").set({ disabled_at: new Date().toISOString() }).where("email", "=", "login.test@student.demo.edu.my").execute();
    const res = await post("/api/auth/login", { email: "login.test@student.demo.edu.my", password: "secret123" });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("ACCOUNT_DISABLED");
    await t.app.database.db.updateTable("users").set({ disabled_at: null }).where("email", "=", "login.test@student.demo.edu.my").execute();
  });
});

describe("cross-site requests", () => {
  it("refuses a state-changing request from a foreign origin, or a cookie-bearing one without Origin", async () => {
    const foreign = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { origin: "https://evil.example" } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe("FORBIDDEN_ORIGIN");
    const noOrigin = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: "campus.session_token=x" } });
    expect(noOrigin.statusCode).toBe(403);
  });

  it("checks the origin whatever the path looks like before routing: encoded, doubled or dotted", async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0990" }]);
    const cookie = await signUpAndLogIn(t.app, { matrixNo: "A22CS0990", email: "csrf.victim@student.demo.edu.my" });
    for (const url of ["/%61pi/auth/logout", "/%2561pi/auth/logout", "/api//auth/logout", "//api/auth/logout", "/x/../api/auth/logout", "/api/./auth/logout", "/api/auth/logout?x=/"]) {
      const res = await t.app.inject({ method: "POST", url, headers: { origin: "https://evil.example", cookie } });
      expect(res.statusCode, url).toBe(403);
    }
    // The victim is still signed in.
    expect((await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).json().user).toMatchObject({ email: "csrf.victim@student.demo.edu.my" });
  });
});

describe("forgotten password", () => {
  const email = "forgetful@student.demo.edu.my";
  const mailDir = () => path.join(t.config.dataDir, "mail");
  const latestMail = () => {
    const files = readdirSync(mailDir()).sort();
    return readFileSync(path.join(mailDir(), files.at(-1)!), "utf8");
  };
  /** The token of the link in the plain-text part (quoted-printable: soft breaks and =3D). */
  const tokenFrom = (eml: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(eml.replace(/=\r?\n/g, "").replaceAll("=3D", "="))![1]!;

  beforeAll(async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0020" }]);
    await post("/api/auth/register", registration({ matrixNo: "A22CS0020", email }), { "accept-language": "ms" });
  });

  it("emails a link in the user's language; the reset ends other sessions and works once", async () => {
    const oldSession = await logIn(t.app, email, "secret123");
    const sent = await post("/api/auth/forgot-password", { email });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe("Password reset link sent to email");

    const eml = latestMail();
    expect(eml).toContain(`To: ${email}`);
    expect(eml).toMatch(/Subject: .*(Tetapkan semula|=\?UTF-8\?)/);
    const token = tokenFrom(eml);

    const reset = await post("/api/auth/reset-password", { token, password: "new-secret-1", confirmPassword: "new-secret-1" });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: oldSession } })).statusCode).toBe(401);
    expect((await post("/api/auth/login", { email, password: "secret123" })).statusCode).toBe(401);
    expect(await logIn(t.app, email, "new-secret-1")).toContain("campus.session_token=");

    const reused = await post("/api/auth/reset-password", { token, password: "another-1", confirmPassword: "another-1" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("RESET_LINK_INVALID");
  });

  it("refuses forged and expired links", async () => {
    const forged = await post("/api/auth/reset-password", { token: "forged-token-123", password: "whatever1", confirmPassword: "whatever1" });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/invalid, has expired or was already used/);

    await post("/api/auth/forgot-password", { email });
    const token = tokenFrom(latestMail());
    await t.app.database.db.updateTable("verifications").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    const expired = await post("/api/auth/reset-password", { token, password: "whatever1", confirmPassword: "whatever1" });
    expect(expired.statusCode).toBe(400);
  });

  it("answers the same for an email without an account, and sends nothing", async () => {
    const count = readdirSync(mailDir()).length;
    const res = await post("/api/auth/forgot-password", { email: "ghost@student.demo.edu.my" });
    expect(res.statusCode).toBe(200);
    expect(readdirSync(mailDir()).length).toBe(count);
  });
});

describe("when email cannot be sent", () => {
  it("says so: Unable to send password reset email", async () => {
    const broken = await createTestApp({}, { mailer: { send: async () => Promise.reject(new Error("SMTP down")), close: () => {} } });
    try {
      await addToRoster(broken.app, [{ matrixNo: "A22CS0030" }]);
      await signUpAndLogIn(broken.app, { matrixNo: "A22CS0030", email: "mailless@student.demo.edu.my" });
      const res = await broken.app.inject({ method: "POST", url: "/api/auth/forgot-password", headers: { origin: ORIGIN }, payload: { email: "mailless@student.demo.edu.my" } });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ code: "RESET_EMAIL_FAILED", message: "Unable to send password reset email" });
    } finally {
      await broken.close();
    }
  });
});

