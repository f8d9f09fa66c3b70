import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  addToRoster,
  confirmEmailOf,
  emailedToken,
  logIn,
  ORIGIN,
  registration,
  signUpAndLogIn,
} from "../../../test/accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { storedResetIdentifier } from "./reset-links";
import { createAdmin } from "../users/service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.context.database.db.deleteFrom("rate_limits").execute();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, headers: { origin: ORIGIN, ...headers }, payload: payload as object });
const users = () => t.app.context.database.db.selectFrom("users").selectAll().execute();

describe("sign-up", () => {
  it("creates a student account for a roster number, and the student can log in", async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0001" }]);
    const form = registration({ matrixNo: "a22cs0001", email: "Ali.Baba@Student.Demo.edu.my", role: "admin" });
    const res = await post("/api/auth/register", form);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: "Registration successful. We have sent a confirmation link to your email: follow it, then log in.",
    });
    await confirmEmailOf(t.app, "ali.baba@student.demo.edu.my");

    const user = (await users()).find((u) => u.email === "ali.baba@student.demo.edu.my")!;
    expect(user).toMatchObject({ matrix_no: "A22CS0001", role: "student", phone_no: "012-345 6789" });
    const account = await t.app.context.database.db
      .selectFrom("accounts")
      .selectAll()
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(account.password).not.toContain("secret123");

    const login = await post("/api/auth/login", { email: "ali.baba@student.demo.edu.my", password: "secret123" });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      email: "ali.baba@student.demo.edu.my",
      role: "student",
      matrixNo: "A22CS0001",
    });
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
    expect(en.json()).toMatchObject({
      code: "MATRIX_NOT_FOUND",
      message: "Matrix number not found",
      fields: { matrixNo: "Matrix number not found" },
    });
    const my = await post("/api/auth/register", registration({ matrixNo: "Z99XX9999" }), { "accept-language": "ms" });
    expect(my.json().message).toBe("Nombor matrik tidak dijumpai");
    expect((await users()).length).toBe(before);
  });

  it("refuses an email other than the one the roster holds for the number", async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0002", email: "owner@student.demo.edu.my" }]);
    const res = await post(
      "/api/auth/register",
      registration({ matrixNo: "A22CS0002", email: "someone.else@student.demo.edu.my" }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("MATRIX_EMAIL_MISMATCH");
    expect(res.json().fields.email).toMatch(/different student email/);
  });

  it("refuses an email or a matrix number that already has an account", async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0003" }, { matrixNo: "A22CS0004" }]);
    expect(
      (await post("/api/auth/register", registration({ matrixNo: "A22CS0003", email: "taken@student.demo.edu.my" })))
        .statusCode,
    ).toBe(201);
    await confirmEmailOf(t.app, "taken@student.demo.edu.my");
    const sameEmail = await post(
      "/api/auth/register",
      registration({ matrixNo: "A22CS0004", email: "taken@student.demo.edu.my" }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe("This email is already registered");
    const sameMatrix = await post(
      "/api/auth/register",
      registration({ matrixNo: "A22CS0003", email: "other@student.demo.edu.my" }),
    );
    expect(sameMatrix.statusCode).toBe(409);
    expect(sameMatrix.json().code).toBe("MATRIX_TAKEN");
  });
});

