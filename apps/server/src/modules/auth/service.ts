import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { isAPIError } from "better-auth/api";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import type { RegisterInput, SessionUser } from "@campus/shared";
import { adminPasswordSchema, isLanguage } from "@campus/shared";
import type { Config } from "../../config";
import { flag, type Database } from "../../db/dialect";
import { AppError } from "../../http/app-error";
import type { Mailer } from "../../infra/mail/mailer";
import { checkStudentIdentity } from "../users/identity-rules";
import { findPasswordHash, findUserByEmail, findUserById, findUserByMatrixNo, insertUserWithAccount, recordLogin } from "../users/repository";
import type { AuthLibrary } from "./auth-library";
import { deleteUnconfirmedUser } from "./confirmation-repository";
import { issueConfirmation, sendConfirmation } from "./email-confirmation";
import { resetPasswordEmail } from "./emails";
import { resetLinkUser } from "./reset-links";
import { presentUser } from "./present-user";

/** An account whose address was never confirmed holds nothing: a new sign-up for its email or matrix number replaces it. */
const isConfirmed = (user: { email_verified: boolean | number }) => Boolean(user.email_verified);

/**
 * Creates a student account from the sign-up form after checking it against the roster (the
 * matrix number on it and active, the roster's email when it has one, neither already taken by
 * a confirmed account), and emails the link that confirms the address: the account can sign in
 * only after it is followed. An unconfirmed account with the same email or matrix number (an
 * earlier attempt, or someone posing as the student) is replaced. If the email cannot be sent,
 * nothing is kept.
 */
export async function registerStudent(database: Database, mailer: Mailer, config: Config, input: RegisterInput, language: "en" | "my"): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  const id = randomUUID();
  const token = await database.db.transaction().execute(async (trx) => {
    for (const holder of [await findUserByEmail(trx, input.email), await findUserByMatrixNo(trx, input.matrixNo)]) {
      if (holder && !isConfirmed(holder)) await deleteUnconfirmedUser(trx, holder.id, flag(database.dialect, false));
    }
    await checkStudentIdentity(trx, { userId: null, email: input.email, matrixNo: input.matrixNo });
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
    return issueConfirmation({ ...database, db: trx }, { userId: id, purpose: "signup", email: input.email, matrixNo: input.matrixNo });
  });
  try {
    await sendConfirmation(config, mailer, { to: input.email, name: input.name, language, token, purpose: "signup" });
  } catch {
    await deleteUnconfirmedUser(database.db, id, flag(database.dialect, false));
    throw new AppError(502, "CONFIRM_EMAIL_FAILED", "auth.errors.confirmEmailFailed");
  }
}

/**
 * Sends a new confirmation link to an account that is waiting for one (ending the earlier
 * links). Says nothing either way: the answer is the same for any address.
 */
export async function resendConfirmation(database: Database, mailer: Mailer, config: Config, email: string): Promise<void> {
  const user = await findUserByEmail(database.db, email);
  if (!user || isConfirmed(user) || user.disabled_at) return;
  const token = await issueConfirmation(database, { userId: user.id, purpose: "signup", email: user.email, matrixNo: user.matrix_no });
  await sendConfirmation(config, mailer, { to: user.email, name: user.name, language: isLanguage(user.language) ? user.language : "en", token, purpose: "signup" }).catch(() => {
    throw new AppError(502, "CONFIRM_EMAIL_FAILED", "auth.errors.confirmEmailFailed");
  });
}

/**
 * Signs a user in with email and password and returns the user and the Set-Cookie headers
 * of the new session, or, when two-step sign-in is on, no user yet and the library's short-lived
 * cookie for the second step (second-factor.ts). Distinguishes an unknown email from a wrong
 * password, as the specification's messages do.
 */
export async function login(
  database: Database,
  auth: AuthLibrary,
  input: { email: string; password: string },
  requestHeaders: Headers,
): Promise<{ user: SessionUser | null; setCookies: string[] }> {
  const row = await findUserByEmail(database.db, input.email);
  if (!row) throw new AppError(404, "USER_NOT_FOUND", "auth.errors.noUser", {}, "email");
  if (row.disabled_at) throw new AppError(403, "ACCOUNT_DISABLED", "auth.errors.accountDisabled");
  // An administrator whose password is shorter than administrators' (e.g. a promoted student)
  // must choose a new one first; only someone with the password learns that.
  if (row.role === "admin" && !adminPasswordSchema.safeParse(input.password).success) {
    const hash = await findPasswordHash(database.db, row.id);
    if (!hash || !(await verifyPassword({ hash, password: input.password }))) throw new AppError(401, "INCORRECT_PASSWORD", "auth.errors.incorrectPassword", {}, "password");
    throw new AppError(403, "ADMIN_PASSWORD_TOO_SHORT", "auth.errors.adminPasswordChange", {}, "password");
  }
  // Waiting for its confirmation: only someone with the password learns that (and may ask for the link again).
  if (!isConfirmed(row)) {
    const hash = await findPasswordHash(database.db, row.id);
    if (!hash || !(await verifyPassword({ hash, password: input.password }))) throw new AppError(401, "INCORRECT_PASSWORD", "auth.errors.incorrectPassword", {}, "password");
    throw new AppError(403, "EMAIL_NOT_CONFIRMED", "auth.errors.emailNotConfirmed", { email: row.email });
  }
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
    if ("twoFactorRedirect" in response) return { user: null, setCookies: headers.getSetCookie() };
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
export async function resetPassword(database: Database, auth: AuthLibrary, token: string, password: string): Promise<void> {
  // An administrator's new password has the administrators' length.
  const userId = await resetLinkUser(database.db, token);
  const user = userId ? await findUserById(database.db, userId) : undefined;
  if (user?.role === "admin" && !adminPasswordSchema.safeParse(password).success) {
    throw new AppError(400, "VALIDATION_ERROR", "auth.errors.adminPasswordTooShort", {}, "password");
  }
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (isAPIError(error)) throw new AppError(400, "RESET_LINK_INVALID", "auth.errors.resetLinkInvalid", {}, "token");
    throw error;
  }
}
