import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { rosterStanding } from "../roster/service";
import { findUserByEmail, findUserByMatrixNo } from "./repository";

/**
 * Who a student may say they are: the matrix number on the roster and active, the roster's email
 * when it has one, and neither held by another account. The one place for these rules: sign-up,
 * a profile change, and its confirmation all apply them. `userId` is the account itself (null at
 * sign-up); `keepMatrix` allows a number the account already has even if it left the roster.
 */
export async function checkStudentIdentity(
  db: Kysely<DB>,
  identity: { userId: string | null; email: string; matrixNo: string | null; keepMatrix?: string | null },
): Promise<void> {
  const { userId, email, matrixNo } = identity;
  if (matrixNo) {
    const roster = await rosterStanding(db, matrixNo);
    if (matrixNo !== identity.keepMatrix && (!roster || !roster.active))
      throw new AppError(400, "MATRIX_NOT_FOUND", "auth.errors.matrixNotFound", {}, "matrixNo");
    if (roster?.email && roster.email.toLowerCase() !== email)
      throw new AppError(400, "MATRIX_EMAIL_MISMATCH", "auth.errors.matrixEmailMismatch", {}, "email");
  }
  const emailHolder = await findUserByEmail(db, email);
  if (emailHolder && emailHolder.id !== userId)
    throw new AppError(409, "EMAIL_TAKEN", "auth.errors.emailTaken", {}, "email");
  if (matrixNo) {
    const holder = await findUserByMatrixNo(db, matrixNo);
    if (holder && holder.id !== userId)
      throw new AppError(409, "MATRIX_TAKEN", "auth.errors.matrixTaken", {}, "matrixNo");
  }
}