describe("login and logout", () => {
  beforeAll(async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0010" }]);
    await post("/api/auth/register", registration({ matrixNo: "A22CS0010", email: "login.test@student.demo.edu.my" }));
    await confirmEmailOf(t.app, "login.test@student.demo.edu.my");
  });

  it("tells an unknown email from a wrong password, each in its own words", async () => {
    const unknown = await post("/api/auth/login", { email: "nobody@student.demo.edu.my", password: "secret123" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("No user found with this email");
    const wrong = await post("/api/auth/login", {
      email: "login.test@student.demo.edu.my",
      password: "wrong-password",
    });
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

  it("limits guesses per account from one client with a clear message and Retry-After, without locking the owner out elsewhere", async () => {
    const from = (ip: string, password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: ip,
        headers: { origin: ORIGIN },
        payload: { email: "login.test@student.demo.edu.my", password },
      });
    let last = await from("203.0.113.9", "guess-0");
    for (let i = 1; i < 9; i++) last = await from("203.0.113.9", `guess-${i}`);
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes and try again\.$/);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
    // The guessing client stays slowed down, even with the right password...
    expect((await from("203.0.113.9", "secret123")).statusCode).toBe(429);
    // ...but the owner, on their own device, signs in as usual, again and again.
    for (let i = 0; i < 10; i++) expect((await from("198.51.100.7", "secret123")).statusCode).toBe(200);
  });

  it("has a higher per-account ceiling for guessing spread over many addresses, which does not lock the owner's browser out", async () => {
    const from = (ip: string, password: string, cookie?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: ip,
        headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
        payload: { email: "login.test@student.demo.edu.my", password },
      });
    // The owner signed in on this browser before: it is known to the account.
    const earlier = await from("198.51.100.20", "secret123");
    expect(earlier.statusCode).toBe(200);
    const device = [earlier.headers["set-cookie"]]
      .flat()
      .map(String)
      .find((cookie) => cookie.startsWith("campus.device="))!;
    expect(device).toMatch(/HttpOnly/);
    const known = device.split(";")[0]!;
    await t.app.context.database.db.deleteFrom("rate_limits").execute();

    for (let i = 0; i < 50; i++) expect((await from(`192.0.2.${i}`, `guess-${i}`)).statusCode).toBe(401);
    const next = await from("192.0.2.200", "guess-x");
    expect(next.statusCode).toBe(429);
    expect(next.json().code).toBe("TOO_MANY_REQUESTS");
    // A new browser of the owner's waits too; the one that knows the account signs in.
    expect((await from("198.51.100.21", "secret123")).statusCode).toBe(429);
    expect((await from("198.51.100.20", "secret123", known)).statusCode).toBe(200);
    // The mark is for this account only.
    const other = known.replace(/=.*/, "=not-the-mark");
    expect((await from("198.51.100.20", "secret123", other)).statusCode).toBe(429);
    // Fifty-odd password checks: slow on a busy two-core machine.
  }, 60_000);

  it("refuses a disabled account", async () => {
    await t.app.context.database.db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("email", "=", "login.test@student.demo.edu.my")
      .execute();
    const res = await post("/api/auth/login", { email: "login.test@student.demo.edu.my", password: "secret123" });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("ACCOUNT_DISABLED");
    await t.app.context.database.db
      .updateTable("users")
      .set({ disabled_at: null })
      .where("email", "=", "login.test@student.demo.edu.my")
      .execute();
  });
});

