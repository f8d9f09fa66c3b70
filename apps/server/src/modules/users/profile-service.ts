import {
  CAMPUS_PROVIDER_ID,
  isStudentEmail,
  type ProfileUpdate,
  type SessionUser,
  type SignInMethods,
} from "@campus/shared";
import { publishUploadedImage, removePublishedImage } from "../uploads/service";
import { AppError } from "../../http/app-error";
import { verifyPassword } from "./passwords";
import { pendingChange } from "./confirmation-repository";
import { presentUserRow } from "./present-user";
import { issueConfirmation, sendConfirmation } from "./email-confirmation";
import { checkStudentIdentity } from "./identity-rules";
import {
  findPasswordHash,
  findSignInProviders,
  findUserById,
  removeAccount,
  setUserPhoto,
  updateUserProfile,
} from "./repository";
import type { Ctx } from "../../core/context";
import { toIso } from "../../db/dialect";

const profileMissing = () => new AppError(404, "PROFILE_NOT_FOUND", "profile.notFound");

/** The one language setting: the interface follows it on every device, and so do the emails. */
export async function setProfileLanguage(
  ctx: Ctx<"database" | "clock">,
  userId: string,
  language: "en" | "my",
): Promise<SessionUser> {
  const { database } = ctx;
  await updateUserProfile(database.db, userId, { language, updated_at: ctx.clock().toISOString() });
  return getProfile(ctx, userId);
}

/** The account as its owner's copy of their data shows it: the profile, when it was made and last signed in. */
export async function accountRecord(ctx: Ctx<"database">, userId: string) {
  const row = await findUserById(ctx.database.db, userId);
  if (!row) throw profileMissing();
  const { twoFactorEnabled: _secondStep, ...profile } = presentUserRow(row);
  return { ...profile, createdAt: toIso(row.created_at), lastLoginAt: toIso(row.last_login_at) };
}

export async function getProfile(ctx: Ctx<"database">, userId: string): Promise<SessionUser> {
  const { database } = ctx;
  const row = await findUserById(database.db, userId);
  if (!row) throw profileMissing();
  return presentUserRow(row);
}

/**
 * Updates the signed-in user's details. Name, phone and language change at once. A new email or
 * matrix number must come with the current password, follows the sign-up rules (on the roster,
 * the roster's email, the student domain, not taken), and applies only once the link sent to
 * the new address is followed (modules/auth/email-confirmation.ts): until then nothing of who
 * the account is has changed. An administrator has no matrix number.
 */
export async function updateProfile(
  ctx: Ctx<"database" | "mailer" | "config" | "clock">,
  userId: string,
  input: ProfileUpdate,
): Promise<{ user: SessionUser; pendingChange: { email: string; matrixNo: string | null } | null }> {
  const { database, config } = ctx;
  const row = await findUserById(database.db, userId);
  if (!row) throw profileMissing();
  const isStudent = row.role === "student";
  const matrixNo = isStudent ? (input.matrixNo ?? null) : null;
  if (isStudent && !matrixNo) throw new AppError(400, "VALIDATION_ERROR", "auth.errors.matrixRequired", {}, "matrixNo");
  if (isStudent && !isStudentEmail(input.email, config.studentEmailDomain))
    throw new AppError(400, "NOT_STUDENT_EMAIL", "auth.errors.notStudentEmail", {}, "email");
  const identityChanges = input.email !== row.email || (isStudent && matrixNo !== row.matrix_no);
  if (identityChanges) {
    if (!input.currentPassword)
      throw new AppError(
        400,
        "CURRENT_PASSWORD_REQUIRED",
        "auth.errors.currentPasswordRequired",
        {},
        "currentPassword",
      );
    const hash = await findPasswordHash(database.db, userId);
    if (!hash || !(await verifyPassword({ hash, password: input.currentPassword })))
      throw new AppError(400, "INCORRECT_PASSWORD", "auth.errors.incorrectPassword", {}, "currentPassword");
    await checkStudentIdentity(database.db, { userId, email: input.email, matrixNo, keepMatrix: row.matrix_no });
  }
  await updateUserProfile(database.db, userId, {
    name: input.name,
    phone_no: input.phone,
    language: input.language,
    updated_at: ctx.clock().toISOString(),
  });
  if (identityChanges) {
    const token = await issueConfirmation(ctx, { userId, purpose: "change", email: input.email, matrixNo });
    await sendConfirmation(ctx, {
      to: input.email,
      name: input.name,
      language: input.language,
      token,
      purpose: "change",
    }).catch(() => {
      throw new AppError(502, "CONFIRM_EMAIL_FAILED", "auth.errors.confirmEmailFailed");
    });
  }
  const pending = await pendingChange(database.db, userId, ctx.clock().toISOString());
  return {
    user: presentUserRow((await findUserById(database.db, userId))!),
    pendingChange: pending ? { email: pending.email, matrixNo: pending.matrix_no } : null,
  };
}

