import { isStudentEmail, type ProfileUpdate, type SessionUser } from "@campus/shared";
import type { Database } from "../../db/dialect";
import type { UserRow } from "../../db/schema";
import type { Config } from "../../config";
import type { FileStorage } from "../../infra/storage/file-storage";
import { publishUploadedImage, removePublishedImage } from "../uploads/service";
import { AppError } from "../../http/app-error";
import { findRosterEntry } from "../roster/repository";
import { findUserByEmail, findUserById, findUserByMatrixNo, setUserPhoto, updateUserProfile } from "./repository";

const profileMissing = () => new AppError(404, "PROFILE_NOT_FOUND", "profile.notFound");

/** What a user sees of themselves. */
export function presentProfile(row: UserRow): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    matrixNo: row.matrix_no,
    phone: row.phone_no,
    language: row.language,
    role: row.role,
    profileImage: row.profile_image,
  };
}

export async function getProfile(database: Database, userId: string): Promise<SessionUser> {
  const row = await findUserById(database.db, userId);
  if (!row) throw profileMissing();
  return presentProfile(row);
}

/**
 * Updates the signed-in user's details. A student's new matrix number and email follow the
 * sign-up rules (on the roster, the roster's email, the student domain, not taken); an
 * administrator has no matrix number. One transaction: nothing half saved.
 */
export async function updateProfile(database: Database, userId: string, input: ProfileUpdate, studentEmailDomain: string): Promise<SessionUser> {
  return database.db.transaction().execute(async (trx) => {
    const row = await findUserById(trx, userId);
    if (!row) throw profileMissing();
    const isStudent = row.role === "student";
    const matrixNo = input.matrixNo;
    if (isStudent && !matrixNo) throw new AppError(400, "VALIDATION_ERROR", "auth.errors.matrixRequired", {}, "matrixNo");
    if (isStudent && !isStudentEmail(input.email, studentEmailDomain)) throw new AppError(400, "NOT_STUDENT_EMAIL", "auth.errors.notStudentEmail", {}, "email");

    if (isStudent && matrixNo) {
      const roster = await findRosterEntry(trx, matrixNo);
      if (matrixNo !== row.matrix_no && (!roster || !roster.active)) throw new AppError(400, "MATRIX_NOT_FOUND", "auth.errors.matrixNotFound", {}, "matrixNo");
      if (roster?.email && roster.email.toLowerCase() !== input.email) throw new AppError(400, "MATRIX_EMAIL_MISMATCH", "auth.errors.matrixEmailMismatch", {}, "email");
      const holder = await findUserByMatrixNo(trx, matrixNo);
      if (holder && holder.id !== userId) throw new AppError(409, "MATRIX_TAKEN", "auth.errors.matrixTaken", {}, "matrixNo");
    }
    const emailHolder = await findUserByEmail(trx, input.email);
    if (emailHolder && emailHolder.id !== userId) throw new AppError(409, "EMAIL_TAKEN", "auth.errors.emailTaken", {}, "email");

    await updateUserProfile(trx, userId, {
      name: input.name,
      email: input.email,
      phone_no: input.phone,
      language: input.language,
      ...(isStudent && matrixNo ? { matrix_no: matrixNo } : {}),
      updated_at: new Date().toISOString(),
    });
    return presentProfile((await findUserById(trx, userId))!);
  });
}

/**
 * Makes an uploaded image the user's profile photo: checked and re-encoded first, so a failed
 * upload leaves the old photo in place; the old photo is removed only after the switch.
 */
export async function setProfilePhoto(database: Database, storage: FileStorage, config: Pick<Config, "maxUploadBytes">, userId: string, filename: string): Promise<SessionUser> {
  const before = await findUserById(database.db, userId);
  if (!before) throw profileMissing();
  const url = await publishUploadedImage(storage, userId, filename, config.maxUploadBytes);
  await setUserPhoto(database.db, userId, url, new Date().toISOString());
  if (before.profile_image && before.profile_image !== url) await removePublishedImage(storage, before.profile_image);
  return presentProfile((await findUserById(database.db, userId))!);
}
