import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cookieFrom, logIn, logInWithSecondFactor, ORIGIN, turnOnSecondFactor } from "../../../test/accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { totpCode } from "../../../test/totp";
import { createAdmin } from "../users/service";
import { resetSecondFactor } from "./second-factor";

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
const get = (url: string, cookie: string, language = "en") =>
  t.app.inject({ method: "GET", url, headers: { cookie, "accept-language": language } });
/** The code the app shows one 30-second step away from now (never the current one). */
const staleCode = (key: string) => totpCode(key, Date.now() - 5 * 60_000);

async function newAdmin(email: string, password = "Office#2026-long") {
  await createAdmin(t.app.context, { name: "Office", email, password });
  return { email, password, cookie: await logIn(t.app, email, password) };
}

describe("administrators' two-step sign-in", () => {
  it("keeps an administrator out of the admin API until it is on, then it is set up with a password, a QR address, recovery codes and the app's first code", async () => {
    const admin = await newAdmin("setup.admin@demo.edu.my");
    const session = await get("/api/auth/session", admin.cookie);
    expect(session.json().user).toMatchObject({ role: "admin", twoFactorEnabled: false });
    const refused = await get("/api/admin/overview", admin.cookie, "ms");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "SECOND_FACTOR_SETUP_REQUIRED",
      message: "Hidupkan log masuk dua langkah sebelum menggunakan panel pentadbir.",
    });

    // The password first: a wrong one starts nothing.
    const wrong = await post(
      "/api/auth/second-factor/setup",
      { password: "not-my-password" },
      { cookie: admin.cookie },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "INCORRECT_PASSWORD", fields: { password: "Incorrect password" } });

    const setup = await post("/api/auth/second-factor/setup", { password: admin.password }, { cookie: admin.cookie });
    expect(setup.statusCode).toBe(200);
    expect(setup.headers["cache-control"]).toBe("no-store");
    const { otpauthUrl, key, recoveryCodes } = setup.json<{
      otpauthUrl: string;
      key: string;
      recoveryCodes: string[];
    }>();
    const address = new URL(otpauthUrl);
    expect(address.protocol).toBe("otpauth:");
    expect(address.host).toBe("totp");
    expect(decodeURIComponent(address.pathname)).toContain("setup.admin@demo.edu.my");
    expect(address.searchParams.get("secret")).toBe(key);
    expect(key).toMatch(/^[A-Z2-7]{32,}$/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Nothing of it is stored in the clear.
    const stored = await t.app.context.database.db
      .selectFrom("two_factors")
      .innerJoin("users", "users.id", "two_factors.user_id")
      .select(["secret", "backup_codes", "verified"])
      .where("users.email", "=", admin.email)
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(key);
    for (const code of recoveryCodes) expect(stored.backup_codes).not.toContain(code);
    expect(Boolean(stored.verified)).toBe(false);

    // Not on until the app's code is entered: a wrong code keeps it off.
    const badFormat = await post("/api/auth/second-factor/confirm", { code: "12345" }, { cookie: admin.cookie });
    expect(badFormat.json().fields.code).toBe("Enter the 6-digit code your authenticator app shows");
    const badCode = await post("/api/auth/second-factor/confirm", { code: staleCode(key) }, { cookie: admin.cookie });
    expect(badCode.statusCode).toBe(401);
    expect(badCode.json().code).toBe("SECOND_FACTOR_INVALID");
    expect((await get("/api/admin/overview", admin.cookie)).statusCode).toBe(403);

    const confirmed = await post("/api/auth/second-factor/confirm", { code: totpCode(key) }, { cookie: admin.cookie });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ email: admin.email, twoFactorEnabled: true });
    const renewed = cookieFrom(confirmed);
    expect(renewed).toContain("campus.session_token=");
    expect((await get("/api/admin/overview", renewed)).statusCode).toBe(200);
    // The session it replaced has ended.
    expect((await get("/api/auth/session", admin.cookie)).statusCode).toBe(401);
    // On once: setting it up again is refused.
    expect(
      (await post("/api/auth/second-factor/setup", { password: admin.password }, { cookie: renewed })).json().code,
    ).toBe("SECOND_FACTOR_ON");
  });

  it("asks for the app's code after the password, and signs in only with a right one; a recovery code works once", async () => {
    const admin = await newAdmin("signin.admin@demo.edu.my");
    const { key, recoveryCodes } = await turnOnSecondFactor(t.app, admin.cookie, admin.password);

    const first = await post("/api/auth/login", { email: admin.email, password: admin.password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ secondFactorRequired: true });
    const pending = cookieFrom(first);
    expect(pending).not.toMatch(/campus.session_token=[^;]/);
    // The password alone opens nothing.
    expect((await get("/api/auth/session", pending)).statusCode).toBe(401);

    const wrong = await post("/api/auth/second-factor", { code: staleCode(key) }, { cookie: pending });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: "SECOND_FACTOR_INVALID",
      fields: { code: expect.stringContaining("That code is not right") },
    });
    const right = await post("/api/auth/second-factor", { code: totpCode(key) }, { cookie: pending });
    expect(right.statusCode).toBe(200);
    expect(right.json().user).toMatchObject({ email: admin.email, role: "admin", twoFactorEnabled: true });
    const signedIn = cookieFrom(right);
    expect(String(right.headers["set-cookie"])).toMatch(/HttpOnly/i);
    expect((await get("/api/admin/overview", signedIn)).statusCode).toBe(200);
    // The second step belongs to that one sign-in: its cookie does not work again.
    const again = await post("/api/auth/second-factor", { code: totpCode(key) }, { cookie: pending });
    expect(again.json().code).toBe("SECOND_FACTOR_EXPIRED");

    // The same code again, with a new password step, while it is still valid: refused, no session.
    const reused = await post("/api/auth/login", { email: admin.email, password: admin.password });
    const replay = await post("/api/auth/second-factor", { code: totpCode(key) }, { cookie: cookieFrom(reused) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: "SECOND_FACTOR_INVALID" });
    expect(String(replay.headers["set-cookie"] ?? "")).not.toMatch(/session_token=[^;]/);
    const sessions = await t.app.context.database.db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .select("sessions.id")
      .where("users.email", "=", admin.email)
      .execute();
    // The admin's setup session and the one real sign-in; the replay's session was ended at once.
    expect(sessions).toHaveLength(2);

    // Without any password step there is nothing to finish.
    expect((await post("/api/auth/second-factor", { code: totpCode(key) })).json().code).toBe("SECOND_FACTOR_EXPIRED");

    const recovered = await logInWithSecondFactor(t.app, admin.email, admin.password, {
      recoveryCode: recoveryCodes[0]!,
    });
    expect((await get("/api/admin/overview", recovered)).statusCode).toBe(200);
    await expect(
      logInWithSecondFactor(t.app, admin.email, admin.password, { recoveryCode: recoveryCodes[0]! }),
    ).rejects.toThrow("SECOND_FACTOR_INVALID");
    const last = await t.app.context.database.db
      .selectFrom("users")
      .select("last_login_at")
      .where("email", "=", admin.email)
      .executeTakeFirstOrThrow();
    expect(last.last_login_at).not.toBeNull();
  });

  it("ends a sign-in after 5 wrong codes, and locks the second step after 10 in a row, in the user's language", async () => {
    const admin = await newAdmin("guessed.admin@demo.edu.my");
    const { key } = await turnOnSecondFactor(t.app, admin.cookie, admin.password);
    const start = async () =>
      cookieFrom(await post("/api/auth/login", { email: admin.email, password: admin.password }));

    let pending = await start();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await post("/api/auth/second-factor", { code: staleCode(key) }, { cookie: pending })).json().code).toBe(
        "SECOND_FACTOR_INVALID",
      );
    const ended = await post(
      "/api/auth/second-factor",
      { code: totpCode(key) },
      { cookie: pending, "accept-language": "ms" },
    );
    expect(ended.json()).toMatchObject({
      code: "SECOND_FACTOR_EXPIRED",
      message: "Log masuk ini telah tamat masa atau terlalu banyak kod salah. Sila log masuk semula.",
    });

    pending = await start();
    for (let attempt = 0; attempt < 5; attempt++)
      await post("/api/auth/second-factor", { code: staleCode(key) }, { cookie: pending });
    pending = await start();
    const locked = await post("/api/auth/second-factor", { code: totpCode(key) }, { cookie: pending });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: "SECOND_FACTOR_LOCKED",
      message: "Too many wrong codes. Two-step sign-in for this account is locked for 15 minutes.",
    });
  });

  it("makes new recovery codes after the password, and the old ones stop working", async () => {
    const admin = await newAdmin("codes.admin@demo.edu.my");
    const { cookie, recoveryCodes } = await turnOnSecondFactor(t.app, admin.cookie, admin.password);
    expect(
      (await post("/api/auth/second-factor/recovery-codes", { password: "wrong-password" }, { cookie })).statusCode,
    ).toBe(401);
    const fresh = await post("/api/auth/second-factor/recovery-codes", { password: admin.password }, { cookie });
    expect(fresh.statusCode).toBe(200);
    const codes = fresh.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(recoveryCodes[1]);
    await expect(
      logInWithSecondFactor(t.app, admin.email, admin.password, { recoveryCode: recoveryCodes[1]! }),
    ).rejects.toThrow("SECOND_FACTOR_INVALID");
    expect(await logInWithSecondFactor(t.app, admin.email, admin.password, { recoveryCode: codes[0]! })).toContain(
      "campus.session_token=",
    );
  });

  it("can be turned off by the IT office for a lost phone: every session ends and the next sign-in sets it up again", async () => {
    const admin = await newAdmin("lost.phone@demo.edu.my");
    const { cookie } = await turnOnSecondFactor(t.app, admin.cookie, admin.password);
    const user = await t.app.context.database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", admin.email)
      .executeTakeFirstOrThrow();
    await resetSecondFactor(t.app.context, user.id);
    expect((await get("/api/auth/session", cookie)).statusCode).toBe(401);
    const again = await post("/api/auth/login", { email: admin.email, password: admin.password });
    expect(again.json().user).toMatchObject({ twoFactorEnabled: false });
    expect((await get("/api/admin/overview", cookieFrom(again))).json().code).toBe("SECOND_FACTOR_SETUP_REQUIRED");
  });

  it("holds back the office's powers over students' reports until it is on", async () => {
    const admin = await newAdmin("powers.admin@demo.edu.my");
    const reports = await get("/api/admin/reports", admin.cookie);
    expect(reports.statusCode).toBe(403);
    const csv = await get("/api/admin/reports.csv", admin.cookie);
    expect(csv.statusCode).toBe(403);
  });
});
