import { AsyncLocalStorage } from "node:async_hooks";
import { isStudentEmail } from "@campus/shared";
import { AppError } from "../../http/app-error";
import { checkStudentIdentity } from "../users/identity-rules";
import { findUser, recordSignIn } from "../users/service";
import { forgetUnconfirmedSignUps } from "../users/registration";
import type { Ctx } from "../../core/context";

/** What the university's identity provider says of the person, read from the claims OIDC_*_CLAIM name. */
export interface CampusClaims {
  email: string | undefined;
  matrixNo: string | undefined;
  name: string | undefined;
}

/**
 * A first campus sign-in makes a student account, under the sign-up rules: a matrix number on
 * the roster (and active), the roster's email when it has one, the student email domain, and
 * neither held by another account. The provider vouches for the address, so it counts as
 * confirmed. Refusals are AppErrors whose code the login page explains.
 */
export async function campusNewAccount(
  ctx: Ctx<"database" | "config">,
  claims: CampusClaims,
): Promise<{ email: string; matrixNo: string; name: string }> {
  const email = claims.email?.trim().toLowerCase() ?? "";
  const matrixNo = claims.matrixNo?.trim().toUpperCase() ?? "";
  if (!matrixNo) throw new AppError(403, "NO_MATRIX_CLAIM", "auth.campus.noMatrix");
  if (!isStudentEmail(email, ctx.config.studentEmailDomain))
    throw new AppError(403, "NOT_STUDENT_EMAIL", "auth.errors.notStudentEmail");
  await checkStudentIdentity(ctx.database.db, { userId: null, email, matrixNo });
  return { email, matrixNo, name: claims.name?.trim() || email.split("@")[0]! };
}

/**
 * The university vouched for the person's email and matrix number: a sign-up for either that was
 * never confirmed (made by somebody else with the student's roster identity, or an old attempt of
 * theirs) holds nothing, and goes before the sign-in looks for an account. Otherwise the sign-in
 * would be linked to it, confirm it, and let its password, which the student never chose, in.
 */
export async function forgetUnconfirmedHolders(ctx: Ctx<"database">, claims: CampusClaims): Promise<void> {
  await forgetUnconfirmedSignUps(ctx.database, {
    email: claims.email?.trim().toLowerCase() ?? "",
    matrixNo: claims.matrixNo?.trim().toUpperCase() ?? "",
  });
}

/**
 * Every campus sign-in, new account or not, just before its session is made: a disabled account
 * is refused, and so is an administrator's (the office signs in with a password and the
 * authenticator app, which campus sign-in would step around). Then it counts as a sign-in.
 */
export async function campusSignInAllowed(ctx: Ctx<"database" | "clock">, userId: string): Promise<void> {
  const user = await findUser(ctx, userId);
  if (!user) throw new AppError(403, "CAMPUS_SIGN_IN_FAILED", "auth.campus.failed");
  if (user.disabled_at) throw new AppError(403, "ACCOUNT_DISABLED", "auth.errors.accountDisabled");
  if (user.role === "admin") throw new AppError(403, "STAFF_PASSWORD_ONLY", "auth.campus.staff");
  await recordSignIn(ctx, userId);
}

/**
 * The claims of the campus sign-in under way, for the auth library's hooks: the library keeps
 * only its own fields of the mapped profile, so the matrix number travels beside it. The
 * callback route runs the library's callback inside `campusClaims.run({}, …)`.
 */
export const campusClaims = new AsyncLocalStorage<{ claims?: CampusClaims }>();
