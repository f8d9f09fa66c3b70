import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { SessionUser } from "@campus/shared";
import type { DB } from "../../db/schema";
import { presentUserRow } from "../users/present-user";

/** How long a session lasts, and how often its expiry moves on while it is used (seconds). */
export const SESSION_LIFETIME_S = 60 * 60 * 24 * 7;
export const SESSION_REFRESH_S = 60 * 60 * 24;

export const SESSION_COOKIE = "campus.session_token";

/** A cookie value as the auth library reads it: URL-decoded when it decodes, else as sent. */
function decodedOrRaw(value: string): string {
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The session cookie's value if the request carries it (on https the name has the __Secure-
 * prefix), read the way the auth library reads a Cookie header: names and values trimmed, the
 * first cookie of a name wins, surrounding quotes dropped, then URL-decoded.
 * session-reader-agreement.test.ts holds the two to the same answers.
 */
export function sessionCookieValue(cookieHeader: string | undefined, https: boolean): string | null {
  if (!cookieHeader) return null;
  const wanted = `${https ? "__Secure-" : ""}${SESSION_COOKIE}`;
  for (const part of cookieHeader.split(";")) {
    const equals = part.indexOf("=");
    if (equals === -1 || part.slice(0, equals).trim() !== wanted) continue;
    let value = part.slice(equals + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    return decodedOrRaw(value);
  }
  return null;
}

/**
 * A signature as the auth library takes it: 32 bytes in standard base64, 43 characters and one "="
 * (it checks the length and the "=", then decodes with atob). The 43rd character holds two bits
 * that decoding drops, so four spellings give the same bytes, and the library accepts each.
 */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The session token from a signed cookie value (`token.signature`, the signature the base64
 * HMAC-SHA256 of the token, as the auth library signs it), or null when the value is malformed or
 * its signature's bytes are not the ones the library would have made. Bytes, not text, are
 * compared: a spelling of the signature that decodes to the same bytes is the library's signature.
 */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const signature = value.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(signature, "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/**
 * A name for the request's session that is safe to pass around (logs, the event bus): a hash of
 * its token, never the token. Null without a valid session cookie.
 */
export function sessionKey(cookieHeader: string | undefined, secret: string, https: boolean): string | null {
  const value = sessionCookieValue(cookieHeader, https);
  const token = value ? verifiedToken(value, secret) : null;
  return token ? createHash("sha256").update(token).digest("base64url").slice(0, 22) : null;
}

export type SessionRead = { user: SessionUser } | { user: null } | "ask-library";

/**
 * Reads a signed-in user with one indexed query: the hot path of every signed-in request. It
 * answers for sessions that are valid and not yet due for their daily refresh; expired or
 * refresh-due sessions go to the auth library ("ask-library"), which deletes or extends them.
 * A disabled account has no session.
 */
export async function readSession(
  db: Kysely<DB>,
  secret: string,
  cookieHeader: string | undefined,
  https: boolean,
  now = Date.now(),
): Promise<SessionRead> {
  const value = sessionCookieValue(cookieHeader, https);
  if (!value) return { user: null };
  const token = verifiedToken(value, secret);
  if (!token) return { user: null };
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.expires_at",
      "users.id",
      "users.name",
      "users.email",
      "users.matrix_no",
      "users.phone_no",
      "users.language",
      "users.role",
      "users.profile_image",
      "users.disabled_at",
      "users.two_factor_enabled",
    ])
    .where("sessions.token", "=", token)
    .executeTakeFirst();
  if (!row) return { user: null };
  const expiresAt = new Date(row.expires_at).getTime();
  const refreshDue = expiresAt - SESSION_LIFETIME_S * 1000 + SESSION_REFRESH_S * 1000 <= now;
  if (expiresAt <= now || refreshDue) return "ask-library";
  if (row.disabled_at) return { user: null };
  return { user: presentUserRow(row) };
}
