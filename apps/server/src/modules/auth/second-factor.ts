import type { SessionUser } from "@campus/shared";
import { flag } from "../../db/dialect";
import { AppError } from "../../http/app-error";
import { recordSignIn } from "../users/service";
import { isLibraryRefusal, type AuthCtx } from "./auth-library";
import type { Ctx } from "../../core/context";
import { presentUser } from "../users/present-user";
import { endSessionByToken, takeSecondFactorCode } from "./used-codes-repository";

/**
 * Two-step sign-in: a password, then a code from an authenticator app (TOTP, RFC 6238) or one
 * of ten single-use recovery codes. The auth library's two-factor plugin keeps the secret and
 * the codes (encrypted) and counts wrong codes (5 per sign-in, then the password again; 10 in a
 * row lock the account's second step for 15 minutes). Administrators must have it: the admin
 * API refuses them until it is on (session.ts), and the web app sends them to set it up.
 */

/** The library's refusals as our errors, in the user's language. */
function asAppError(error: unknown): unknown {
  if (!isLibraryRefusal(error)) return error;
  switch (error.body?.code) {
    case "INVALID_PASSWORD":
      return new AppError(401, "INCORRECT_PASSWORD", "auth.errors.incorrectPassword", {}, "password");
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return new AppError(401, "SECOND_FACTOR_INVALID", "auth.errors.secondFactorInvalid", {}, "code");
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return new AppError(429, "SECOND_FACTOR_LOCKED", "auth.errors.secondFactorLocked");
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
    case "INVALID_TWO_FACTOR_COOKIE":
      return new AppError(401, "SECOND_FACTOR_EXPIRED", "auth.errors.secondFactorExpired");
    case "TOTP_ALREADY_ENABLED":
      return new AppError(409, "SECOND_FACTOR_ON", "auth.errors.secondFactorAlreadyOn");
    case "TOTP_NOT_ENABLED":
      return new AppError(409, "SECOND_FACTOR_NOT_STARTED", "auth.errors.secondFactorNotStarted");
    default:
      return error;
  }
}

async function library<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asAppError(error);
  }
}

/** How long a code may be reused: the library accepts the app's step before and after the current one (30 s each), plus a step's margin. */
const CODE_VALID_MS = 4 * 30_000;

/** The session token in the cookies the library set ("campus.session_token=<token>.<signature>"). */
function sessionTokenIn(setCookies: string[]): string | null {
  for (const cookie of setCookies) {
    const match = /^[^=]*session_token=([^;]*)/.exec(cookie);
    if (match?.[1]) return decodeURIComponent(match[1]).split(".")[0] ?? null;
  }
  return null;
}

/**
 * The second step of signing in (the password was right and the library set its short-lived
 * two-factor cookie): the app's current code, or a recovery code, which is then used up. An app
 * code completes one sign-in only: the same code again while it is still valid is refused like a
 * wrong one, and the session the library made for it is ended at once.
 */
export async function finishSignIn(
  ctx: AuthCtx<"database" | "clock">,
  input: { code: string; recoveryCode: boolean },
  requestHeaders: Headers,
): Promise<{ user: SessionUser; setCookies: string[] }> {
  const { auth } = ctx;
  const { headers, response } = await library(() =>
    input.recoveryCode
      ? auth.api.verifyBackupCode({ body: { code: input.code }, headers: requestHeaders, returnHeaders: true })
      : auth.api.verifyTOTP({ body: { code: input.code }, headers: requestHeaders, returnHeaders: true }),
  );
  const setCookies = headers.getSetCookie();
  if (!input.recoveryCode) {
    const now = ctx.clock().getTime();
    const fresh = await takeSecondFactorCode(ctx.database.db, {
      userId: response.user.id,
      code: input.code.replace(/\s/g, ""),
      at: new Date(now).toISOString(),
      since: new Date(now - CODE_VALID_MS).toISOString(),
      forgetBefore: new Date(now - 86_400_000).toISOString(),
    });
    if (!fresh) {
      const token = sessionTokenIn(setCookies);
      if (token) await endSessionByToken(ctx.database.db, token);
      throw new AppError(401, "SECOND_FACTOR_INVALID", "auth.errors.secondFactorInvalid", {}, "code");
    }
  }
  await recordSignIn(ctx, response.user.id);
  return { user: presentUser(response.user), setCookies };
}

/**
 * Starts turning it on for the signed-in user (after their password): a new secret and recovery
 * codes, which work only once the first code from the app is entered (`confirmSetup`). Starting
 * again replaces a setup that was never confirmed.
 */
export async function startSetup(
  ctx: AuthCtx,
  password: string,
  requestHeaders: Headers,
): Promise<{ otpauthUrl: string; key: string; recoveryCodes: string[] }> {
  const result = await library(() =>
    ctx.auth.api.enableTwoFactor({ body: { password, method: "totp" }, headers: requestHeaders }),
  );
  if (result.method !== "totp" || !result.totpURI)
    throw new Error("the two-factor plugin did not return an authenticator address");
  const key = new URL(result.totpURI).searchParams.get("secret") ?? "";
  return { otpauthUrl: result.totpURI, key, recoveryCodes: result.backupCodes ?? [] };
}

/** Ends the setup with the app's first code: two-step sign-in is on, and the session is renewed. */
export async function confirmSetup(ctx: AuthCtx, code: string, requestHeaders: Headers): Promise<string[]> {
  const { headers } = await library(() =>
    ctx.auth.api.verifyTOTP({ body: { code }, headers: requestHeaders, returnHeaders: true }),
  );
  return headers.getSetCookie();
}

/** New recovery codes for the signed-in user (after their password); the earlier ones stop working. */
export async function newRecoveryCodes(ctx: AuthCtx, password: string, requestHeaders: Headers): Promise<string[]> {
  const result = await library(() => ctx.auth.api.generateBackupCodes({ body: { password }, headers: requestHeaders }));
  return result.backupCodes;
}

/**
 * Turns two-step sign-in off for an account whose owner lost both the phone and the recovery
 * codes (the IT office's command): the secret and codes go, and every session ends, so the next
 * sign-in is with the password and, for an administrator, sets it up again.
 */
export async function resetSecondFactor(ctx: Ctx<"database">, userId: string): Promise<void> {
  const { db, dialect } = ctx.database;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("two_factors").where("user_id", "=", userId).execute();
    await trx
      .updateTable("users")
      .set({ two_factor_enabled: flag(dialect, false) })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
  });
}
