import { AsyncLocalStorage } from "node:async_hooks";
import { verifyPassword } from "../users/passwords";
import type { SessionUser } from "@campus/shared";
import { adminPasswordSchema, isLanguage } from "@campus/shared";
import { AppError } from "../../http/app-error";
import { findAccountByEmail, findUser, passwordHashOf, recordSignIn } from "../users/service";
import { isLibraryRefusal, type AuthCtx } from "./auth-library";
import { resetPasswordEmail } from "./emails";
import { resetLinkUser } from "./reset-links";
import { presentUser } from "../users/present-user";
import type { Ctx } from "../../core/context";

/**
 * Signs a user in with email and password and returns the user and the Set-Cookie headers
 * of the new session, or, when two-step sign-in is on, no user yet and the library's short-lived
 * cookie for the second step (second-factor.ts). Distinguishes an unknown email from a wrong
 * password, each with its own message.
 */
export async function login(
  ctx: AuthCtx<"database" | "config" | "clock">,
  input: { email: string; password: string },
  requestHeaders: Headers,
): Promise<{ user: SessionUser | null; setCookies: string[] }> {
  const { auth } = ctx;
  const row = await findAccountByEmail(ctx, input.email);
  if (!row) throw new AppError(404, "USER_NOT_FOUND", "auth.errors.noUser", {}, "email");
  if (row.disabled_at) throw new AppError(403, "ACCOUNT_DISABLED", "auth.errors.accountDisabled");
  refuseStudentPassword(ctx, row.role);
  // An administrator whose password is shorter than administrators' (e.g. a promoted student)
  // must choose a new one first; only someone with the password learns that.
  if (row.role === "admin" && !adminPasswordSchema.safeParse(input.password).success) {
    const hash = await passwordHashOf(ctx, row.id);
    if (!hash || !(await verifyPassword({ hash, password: input.password })))
      throw new AppError(401, "INCORRECT_PASSWORD", "auth.errors.incorrectPassword", {}, "password");
    throw new AppError(403, "ADMIN_PASSWORD_TOO_SHORT", "auth.errors.adminPasswordChange", {}, "password");
  }
  // Waiting for its confirmation: only someone with the password learns that (and may ask for the link again).
  if (!row.email_verified) {
    const hash = await passwordHashOf(ctx, row.id);
    if (!hash || !(await verifyPassword({ hash, password: input.password })))
      throw new AppError(401, "INCORRECT_PASSWORD", "auth.errors.incorrectPassword", {}, "password");
    throw new AppError(403, "EMAIL_NOT_CONFIRMED", "auth.errors.emailNotConfirmed", { email: row.email });
  }
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
    if ("twoFactorRedirect" in response) return { user: null, setCookies: headers.getSetCookie() };
    await recordSignIn(ctx, row.id);
    return { user: presentUser(response.user), setCookies: headers.getSetCookie() };
  } catch (error) {
    if (isLibraryRefusal(error) && error.body?.code === "INVALID_EMAIL_OR_PASSWORD") {
      throw new AppError(401, "INCORRECT_PASSWORD", "auth.errors.incorrectPassword", {}, "password");
    }
    if (error instanceof AppError) throw error;
    throw new AppError(500, "LOGIN_FAILED", "auth.errors.loginFailed");
  }
}

/** Ends the request's session; returns the headers that clear the cookie. */
export async function logout(ctx: AuthCtx, requestHeaders: Headers): Promise<string[]> {
  const { headers } = await ctx.auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
  return headers.getSetCookie();
}

/** Carries the outcome of the reset email out of the auth library, which swallows errors. */
const resetDelivery = new AsyncLocalStorage<{ error?: unknown }>();

/** The auth library's hook: sends the reset email in the user's language. */
export function makeResetPasswordSender(ctx: Ctx<"config" | "mailer">) {
  const { config, mailer } = ctx;
  return async ({
    user,
    token,
  }: {
    user: { id: string; email: string; name: string; language?: unknown };
    token: string;
  }) => {
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
export async function requestPasswordReset(ctx: AuthCtx<"database" | "config">, email: string): Promise<void> {
  // Students without passwords (PASSWORD_SIGN_IN=off) get no link; the answer stays the same for any address.
  const account = ctx.config.passwordSignIn ? null : await findAccountByEmail(ctx, email);
  if (account && account.role !== "admin") return;
  const delivery: { error?: unknown } = {};
  await resetDelivery.run(delivery, () =>
    ctx.auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } }),
  );
  if (delivery.error) throw new AppError(502, "RESET_EMAIL_FAILED", "auth.errors.resetEmailFailed");
}

/** Sets a new password from a reset token; the token is used up and every session of the user ends. */
export async function resetPassword(
  ctx: AuthCtx<"database" | "config">,
  token: string,
  password: string,
): Promise<void> {
  const { database, auth } = ctx;
  // An administrator's new password has the administrators' length.
  const userId = await resetLinkUser(database.db, token);
  const user = userId ? await findUser(ctx, userId) : undefined;
  if (user) refuseStudentPassword(ctx, user.role);
  if (user?.role === "admin" && !adminPasswordSchema.safeParse(password).success) {
    throw new AppError(400, "VALIDATION_ERROR", "auth.errors.adminPasswordTooShort", {}, "password");
  }
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (isLibraryRefusal(error))
      throw new AppError(400, "RESET_LINK_INVALID", "auth.errors.resetLinkInvalid", {}, "token");
    throw error;
  }
}

/** With PASSWORD_SIGN_IN=off students sign in through the university's provider only; administrators keep their password and second step. */
export function refuseStudentPassword(ctx: Ctx<"config">, role: string): void {
  if (!ctx.config.passwordSignIn && role !== "admin")
    throw new AppError(403, "PASSWORD_SIGN_IN_OFF", "auth.campus.passwordSignInOff", {
      university: ctx.config.universityName,
    });
}