describe("cross-site requests", () => {
  it("refuses a state-changing request from a foreign origin, or a cookie-bearing one without Origin", async () => {
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe("FORBIDDEN_ORIGIN");
    const noOrigin = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: "campus.session_token=x" },
    });
    expect(noOrigin.statusCode).toBe(403);
  });

  it("checks the origin whatever the path looks like before routing: encoded, doubled or dotted", async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0990" }]);
    const cookie = await signUpAndLogIn(t.app, { matrixNo: "A22CS0990", email: "csrf.victim@student.demo.edu.my" });
    for (const url of [
      "/%61pi/auth/logout",
      "/%2561pi/auth/logout",
      "/api//auth/logout",
      "//api/auth/logout",
      "/x/../api/auth/logout",
      "/api/./auth/logout",
      "/api/auth/logout?x=/",
    ]) {
      const res = await t.app.inject({ method: "POST", url, headers: { origin: "https://evil.example", cookie } });
      expect(res.statusCode, url).toBe(403);
    }
    // The victim is still signed in.
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).json().user,
    ).toMatchObject({ email: "csrf.victim@student.demo.edu.my" });
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
  const tokenFrom = (eml: string) =>
    /reset-password\?token=([A-Za-z0-9_-]+)/.exec(eml.replace(/=\r?\n/g, "").replaceAll("=3D", "="))![1]!;

  beforeAll(async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0020" }]);
    await post("/api/auth/register", registration({ matrixNo: "A22CS0020", email }), { "accept-language": "ms" });
    await confirmEmailOf(t.app, email);
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
    // The database keeps only a hash of the link: a copy of it (a backup) sets nobody's password.
    const stored = await t.app.context.database.db.selectFrom("verifications").select("identifier").execute();
    expect(stored.some((row) => row.identifier.startsWith("reset-password:"))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(token);

    const reset = await post("/api/auth/reset-password", {
      token,
      password: "new-secret-1",
      confirmPassword: "new-secret-1",
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: oldSession } })).statusCode,
    ).toBe(401);
    expect((await post("/api/auth/login", { email, password: "secret123" })).statusCode).toBe(401);
    expect(await logIn(t.app, email, "new-secret-1")).toContain("campus.session_token=");

    const reused = await post("/api/auth/reset-password", {
      token,
      password: "another-1",
      confirmPassword: "another-1",
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("RESET_LINK_INVALID");
  });

  it("refuses forged and expired links", async () => {
    const forged = await post("/api/auth/reset-password", {
      token: "forged-token-123",
      password: "whatever1",
      confirmPassword: "whatever1",
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/invalid, has expired or was already used/);

    await post("/api/auth/forgot-password", { email });
    const token = tokenFrom(latestMail());
    await t.app.context.database.db
      .updateTable("verifications")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await post("/api/auth/reset-password", {
      token,
      password: "whatever1",
      confirmPassword: "whatever1",
    });
    expect(expired.statusCode).toBe(400);
  });

  it("a newer link ends the older ones, and a reset ends every link", async () => {
    await post("/api/auth/forgot-password", { email });
    const first = tokenFrom(latestMail());
    await post("/api/auth/forgot-password", { email });
    const second = tokenFrom(latestMail());
    expect(second).not.toBe(first);
    const older = await post("/api/auth/reset-password", {
      token: first,
      password: "older-link-1",
      confirmPassword: "older-link-1",
    });
    expect(older.statusCode).toBe(400);
    expect(older.json().code).toBe("RESET_LINK_INVALID");

    // Two links in flight; the newest resets, and then the one in between no longer works either.
    const { db } = t.app.context.database;
    await post("/api/auth/forgot-password", { email });
    const third = tokenFrom(latestMail());
    const kept = await db
      .selectFrom("verifications")
      .select("identifier")
      .where("identifier", "like", "reset-password:%")
      .execute();
    expect(kept.map((row) => row.identifier)).toEqual([storedResetIdentifier(`reset-password:${third}`)]);
    // A link made behind the library's back (as an older one would be) is ended by the reset too.
    const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    const now = new Date();
    await db
      .insertInto("verifications")
      .values({
        id: "stale-link",
        identifier: "reset-password:stale-token-123",
        value: user.id,
        expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    expect(
      (
        await post("/api/auth/reset-password", {
          token: third,
          password: "newest-link-1",
          confirmPassword: "newest-link-1",
        })
      ).statusCode,
    ).toBe(200);
    const stale = await post("/api/auth/reset-password", {
      token: "stale-token-123",
      password: "stale-link-1",
      confirmPassword: "stale-link-1",
    });
    expect(stale.statusCode).toBe(400);
    expect(await logIn(t.app, email, "newest-link-1")).toContain("campus.session_token=");
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
    const broken = await createTestApp(
      {},
      { mailer: { send: async () => Promise.reject(new Error("SMTP down")), close: () => {} } },
    );
    try {
      await createAdmin(broken.app.context, {
        name: "Office",
        email: "mailless@demo.edu.my",
        password: "Office#2026-long",
      });
      const res = await broken.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        headers: { origin: ORIGIN },
        payload: { email: "mailless@demo.edu.my" },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ code: "RESET_EMAIL_FAILED", message: "Unable to send password reset email" });
    } finally {
      await broken.close();
    }
  });
});