/** The user's change of email waiting for its confirmation, if any. */
export async function pendingProfileChange(ctx: Ctx<"database" | "clock">, userId: string) {
  const { database } = ctx;
  const pending = await pendingChange(database.db, userId, ctx.clock().toISOString());
  return pending ? { email: pending.email, matrixNo: pending.matrix_no } : null;
}

/**
 * Makes an uploaded image the user's profile photo: checked and re-encoded first, so a failed
 * upload leaves the old photo in place; the old photo is removed only after the switch.
 */
export async function setProfilePhoto(
  ctx: Ctx<"database" | "storage" | "config" | "clock">,
  userId: string,
  filename: string,
): Promise<SessionUser> {
  const { database } = ctx;
  const before = await findUserById(database.db, userId);
  if (!before) throw profileMissing();
  const url = await publishUploadedImage(ctx, userId, filename);
  await setUserPhoto(database.db, userId, url, ctx.clock().toISOString());
  if (before.profile_image && before.profile_image !== url) await removePublishedImage(ctx, before.profile_image);
  return presentUserRow((await findUserById(database.db, userId))!);
}

/**
 * Whether a student may remove their own account with this password: an administrator may not
 * (another first makes them a student, so the office always keeps its staff).
 */
export async function confirmAccountRemoval(
  ctx: Ctx<"database">,
  userId: string,
  confirmation: { password: string; email: string },
): Promise<void> {
  const { database } = ctx;
  const row = await findUserById(database.db, userId);
  if (!row) throw profileMissing();
  if (row.role !== "student") throw new AppError(409, "STAFF_ACCOUNT", "profile.remove.staffRefused");
  const hash = await findPasswordHash(database.db, userId);
  // An account made by campus sign-in has no password: its owner types its email address again.
  if (!hash) {
    if (confirmation.email.toLowerCase() !== row.email)
      throw new AppError(400, "VALIDATION_ERROR", "profile.remove.emailMismatch", {}, "email");
    return;
  }
  if (!confirmation.password)
    throw new AppError(400, "VALIDATION_ERROR", "auth.errors.passwordRequired", {}, "password");
  if (!(await verifyPassword({ hash, password: confirmation.password })))
    throw new AppError(400, "INCORRECT_PASSWORD", "auth.errors.incorrectPassword", {}, "password");
}

/** How the account signs in: with a password, and/or through the university's provider. */
export async function signInMethods(ctx: Ctx<"database">, userId: string): Promise<SignInMethods> {
  const providers = await findSignInProviders(ctx.database.db, userId);
  return { password: providers.includes("credential"), campus: providers.includes(CAMPUS_PROVIDER_ID) };
}

/**
 * Removes a student's account (after confirmAccountRemoval). Their reports stay for the office
 * and their messages for the other person, under no name (the web app shows "Former student");
 * the profile photo is deleted.
 */
export async function removeOwnAccount(ctx: Ctx<"database" | "storage" | "clock">, userId: string): Promise<void> {
  const { database } = ctx;
  const row = await findUserById(database.db, userId);
  if (!row) return;
  const at = ctx.clock().toISOString();
  await database.db.transaction().execute((trx) => removeAccount(trx, userId, at));
  await removePublishedImage(ctx, row.profile_image);
}
