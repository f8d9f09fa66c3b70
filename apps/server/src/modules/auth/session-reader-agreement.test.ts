import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToRoster, signUpAndLogIn } from "../../../test/accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { resolveAuthSecret } from "../../infra/auth-secret";
import { readSession, SESSION_COOKIE } from "./session-reader";

/**
 * The fast session reader copies the auth library's signed-cookie check to save a round trip per
 * request. Nothing else ties the two together, so this compares them on every kind of cookie a
 * browser or an attacker may send: a library upgrade that changes its format fails here, not in
 * production (where it would sign everyone out, or let a cookie in that the library refuses).
 *
 * The one intended difference: a disabled account has no session for the app (the reader refuses
 * it; the app also refuses what the library returns for it), while the library itself still
 * knows the session until it is deleted.
 */
let t: TestApp;
let secret: string;
const students: Record<string, { cookie: string; token: string; signature: string; userId: string }> = {};

/** The signed-in user's id as the app sees it: the fast reader, or the library when the reader hands over. */
async function appSees(header: string | undefined): Promise<string | null> {
  const fast = await readSession(t.app.context.database.db, secret, header, false);
  if (fast !== "ask-library") return fast.user?.id ?? null;
  return librarySees(header);
}

/** The signed-in user's id as the auth library sees it (an account the app disabled has no session). */
async function librarySees(header: string | undefined): Promise<string | null> {
  const result = await t.app.auth.api.getSession({
    headers: new Headers(header === undefined ? {} : { cookie: header }),
  });
  return result && !result.user.disabledAt ? result.user.id : null;
}

async function signIn(name: string, matrixNo: string) {
  await addToRoster(t.app, [{ matrixNo }]);
  const email = `${name}@student.demo.edu.my`;
  const cookie = await signUpAndLogIn(t.app, { matrixNo, email, name });
  const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
  const [token, signature] = [value.slice(0, value.lastIndexOf(".")), value.slice(value.lastIndexOf(".") + 1)];
  const user = await t.app.context.database.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  students[name] = { cookie, token, signature, userId: user.id };
}

beforeAll(async () => {
  t = await createTestApp();
  secret = resolveAuthSecret(t.config);
  await signIn("aisyah", "A22CS0101");
  await signIn("revoked", "A22CS0102");
  await signIn("disabled", "A22CS0103");
  await signIn("expired", "A22CS0104");
  await signIn("deleted", "A22CS0105");
});
afterAll(() => t.close());

const cookieOf = (value: string, name = SESSION_COOKIE) => `${name}=${encodeURIComponent(value)}`;
const sign = (token: string, key: string) => createHmac("sha256", key).update(token).digest("base64");

describe("the fast session reader and the auth library", () => {
  it("agree on every kind of cookie", async () => {
    const { cookie, token, signature, userId } = students.aisyah!;
    const cases: Record<string, string | undefined> = {
      valid: cookie,
      "among other cookies": `theme=dark; ${cookie}; lang=ms`,
      "not URL-encoded": `${SESSION_COOKIE}=${token}.${signature}`,
      "no cookie header": undefined,
      "empty header": "",
      "empty value": `${SESSION_COOKIE}=`,
      "no signature": cookieOf(token),
      "no dot, no token": cookieOf(`.${signature}`),
      "signature of zeros": cookieOf(`${token}.${Buffer.alloc(32).toString("base64")}`),
      "token changed, old signature": cookieOf(`${token}x.${signature}`),
      "signed with another secret": cookieOf(`${token}.${sign(token, "another secret, long enough to be one")}`),
      "signature without its padding": cookieOf(`${token}.${signature.replace(/=+$/, "")}`),
      "signature in base64url": cookieOf(`${token}.${signature.replaceAll("+", "-").replaceAll("/", "_")}`),
      "signature with a character added": cookieOf(`${token}.${signature}A`),
      "malformed encoding": `${SESSION_COOKIE}=%E0%A4%A`,
      "quoted value": `${SESSION_COOKIE}="${encodeURIComponent(`${token}.${signature}`)}"`,
      "spaces around the name": ` ${SESSION_COOKIE} =${encodeURIComponent(`${token}.${signature}`)}`,
      "spaces around the value": `${SESSION_COOKIE}= ${encodeURIComponent(`${token}.${signature}`)} `,
      "the https name on http": cookieOf(`${token}.${signature}`, `__Secure-${SESSION_COOKIE}`),
      "a look-alike name": cookieOf(`${token}.${signature}`, `x${SESSION_COOKIE}`),
      "a forged cookie before the real one": `${cookieOf(`${token}x.${signature}`)}; ${cookie}`,
      "the real cookie before a forged one": `${cookie}; ${cookieOf(`${token}x.${signature}`)}`,
      "a token that is not a session": cookieOf(`no-such-session.${sign("no-such-session", secret)}`),
    };
    const seen: Record<string, { app: string | null; library: string | null }> = {};
    for (const [name, header] of Object.entries(cases))
      seen[name] = { app: await appSees(header), library: await librarySees(header) };
    const disagreements = Object.entries(seen).filter(([, { app, library }]) => app !== library);
    expect(disagreements).toEqual([]);
    // Not vacuous: the valid cookie signs the student in, a forged one does not.
    expect(seen.valid).toEqual({ app: userId, library: userId });
    expect(seen["signature of zeros"]).toEqual({ app: null, library: null });
  });

  it("agree once a session is revoked, expired, or its user disabled or deleted", async () => {
    const { db } = t.app.context.database;
    const revoked = students.revoked!;
    await db.deleteFrom("sessions").where("token", "=", revoked.token).execute();
    const disabled = students.disabled!;
    await db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", disabled.userId)
      .execute();
    const expired = students.expired!;
    await db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where("token", "=", expired.token)
      .execute();
    const deleted = students.deleted!;
    await db.deleteFrom("sessions").where("user_id", "=", deleted.userId).execute();
    await db.deleteFrom("accounts").where("user_id", "=", deleted.userId).execute();
    await db.deleteFrom("users").where("id", "=", deleted.userId).execute();
    for (const student of [revoked, disabled, expired, deleted]) {
      expect(await appSees(student.cookie)).toBeNull();
      expect(await librarySees(student.cookie)).toBeNull();
    }
    // A still-valid session of another user is untouched by all of that.
    expect(await appSees(students.aisyah!.cookie)).toBe(students.aisyah!.userId);
  });
});