describe("email confirmation", () => {
  const linkTo = (to: string) => emailedToken(t.config.dataDir, to, "confirm-email");
  const confirm = (token: string, password = "secret123") => post("/api/auth/confirm-email", { token, password });

  it("lets a student sign in only after following the emailed link, which works once", async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0700" }]);
    const email = "confirm.me@student.demo.edu.my";
    expect((await post("/api/auth/register", registration({ matrixNo: "A22CS0700", email }))).statusCode).toBe(201);
    const token = linkTo(email);

    // Before: the right password says the email waits for its confirmation; a wrong one says no more than usual.
    const early = await post("/api/auth/login", { email, password: "secret123" }, { "accept-language": "ms" });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      code: "EMAIL_NOT_CONFIRMED",
      message: `Sahkan e-mel anda dahulu: ikuti pautan yang kami hantar ke ${email}.`,
    });
    expect((await post("/api/auth/login", { email, password: "wrong-one" })).json().code).toBe("INCORRECT_PASSWORD");
    expect(early.headers["set-cookie"]).toBeUndefined();

    // The link alone confirms nothing: it asks for the sign-up's password, and is not spent.
    const bare = await post("/api/auth/confirm-email", { token });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: "CONFIRM_PASSWORD_REQUIRED" });
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    // The confirmed address comes back, for the login form that follows.
    expect(confirmed.json()).toEqual({ message: "Your email is confirmed. You can log in now.", email });
    expect(await logIn(t.app, email, "secret123")).toContain("campus.session_token=");
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("CONFIRM_LINK_INVALID");
  });

  it("ends an older link when a new one is sent, refuses an expired one, and limits resending", async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0701" }]);
    const email = "resend.me@student.demo.edu.my";
    await post("/api/auth/register", registration({ matrixNo: "A22CS0701", email }));
    const first = linkTo(email);
    const resent = await post("/api/auth/resend-confirmation", { email });
    expect(resent.json().message).toBe(
      `If an account is waiting for confirmation, we have sent a new link to ${email}.`,
    );
    const second = linkTo(email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(400);

    await t.app.context.database.db
      .updateTable("email_confirmations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await confirm(second)).json().code).toBe("CONFIRM_LINK_INVALID");

    // Three resends an hour per address; the answer is the same for an address without an account.
    await post("/api/auth/resend-confirmation", { email });
    await post("/api/auth/resend-confirmation", { email });
    expect((await post("/api/auth/resend-confirmation", { email })).statusCode).toBe(429);
    expect((await post("/api/auth/resend-confirmation", { email: "nobody.here@student.demo.edu.my" })).statusCode).toBe(
      200,
    );
  });

  it("does not let an unconfirmed sign-up hold a student's identity: the real student's sign-up replaces it", async () => {
    await addToRoster(t.app, [
      { matrixNo: "A22CS0702", email: "real.student@student.demo.edu.my" },
      { matrixNo: "A22CS0703" },
    ]);
    // Someone signs up as the roster student: they cannot confirm, since the link goes to the student's inbox.
    expect(
      (
        await post(
          "/api/auth/register",
          registration({ matrixNo: "A22CS0702", email: "real.student@student.demo.edu.my", name: "Impostor" }),
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await post(
          "/api/auth/register",
          registration({ matrixNo: "A22CS0703", email: "squatter@student.demo.edu.my", name: "Squatter" }),
        )
      ).statusCode,
    ).toBe(201);
    const real = await post(
      "/api/auth/register",
      registration({
        matrixNo: "A22CS0702",
        email: "real.student@student.demo.edu.my",
        name: "Real Student",
        password: "mine-1234",
        confirmPassword: "mine-1234",
      }),
    );
    expect(real.statusCode).toBe(201);
    expect((await confirm(linkTo("real.student@student.demo.edu.my"), "mine-1234")).statusCode).toBe(200);
    expect(
      (await post("/api/auth/login", { email: "real.student@student.demo.edu.my", password: "mine-1234" })).json().user
        .name,
    ).toBe("Real Student");
    // The owner of an address someone else held unconfirmed takes it too.
    expect(
      (
        await post(
          "/api/auth/register",
          registration({ matrixNo: "A22CS0703", email: "squatter@student.demo.edu.my", name: "Owner" }),
        )
      ).statusCode,
    ).toBe(201);
    // A confirmed account is not replaced.
    const taken = await post(
      "/api/auth/register",
      registration({ matrixNo: "A22CS0702", email: "real.student@student.demo.edu.my" }),
    );
    expect(taken.json().code).toBe("EMAIL_TAKEN");
  });

  it("sends one address at most five confirmation emails an hour, from however many places the sign-ups come", async () => {
    await addToRoster(t.app, [
      { matrixNo: "A22CS0705", email: "flooded@student.demo.edu.my" },
      { matrixNo: "A22CS0706" },
    ]);
    const form = registration({ matrixNo: "A22CS0705", email: "flooded@student.demo.edu.my" });
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) statuses.push((await post("/api/auth/register", form)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // Another address is not held up by it.
    const other = registration({ matrixNo: "A22CS0706", email: "not.flooded@student.demo.edu.my" });
    expect((await post("/api/auth/register", other)).statusCode).toBe(201);
  });

  it("never lets a link in the student's mailbox confirm a password somebody else chose", async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0704", email: "victim@student.demo.edu.my" }]);
    const identity = { matrixNo: "A22CS0704", email: "victim@student.demo.edu.my" };
    const student = { ...identity, name: "Victim", password: "student-pw-1", confirmPassword: "student-pw-1" };
    const attacker = { ...identity, name: "Attacker", password: "attacker-pw", confirmPassword: "attacker-pw" };
    // The student signs up; an attacker signs up again with her roster identity before she follows her link.
    expect((await post("/api/auth/register", registration(student))).statusCode).toBe(201);
    const hers = linkTo(identity.email);
    expect((await post("/api/auth/register", registration(attacker))).statusCode).toBe(201);
    const newest = linkTo(identity.email);
    expect(newest).not.toBe(hers);

    // She follows the newest link in her mailbox with her own password: nothing is confirmed.
    const refused = await confirm(newest, student.password);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "CONFIRM_PASSWORD_WRONG", fields: { password: expect.any(String) } });
    // "Send the link again" mails her a link that is no better.
    await post("/api/auth/resend-confirmation", { email: identity.email });
    expect((await confirm(linkTo(identity.email), student.password)).json().code).toBe("CONFIRM_PASSWORD_WRONG");
    // The attacker, without her mailbox, cannot sign in with theirs.
    expect((await post("/api/auth/login", { email: identity.email, password: attacker.password })).statusCode).toBe(
      403,
    );

    // She signs up again, follows that link, and her own password is the one that works.
    expect((await post("/api/auth/register", registration(student))).statusCode).toBe(201);
    expect((await confirm(linkTo(identity.email), student.password)).statusCode).toBe(200);
    const signedIn = await post("/api/auth/login", { email: identity.email, password: student.password });
    expect(signedIn.json().user.name).toBe("Victim");
    expect((await post("/api/auth/login", { email: identity.email, password: attacker.password })).statusCode).toBe(
      401,
    );
  });
});

