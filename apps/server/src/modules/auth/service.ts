import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { isAPIError } from "better-auth/api";
import { hashPassword } from "better-auth/crypto";
import type { RegisterInput, SessionUser } from "@campus/shared";
import { isLanguage } from "@campus/shared";
import type { Config } from "../../config";
import { flag, type Database } from "../../db/dialect";
import { AppError } from "../../http/app-error";
import type { Mailer } from "../../infra/mail/mailer";
import { findRosterEntry } from "../roster/repository";
import { findUserByEmail, findUserByMatrixNo, insertUserWithAccount, recordLogin } from "../users/repository";
import type { AuthLibrary } from "./auth-library";
import { resetPasswordEmail } from "./emails";
import { presentUser } from "./present-user";

/**
 * Creates a student account from the sign-up form after checking it against the roster:
 * the matrix number must be on it and active, the email must match the roster's when the
 * roster has one, and neither may already have an account. All in one transaction, so a
 * failed sign-up leaves nothing behind.
 */
export async function registerStudent(database: Database, input: RegisterInput, language: "en" | "my"): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  await database.db.transaction().execute(async (trx) => {
    const roster = await findRosterEntry(trx, input.matrixNo);
    if (!roster || !roster.active) throw new AppError(400, "MATRIX_NOT_FOUND", "auth.errors.matrixNotFound", {}, "matrixNo");
    if (roster.email && roster.email.toLowerCase() !== input.email) {
      throw new AppError(400, "MATRIX_EMAIL_MISMATCH", "auth.errors.matrixEmailMismatch", {}, "email");
    }
    if (await findUserByEmail(trx, input.email)) throw new AppError(409, "EMAIL_TAKEN", "auth.errors.emailTaken", {}, "email");
    if (await findUserByMatrixNo(trx, input.matrixNo)) throw new AppError(409, "MATRIX_TAKEN", "auth.errors.matrixTaken", {}, "matrixNo");
    const id = randomUUID();
    await insertUserWithAccount(
      trx,
      {
        id,
        name: input.name,
        email: input.email,
        email_verified: flag(database.dialect, false),
        matrix_no: input.matrixNo,
        phone_no: input.phone,
        language,
        role: "student",
        created_at: now,
        updated_at: now,
      },
      { id: randomUUID(), account_id: id, provider_id: "credential", user_id: id, password: passwordHash, created_at: now, updated_at: now },
    );
  });
}

/**
 * Signs a user in with email and password and returns the user and the Set-Cookie headers
 * of the new session. Distinguishes an unknown email from a wrong password, as the
 * specification's messages do.
 */
export async function login(
  database: Database,
  auth: AuthLibrary,
  input: { email: string; password: string },
  requestHeaders: Headers,
): Promise<{ user: SessionUser; setCookies: string[] }> {
  const row = await findUserByEmail(database.db, input.email);
  if (!row) throw new AppError(404, "USER_NOT_FOUND", "auth.errors.noUser", {}, "email");
  if (row.disabled_at) throw new AppError(403, "ACCOUNT_DISABLED", "auth.errors.accountDisabled");
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
    await recordLogin(database.db, row.id, new Date().toISOString());
    return { user: presentUser(response.user), setCookies: headers.getSetCookie() };
  } catch (error) {
    if (isAPIError(error) && error.body?.code === "INVALID_EMAIL_OR_PASSWORD") {
      throw new AppError(401, "INCORRECT_PASSWORD", "auth.errors.incorrectPassword", {}, "password");
    }
    if (error instanceof AppError) throw error;
    throw new AppError(500, "LOGIN_FAILED", "auth.errors.loginFailed");
  }
}

/** Ends the request's session; returns the headers that clear the cookie. */
export async function logout(auth: AuthLibrary, requestHeaders: Headers): Promise<string[]> {
  const { headers } = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
  return headers.getSetCookie();
}

/** Carries the outcome of the reset email out of the auth library, which swallows errors. */
const resetDelivery = new AsyncLocalStorage<{ error?: unknown }>();

/** The auth library's hook: sends the reset email in the user's language. */
export function makeResetPasswordSender(config: Config, mailer: Mailer) {
  return async ({ user, token }: { user: { id: string; email: string; name: string; language?: unknown }; token: string }) => {
    const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    try {
      await mailer.send(
        resetPasswordEmail({
          to: user.email,
          name: user.name,
          // The auth library hands over the whole user row, additional fields included.
          language: isLanguage(user.language) ? user.language : "en",
          url,
          university: config.universityName,
        }),
      );
    } catch (error) {
      const delivery = resetDelivery.getStore();
      if (delivery) delivery.error = error;
      throw error;
    }
  };
}

/**
 * Emails a single-use reset link valid for one hour. Answers the same whether or not the
 * email has an account; fails only when the email could not be sent.
 */
export async function requestPasswordReset(auth: AuthLibrary, email: string): Promise<void> {
  const delivery: { error?: unknown } = {};
  await resetDelivery.run(delivery, () => auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } }));
  if (delivery.error) throw new AppError(502, "RESET_EMAIL_FAILED", "auth.errors.resetEmailFailed");
}

/** Sets a new password from a reset token; the token is used up and every session of the user ends. */
export async function resetPassword(auth: AuthLibrary, token: string, password: string): Promise<void> {
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (isAPIError(error)) throw new AppError(400, "RESET_LINK_INVALID", "auth.errors.resetLinkInvalid", {}, "token");
    throw error;
  }
}
