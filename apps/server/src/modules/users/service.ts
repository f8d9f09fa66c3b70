import { randomUUID } from "node:crypto";
import { hashPassword } from "./passwords";
import { adminPasswordSchema, translate } from "@campus/shared";
import { flag } from "../../db/dialect";
import {
  findPasswordHash,
  findUserByEmail,
  findUserById,
  insertUserWithAccount,
  listActiveAdmins,
  recordLogin,
} from "./repository";
import type { Ctx } from "../../core/context";

/** Creates an administrator account (staff: no matrix number). Refuses an email already in use and a password under 12 characters. */
export async function createAdmin(
  ctx: Ctx<"database" | "clock">,
  input: { name: string; email: string; password: string },
): Promise<{ id: string }> {
  const { database } = ctx;
  if (!adminPasswordSchema.safeParse(input.password).success)
    throw new Error(translate("en", "auth.errors.adminPasswordTooShort"));
  if (await findUserByEmail(database.db, input.email)) throw new Error(`${input.email} already has an account`);
  const id = randomUUID();
  const now = ctx.clock().toISOString();
  await database.db.transaction().execute(async (trx) => {
    await insertUserWithAccount(
      trx,
      {
        id,
        name: input.name,
        email: input.email.toLowerCase(),
        email_verified: flag(database.dialect, true),
        role: "admin",
        created_at: now,
        updated_at: now,
      },
      {
        id: randomUUID(),
        account_id: id,
        provider_id: "credential",
        user_id: id,
        password: await hashPassword(input.password),
        created_at: now,
        updated_at: now,
      },
    );
  });
  return { id };
}

/**
 * Who receives the office's notifications (every new report, with the reporter's contact): every
 * admin whose account is enabled and who has turned two-step sign-in on. An admin who has not yet
 * (a new account before its first sign-in) is sent none until they do.
 */
export async function activeAdmins(ctx: Ctx<"database">) {
  const { database } = ctx;
  return listActiveAdmins(database.db, flag(database.dialect, true));
}

/** A user's name, email, language and email preferences, for notifications; null when gone. */
export async function notificationRecipient(ctx: Ctx<"database">, id: string) {
  const { database } = ctx;
  const user = await findUserById(database.db, id);
  return user && !user.disabled_at
    ? {
        id: user.id,
        name: user.name,
        email: user.email,
        language: user.language,
        role: user.role,
        /** An administrator with two-step sign-in on: the office's notifications may go to them. */
        office: user.role === "admin" && Boolean(user.two_factor_enabled),
        emails: { match: user.match_emails, message: user.message_emails, report: user.report_emails },
      }
    : null;
}

/** The enabled account with this email, for starting a chat: its id and whether it is the office's (an administrator's); the email stays private. */
export async function findUserByEmailForChat(
  ctx: Ctx<"database">,
  email: string,
): Promise<{ id: string; office: boolean } | null> {
  const { database } = ctx;
  const user = await findUserByEmail(database.db, email.trim().toLowerCase());
  return user && !user.disabled_at ? { id: user.id, office: user.role === "admin" } : null;
}

/** Whether the account is an administrator's: a chat with it goes to the office's inbox. */
export async function isOfficeAccount(ctx: Ctx<"database">, id: string): Promise<boolean> {
  const { database } = ctx;
  return (await findUserById(database.db, id))?.role === "admin";
}

/** The account with this email, whatever its state (signing in tells apart unknown, disabled and unconfirmed). */
export async function findAccountByEmail(ctx: Ctx<"database">, email: string) {
  const { database } = ctx;
  return findUserByEmail(database.db, email);
}

/** The account with this id, whatever its state. */
export async function findUser(ctx: Ctx<"database">, id: string) {
  const { database } = ctx;
  return findUserById(database.db, id);
}

/** The password hash of an account's password sign-in, if it has one. */
export async function passwordHashOf(ctx: Ctx<"database">, userId: string): Promise<string | null> {
  const { database } = ctx;
  return findPasswordHash(database.db, userId);
}

/** Records a completed sign-in (the office's users list shows the last one). */
export async function recordSignIn(ctx: Ctx<"database" | "clock">, userId: string): Promise<void> {
  await recordLogin(ctx.database.db, userId, ctx.clock().toISOString());
}
