import { randomUUID } from "node:crypto";
import { hashPassword } from "./passwords";
import { isLanguage, type RegisterInput } from "@campus/shared";
import type { Kysely } from "kysely";
import { flag, type Database } from "../../db/dialect";
import type { DB } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { deleteUnconfirmedUser } from "./confirmation-repository";
import { issueConfirmation, sendConfirmation } from "./email-confirmation";
import { checkStudentIdentity } from "./identity-rules";
import { findUserByEmail, findUserByMatrixNo, insertUserWithAccount } from "./repository";
import type { Ctx } from "../../core/context";

/** An account whose address was never confirmed holds nothing: a new sign-up for its email or matrix number replaces it. */
const isConfirmed = (user: { email_verified: boolean | number }) => Boolean(user.email_verified);

/**
 * Removes the sign-ups never confirmed that hold this email or matrix number (they hold nothing):
 * before a new sign-up for the identity, and before a campus sign-in the university vouched for.
 */
export async function forgetUnconfirmedSignUps(
  database: { db: Kysely<DB>; dialect: Database["dialect"] },
  identity: { email: string; matrixNo: string },
): Promise<void> {
  const { db, dialect } = database;
  const holders = [
    identity.email ? await findUserByEmail(db, identity.email) : undefined,
    identity.matrixNo ? await findUserByMatrixNo(db, identity.matrixNo) : undefined,
  ];
  for (const holder of holders)
    if (holder && !isConfirmed(holder)) await deleteUnconfirmedUser(db, holder.id, flag(dialect, false));
}

/**
 * Creates a student account from the sign-up form after checking it against the roster (the
 * matrix number on it and active, the roster's email when it has one, neither already taken by
 * a confirmed account), and emails the link that confirms the address: the account can sign in
 * only after it is followed. An unconfirmed account with the same email or matrix number (an
 * earlier attempt, or someone posing as the student) is replaced. If the email cannot be sent,
 * nothing is kept.
 */
export async function registerStudent(
  ctx: Ctx<"database" | "mailer" | "config" | "clock">,
  input: RegisterInput,
  language: "en" | "my",
): Promise<void> {
  const { database } = ctx;
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock().toISOString();
  const id = randomUUID();
  const token = await database.db.transaction().execute(async (trx) => {
    await forgetUnconfirmedSignUps({ db: trx, dialect: database.dialect }, input);
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
      {
        id: randomUUID(),
        account_id: id,
        provider_id: "credential",
        user_id: id,
        password: passwordHash,
        created_at: now,
        updated_at: now,
      },
    );
    return issueConfirmation(
      { ...ctx, database: { ...database, db: trx } },
      { userId: id, purpose: "signup", email: input.email, matrixNo: input.matrixNo },
    );
  });
  try {
    await sendConfirmation(ctx, { to: input.email, name: input.name, language, token, purpose: "signup" });
  } catch {
    await deleteUnconfirmedUser(database.db, id, flag(database.dialect, false));
    throw new AppError(502, "CONFIRM_EMAIL_FAILED", "auth.errors.confirmEmailFailed");
  }
}

/**
 * Sends a new confirmation link to an account that is waiting for one (ending the earlier
 * links). Says nothing either way: the answer is the same for any address.
 */
export async function resendConfirmation(
  ctx: Ctx<"database" | "mailer" | "config" | "clock">,
  email: string,
): Promise<void> {
  const { database } = ctx;
  const user = await findUserByEmail(database.db, email);
  if (!user || isConfirmed(user) || user.disabled_at) return;
  const token = await issueConfirmation(ctx, {
    userId: user.id,
    purpose: "signup",
    email: user.email,
    matrixNo: user.matrix_no,
  });
  await sendConfirmation(ctx, {
    to: user.email,
    name: user.name,
    language: isLanguage(user.language) ? user.language : "en",
    token,
    purpose: "signup",
  }).catch(() => {
    throw new AppError(502, "CONFIRM_EMAIL_FAILED", "auth.errors.confirmEmailFailed");
  });
}
