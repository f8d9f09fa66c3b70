import { createHmac } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToRoster, ORIGIN, signUpAndLogIn } from "../../../test/accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { resolveAuthSecret } from "../../infra/auth-secret";
import { readSession, SESSION_COOKIE, SESSION_LIFETIME_S, SESSION_REFRESH_S, sessionKey } from "./session-reader";

/**
 * The fast session reader (session-reader.ts) against the auth library's own check,
 * `auth.api.getSession({ headers })`, cookie by cookie, on an http app (cookie
 * `campus.session_token`) and on an https one, as in production (`__Secure-campus.session_token`).
 *
 * For every cookie the test records three answers and holds them to the expected owner:
 *  - `fast`: what readSession says on its own ("ask-library" when it hands over: expired or
 *    refresh-due sessions, which the library deletes or extends);
 *  - `app`: the app's authoritative answer, `app.sessions.readUser` (the reader, or the library
 *    when the reader hands over), and `app.sessions.stillValid` (open sockets) must say the same;
 *  - `library`: the library's own answer.
 * They must agree on whether there is a session and on whose. The one intended difference: an
 * account the office disabled (`disabled_at`) has no session for the app (the reader refuses it,
 * and the app refuses it when the library answers), while the library still knows the session.
 */
type Owner = "aisyah" | "bakar" | "disabled" | "due";
type Answer = Owner | null;
interface Seen {
  fast: Answer | "ask-library";
  app: Answer;
  library: Answer;
}

const HTTPS_URL = "https://lostfound.example.edu.my";
const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** The HMAC the library signs a token with (standard base64, 44 characters). */
const sign = (token: string, key: string) => createHmac("sha256", key).update(token).digest("base64");

/**
 * The other spellings of a signature that decode to the same 32 bytes: its 43rd character
 * carries two bits base64 throws away, so four characters there give the same signature.
 */
function sameBytesSpellings(signature: string): string[] {
  const index = BASE64.indexOf(signature[42]!);
  const group = index - (index % 4);
  return [0, 1, 2, 3]
    .map((offset) => BASE64[group + offset]!)
    .filter((char) => char !== signature[42])
    .map((char) => `${signature.slice(0, 42)}${char}=`);
}

/** A different character of the base64 alphabet at `at`. */
const changedAt = (text: string, at: number) =>
  `${text.slice(0, at)}${text[at] === "A" ? "B" : "A"}${text.slice(at + 1)}`;