describe("administrators' passwords", () => {
  it("are at least 12 characters: admin:create refuses shorter, a promoted student must choose a longer one, and a reset for an admin keeps to it", async () => {
    await expect(
      createAdmin(t.app.context, { name: "Short", email: "short.admin@demo.edu.my", password: "Office#2026" }),
    ).rejects.toThrow("Administrators need a password of at least 12 characters");
    await addToRoster(t.app, [{ matrixNo: "A22CS0800" }]);
    await signUpAndLogIn(t.app, { matrixNo: "A22CS0800", email: "promoted@student.demo.edu.my" });
    await t.app.context.database.db
      .updateTable("users")
      .set({ role: "admin" })
      .where("email", "=", "promoted@student.demo.edu.my")
      .execute();

    const refused = await post("/api/auth/login", { email: "promoted@student.demo.edu.my", password: "secret123" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "ADMIN_PASSWORD_TOO_SHORT" });
    expect(refused.headers["set-cookie"]).toBeUndefined();
    expect(
      (await post("/api/auth/login", { email: "promoted@student.demo.edu.my", password: "wrong-guess" })).json().code,
    ).toBe("INCORRECT_PASSWORD");

    await post("/api/auth/forgot-password", { email: "promoted@student.demo.edu.my" });
    const token = emailedToken(t.config.dataDir, "promoted@student.demo.edu.my", "reset-password");
    const short = await post("/api/auth/reset-password", {
      token,
      password: "eleven-char",
      confirmPassword: "eleven-char",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe("Administrators need a password of at least 12 characters");
    expect(
      (await post("/api/auth/reset-password", { token, password: "twelve-chars", confirmPassword: "twelve-chars" }))
        .statusCode,
    ).toBe(200);
    expect(await logIn(t.app, "promoted@student.demo.edu.my", "twelve-chars")).toContain("campus.session_token=");
  });
});
