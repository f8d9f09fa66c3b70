import type { Kysely } from "kysely";
import type { DB, EmailConfirmationsTable } from "../../db/schema";

type Purpose = EmailConfirmationsTable["purpose"];

/** Stores a new link, ending the user's earlier ones of the same purpose. */
export async function replaceConfirmation(
  db: Kysely<DB>,
  row: {
    token_hash: string;
    user_id: string;
    purpose: Purpose;
    email: string;
    matrix_no: string | null;
    expires_at: string;
    created_at: string;
  },
): Promise<void> {
  await db
    .deleteFrom("email_confirmations")
    .where("user_id", "=", row.user_id)
    .where("purpose", "=", row.purpose)
    .execute();
  await db.insertInto("email_confirmations").values(row).execute();
}

/** Takes a link (it works once): the row, or undefined when unknown or expired. */
export async function takeConfirmation(db: Kysely<DB>, tokenHash: string, now: string) {
  const row = await db
    .selectFrom("email_confirmations")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const taken = await db.deleteFrom("email_confirmations").where("token_hash", "=", tokenHash).executeTakeFirst();
  if (Number(taken.numDeletedRows) !== 1) return undefined;
  return new Date(row.expires_at).toISOString() > now ? row : undefined;
}

/** The pending change of a user's email, if any (for the profile screen). */
export async function pendingChange(db: Kysely<DB>, userId: string, now: string) {
  return db
    .selectFrom("email_confirmations")
    .select(["email", "matrix_no"])
    .where("user_id", "=", userId)
    .where("purpose", "=", "change")
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

export async function markEmailConfirmed(
  db: Kysely<DB>,
  userId: string,
  verified: boolean | number,
  at: string,
): Promise<void> {
  await db.updateTable("users").set({ email_verified: verified, updated_at: at }).where("id", "=", userId).execute();
}

/** Removes an account that was never confirmed (it never signed in, so it holds nothing). */
export async function deleteUnconfirmedUser(
  db: Kysely<DB>,
  userId: string,
  notVerified: boolean | number,
): Promise<void> {
  await db.deleteFrom("users").where("id", "=", userId).where("email_verified", "=", notVerified).execute();
}
