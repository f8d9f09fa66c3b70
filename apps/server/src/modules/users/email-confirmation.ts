import { createHash, randomBytes } from "node:crypto";
import { type Language, translateDynamic } from "@campus/shared";
import { flag } from "../../db/dialect";
import { AppError } from "../../http/app-error";
import { letter } from "../../infra/mail/letter";
import { checkStudentIdentity } from "./identity-rules";
import { findPasswordHash, findUserById, updateUserProfile } from "./repository";
import { verifyPassword } from "./passwords";
import { markEmailConfirmed, replaceConfirmation, takeConfirmation } from "./confirmation-repository";
import type { Ctx } from "../../core/context";

/** How long a confirmation link works. */
export const CONFIRM_LINK_HOURS = 24;

type Purpose = "signup" | "change";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Makes a confirmation link for the address (a new one ends the user's earlier links of the same
 * purpose) and returns its token, which only the email carries.
 */
export async function issueConfirmation(
  ctx: Ctx<"database" | "clock">,
  link: { userId: string; purpose: Purpose; email: string; matrixNo: string | null },
): Promise<string> {
  const { database } = ctx;
  const token = randomBytes(32).toString("base64url");
  const now = ctx.clock().getTime();
  await replaceConfirmation(database.db, {
    token_hash: hashOf(token),
    user_id: link.userId,
    purpose: link.purpose,
    email: link.email,
    matrix_no: link.matrixNo,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + CONFIRM_LINK_HOURS * 3_600_000).toISOString(),
  });
  return token;
}

/** The confirmation email, in the recipient's language. */
export async function sendConfirmation(
  ctx: Ctx<"config" | "mailer">,
  mail: { to: string; name: string; language: Language; token: string; purpose: Purpose },
): Promise<void> {
  const { config, mailer } = ctx;
  const t = (key: string) =>
    translateDynamic(mail.language, `email.confirmEmail.${key}`, {
      name: mail.name,
      university: config.universityName,
      hours: CONFIRM_LINK_HOURS,
    });
  await mailer.send(
    letter({
      to: mail.to,
      language: mail.language,
      subject: t(mail.purpose === "signup" ? "subject" : "subjectChange"),
      paragraphs: [t("greeting"), t(mail.purpose === "signup" ? "body" : "bodyChange")],
      action: { label: t("action"), url: `${config.publicUrl}/confirm-email?token=${encodeURIComponent(mail.token)}` },
      closing: [t("ignore"), t("signature")],
    }),
  );
}

/**
 * Follows a link (once): at sign-up the account may sign in from now on; for a change, the new
 * email (and matrix number) replace the old ones, the identity rules checked again now. A
 * sign-up's link needs the password that sign-up chose: somebody who signs up with a student's
 * roster identity gets the link mailed to the student, and the student, following it, must never
 * confirm that stranger's password. Without it, or with another, nothing is spent (the
 * transaction is rolled back) and the answer says what to do. Returns the link's purpose and the
 * address it confirmed (the account's sign-in email from now on).
 */
export async function confirmEmail(
  ctx: Ctx<"database" | "clock">,
  token: string,
  password?: string,
): Promise<{ purpose: Purpose; email: string }> {
  const { database } = ctx;
  const now = ctx.clock().toISOString();
  return database.db.transaction().execute(async (trx) => {
    const link = await takeConfirmation(trx, hashOf(token), now);
    if (!link) throw new AppError(400, "CONFIRM_LINK_INVALID", "auth.errors.confirmLinkInvalid", {}, "token");
    const user = await findUserById(trx, link.user_id);
    if (!user) throw new AppError(400, "CONFIRM_LINK_INVALID", "auth.errors.confirmLinkInvalid", {}, "token");
    if (link.purpose === "signup") {
      if (!password)
        throw new AppError(400, "CONFIRM_PASSWORD_REQUIRED", "auth.errors.confirmPasswordRequired", {}, "password");
      const hash = await findPasswordHash(trx, user.id);
      if (!hash || !(await verifyPassword({ hash, password })))
        throw new AppError(400, "CONFIRM_PASSWORD_WRONG", "auth.errors.confirmPasswordWrong", {}, "password");
    }
    if (link.purpose === "change") {
      const matrixNo = user.role === "student" ? (link.matrix_no ?? user.matrix_no) : null;
      await checkStudentIdentity(trx, { userId: user.id, email: link.email, matrixNo, keepMatrix: user.matrix_no });
      await updateUserProfile(trx, user.id, {
        email: link.email,
        ...(matrixNo ? { matrix_no: matrixNo } : {}),
        updated_at: now,
      });
    }
    await markEmailConfirmed(trx, user.id, flag(database.dialect, true), now);
    return { purpose: link.purpose, email: link.email };
  });
}
