import type { Insertable, Kysely } from "kysely";
import type { EmailFrequency } from "@campus/shared";
import type { AccountsTable, DB, UsersTable } from "../../db/schema";

/** Finds a user by email (emails are stored lower-cased). */
export async function findUserByEmail(db: Kysely<DB>, email: string) {
  return db.selectFrom("users").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
}

/** Inserts a user together with their sign-in account. */
export async function insertUserWithAccount(
  db: Kysely<DB>,
  user: Insertable<UsersTable>,
  account: Insertable<AccountsTable>,
): Promise<void> {
  await db.insertInto("users").values(user).execute();
  await db.insertInto("accounts").values(account).execute();
}

/** Finds a user by matrix number. */
export async function findUserByMatrixNo(db: Kysely<DB>, matrixNo: string) {
  return db.selectFrom("users").selectAll().where("matrix_no", "=", matrixNo.toUpperCase()).executeTakeFirst();
}

/** Records a successful sign-in. */
export async function recordLogin(db: Kysely<DB>, userId: string, at: string): Promise<void> {
  await db.updateTable("users").set({ last_login_at: at }).where("id", "=", userId).execute();
}

/** Finds a user by id. */
export async function findUserById(db: Kysely<DB>, id: string) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Updates a user's own details. */
export async function updateUserProfile(
  db: Kysely<DB>,
  id: string,
  changes: {
    name?: string;
    email?: string;
    phone_no?: string;
    language?: "en" | "my";
    matrix_no?: string;
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable("users").set(changes).where("id", "=", id).execute();
}

/** The stored password hash of the user's email-and-password account, if any. */
export async function findPasswordHash(db: Kysely<DB>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("accounts")
    .select("password")
    .where("user_id", "=", userId)
    .where("provider_id", "=", "credential")
    .executeTakeFirst();
  return row?.password ?? null;
}

/** The providers the user signs in with ("credential": a password; "campus"; …). */
export async function findSignInProviders(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom("accounts").select("provider_id").where("user_id", "=", userId).execute();
  return rows.map((row) => row.provider_id);
}

/** Sets the user's profile photo (its public URL). */
export async function setUserPhoto(db: Kysely<DB>, id: string, url: string, at: string): Promise<void> {
  await db.updateTable("users").set({ profile_image: url, updated_at: at }).where("id", "=", id).execute();
}

/** Admins whose accounts are not disabled and who turned two-step sign-in on: who office notifications go to. */
export async function listActiveAdmins(db: Kysely<DB>, on: boolean | number) {
  return db
    .selectFrom("users")
    .select(["id", "name", "email", "language", "report_emails"])
    .where("role", "=", "admin")
    .where("disabled_at", "is", null)
    .where("two_factor_enabled", "=", on)
    .execute();
}

/**
 * Takes a student's account apart, in the caller's transaction: the user row keeps only its id
 * (an empty name marks a removed account; the address becomes one that cannot receive mail, so
 * the real one may sign up again), and its password, sessions, second step and pending
 * confirmation links go. Disabled, so nothing is sent to it and nobody signs in as it.
 */
export async function removeAccount(db: Kysely<DB>, id: string, at: string): Promise<void> {
  await db
    .updateTable("users")
    .set({
      name: "",
      email: `removed-${id}@removed.invalid`,
      matrix_no: null,
      phone_no: null,
      profile_image: null,
      disabled_at: at,
      updated_at: at,
    })
    .where("id", "=", id)
    .execute();
  for (const table of ["accounts", "sessions", "two_factors", "email_confirmations"] as const)
    await db.deleteFrom(table).where("user_id", "=", id).execute();
}

/** A user's email preferences (users.match_emails, message_emails, report_emails). */
export async function findEmailPreferences(db: Kysely<DB>, id: string) {
  return db
    .selectFrom("users")
    .select(["match_emails", "message_emails", "report_emails"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function updateEmailPreferences(
  db: Kysely<DB>,
  id: string,
  preferences: { match_emails: EmailFrequency; message_emails: EmailFrequency; report_emails: EmailFrequency },
  updatedAt: string,
) {
  await db
    .updateTable("users")
    .set({ ...preferences, updated_at: updatedAt })
    .where("id", "=", id)
    .execute();
}