describe.each<{ scheme: "http" | "https"; env: Record<string, string> }>([
  { scheme: "http", env: {} },
  { scheme: "https", env: { PUBLIC_URL: HTTPS_URL, TRUSTED_ORIGINS: ORIGIN } },
])("the fast session reader and the auth library on $scheme", ({ scheme, env }) => {
  const https = scheme === "https";
  const name = https ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE;
  const otherSchemeName = https ? SESSION_COOKIE : `__Secure-${SESSION_COOKIE}`;
  let t: TestApp;
  let secret: string;
  const students: Record<string, { cookie: string; token: string; signature: string; userId: string }> = {};
  const ownerOf = new Map<string, Owner>();

  async function signIn(who: string, matrixNo: string) {
    await addToRoster(t.app, [{ matrixNo }]);
    const email = `${who}@student.demo.edu.my`;
    const cookie = await signUpAndLogIn(t.app, { matrixNo, email, name: `Student ${who}` });
    expect(cookie.startsWith(`${name}=`), cookie).toBe(true);
    const value = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
    const dot = value.lastIndexOf(".");
    const { id } = await t.app.context.database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    students[who] = { cookie, token: value.slice(0, dot), signature: value.slice(dot + 1), userId: id };
    if (who === "aisyah" || who === "bakar" || who === "disabled" || who === "due") ownerOf.set(id, who);
  }

  const nameOf = (userId: string | undefined | null): Answer =>
    userId ? (ownerOf.get(userId) ?? (`unexpected user ${userId}` as Owner)) : null;

  async function observe(header: string | undefined): Promise<Seen & { stillValid: boolean; key: string | null }> {
    const { db } = t.app.context.database;
    const fast = await readSession(db, secret, header, https);
    const headers: Record<string, string> = header === undefined ? {} : { cookie: header };
    const library = await t.app.auth.api.getSession({ headers: new Headers(headers) });
    const app = await t.app.sessions.readUser({ headers } as FastifyRequest);
    return {
      fast: fast === "ask-library" ? fast : nameOf(fast.user?.id),
      app: nameOf(app?.id),
      library: nameOf(library?.user.id),
      stillValid: await t.app.sessions.stillValid(header),
      key: sessionKey(header, secret, https),
    };
  }

  beforeAll(async () => {
    t = await createTestApp(env);
    secret = resolveAuthSecret(t.config);
    await signIn("aisyah", "A22CS0201");
    await signIn("bakar", "A22CS0202");
    await signIn("signedout", "A22CS0203");
    await signIn("disabled", "A22CS0204");
    await signIn("expired", "A22CS0205");
    await signIn("deleted", "A22CS0206");
    await signIn("due", "A22CS0207");

    const { db } = t.app.context.database;
    // Signed out through the app's own endpoint (the library deletes the session row).
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: ORIGIN, cookie: students.signedout!.cookie },
    });
    expect(out.statusCode).toBe(200);
    await db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", students.disabled!.userId)
      .execute();
    await db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where("token", "=", students.expired!.token)
      .execute();
    // Due for its daily refresh: valid, but the reader leaves the extension to the library.
    await db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() + (SESSION_LIFETIME_S - SESSION_REFRESH_S - 60) * 1000).toISOString() })
      .where("token", "=", students.due!.token)
      .execute();
    await db.deleteFrom("accounts").where("user_id", "=", students.deleted!.userId).execute();
    await db.deleteFrom("users").where("id", "=", students.deleted!.userId).execute();
  });
  afterAll(() => t?.close());

  it("verifies with the secret the library signs with", async () => {
    expect((await t.app.auth.$context).secret).toBe(secret);
  });

  it("agrees with the library on every kind of cookie, and on whose session it is", async () => {
    const { cookie, token, signature } = students.aisyah!;
    const raw = `${token}.${signature}`;
    const as = (value: string, cookieName = name) => `${cookieName}=${encodeURIComponent(value)}`;
    const base64url = signature.replaceAll("+", "-").replaceAll("/", "_");
    const [spellingA, spellingB, spellingC] = sameBytesSpellings(signature) as [string, string, string];

    /** Each cookie header, and whose session the app should see (the library sees the same). */
    const cases: Record<string, [header: string | undefined, owner: Answer]> = {
      valid: [cookie, "aisyah"],
      "another student's cookie": [students.bakar!.cookie, "bakar"],
      "among other cookies": [`theme=dark; ${cookie}; lang=ms`, "aisyah"],
      "after a pair without =": [`garbage; ${cookie}`, "aisyah"],
      "not URL-encoded": [`${name}=${raw}`, "aisyah"],
      "URL-encoded in lower case": [
        `${name}=${encodeURIComponent(raw).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase())}`,
        "aisyah",
      ],
      "URL-encoded twice": [`${name}=${encodeURIComponent(encodeURIComponent(raw))}`, null],
      "malformed URL encoding": [`${name}=%E0%A4%A`, null],
      "malformed URL encoding after a valid value": [`${name}=${raw}%E0%A4%A`, null],
      "quoted value": [`${name}="${encodeURIComponent(raw)}"`, "aisyah"],
      "quoted, with spaces inside the quotes": [`${name}=" ${encodeURIComponent(raw)} "`, null],
      "spaces around the name": [` ${name} =${encodeURIComponent(raw)}`, "aisyah"],
      "spaces and tabs around the value": [`${name}= \t${encodeURIComponent(raw)}\t `, "aisyah"],
      "no-break spaces around the value": [`${name}=\u00a0${encodeURIComponent(raw)}\u00a0`, "aisyah"],
      "a space inside the value": [`${name}=${token} .${signature}`, null],
      "no cookie header": [undefined, null],
      "empty header": ["", null],
      "empty value": [`${name}=`, null],
      "only spaces": [`${name}=   `, null],
      "an empty cookie first, the real one after": [`${name}=; ${cookie}`, null],
      "no dot: the token alone": [as(token), null],
      "nothing before the dot": [as(`.${signature}`), null],
      "nothing after the dot": [as(`${token}.`), null],
      "signature tampered": [as(`${token}.${changedAt(signature, 10)}`), null],
      "signature of zeros": [as(`${token}.${Buffer.alloc(32).toString("base64")}`), null],
      "token tampered, old signature": [as(`${token}x.${signature}`), null],
      "token cut short, old signature": [as(`${token.slice(0, -1)}.${signature}`), null],
      "another student's token, this signature": [as(`${students.bakar!.token}.${signature}`), null],
      "signed with another secret": [as(`${token}.${sign(token, "another secret, long enough to be one!")}`), null],
      "signature without its padding": [as(`${token}.${signature.replace(/=+$/, "")}`), null],
      // (When the signature has neither "+" nor "/", its base64url spelling is the same text.)
      "signature in base64url": [as(`${token}.${base64url}`), base64url === signature ? "aisyah" : null],
      "signature with a character added": [as(`${token}.${signature}A`), null],
      "signature with a space in place of a character": [
        as(`${token}.${signature.slice(0, 20)} ${signature.slice(21)}`),
        null,
      ],
      "signature in hex": [as(`${token}.${createHmac("sha256", secret).update(token).digest("hex")}`), null],
      // The same 32 bytes spelt with other unused bits: the library's base64 decoder accepts them.
      "signature, unused bits changed (1)": [as(`${token}.${spellingA}`), "aisyah"],
      "signature, unused bits changed (2)": [as(`${token}.${spellingB}`), "aisyah"],
      "signature, unused bits changed (3)": [as(`${token}.${spellingC}`), "aisyah"],
      "a second dot in the token": [as(`${token}.x.${sign(`${token}.x`, secret)}`), null],
      [`the ${https ? "http" : "https"} cookie name`]: [as(raw, otherSchemeName), null],
      "the name in other letter case": [as(raw, name.toUpperCase()), null],
      "a look-alike name": [as(raw, `x${name}`), null],
      "the __Host- prefix": [as(raw, `__Host-${SESSION_COOKIE}`), null],
      "a forged cookie before the real one": [`${as(`${token}x.${signature}`)}; ${cookie}`, null],
      "the real cookie before a forged one": [`${cookie}; ${as(`${token}x.${signature}`)}`, "aisyah"],
      "two real cookies, Bakar's first": [`${students.bakar!.cookie}; ${cookie}`, "bakar"],
      "a signed token that is no session": [as(`no-such-session.${sign("no-such-session", secret)}`), null],
      "signed out": [students.signedout!.cookie, null],
      expired: [students.expired!.cookie, null],
      "due for its refresh": [students.due!.cookie, "due"],
      "user deleted": [students.deleted!.cookie, null],
      "user disabled": [students.disabled!.cookie, null],
    };

    const seen: Record<string, Seen> = {};
    const wanted: Record<string, Seen> = {};
    const keys: Record<string, string | null> = {};
    const wantedKeys: Record<string, string | null> = {};
    const canonicalKey = {
      aisyah: sessionKey(cookie, secret, https),
      bakar: sessionKey(students.bakar!.cookie, secret, https),
      due: sessionKey(students.due!.cookie, secret, https),
    };
    for (const [label, [header, owner]] of Object.entries(cases)) {
      const { stillValid, key, ...answers } = await observe(header);
      seen[label] = answers;
      expect(stillValid, `stillValid for "${label}"`).toBe(answers.app !== null);
      // The intended difference: the library still knows a disabled account's session.
      const library = label === "user disabled" ? "disabled" : owner;
      // The reader hands expired and refresh-due sessions to the library (which deletes or extends
      // them) and answers the rest itself.
      const fast = label === "expired" || label === "due for its refresh" ? "ask-library" : owner;
      wanted[label] = { fast, app: owner, library };
      if (owner) {
        keys[label] = key;
        wantedKeys[label] = canonicalKey[owner as keyof typeof canonicalKey];
      }
    }
    expect(seen).toEqual(wanted);
    // A session's key (logs, closing its sockets) is the same whichever spelling of its cookie was sent.
    expect(keys).toEqual(wantedKeys);
    expect(canonicalKey.aisyah).not.toBeNull();
    expect(canonicalKey.aisyah).not.toBe(canonicalKey.bakar);
  });
});
