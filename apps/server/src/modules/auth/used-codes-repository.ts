import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/**
 * Records that `userId` signed in with authenticator code `code` at `at`. False when the same
 * code completed a sign-in of theirs since `since` (it is still within the app's window): that
 * sign-in must not stand. Of two concurrent uses of one code, the first one's row wins.
 */
export async function takeSecondFactorCode(
  db: Kysely<DB>,
  entry: { userId: string; code: string; at: string; since: string; forgetBefore: string },
): Promise<boolean> {
  await db
    .deleteFrom("second_factor_used_codes")
    .where("user_id", "=", entry.userId)
    .where("used_at", "<", entry.forgetBefore)
    .execute();
  const inserted = await db
    .insertInto("second_factor_used_codes")
    .values({ user_id: entry.userId, code: entry.code, used_at: entry.at })
    .onConflict((conflict) => conflict.columns(["user_id", "code"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  // Known, but from before the window: a later time step that happens to show the same digits.
  const renewed = await db
    .updateTable("second_factor_used_codes")
    .set({ used_at: entry.at })
    .where("user_id", "=", entry.userId)
    .where("code", "=", entry.code)
    .where("used_at", "<", entry.since)
    .executeTakeFirst();
  return Number(renewed.numUpdatedRows) > 0;
}

/** Ends one session by its token (a sign-in the library completed that must not stand). */
export async function endSessionByToken(db: Kysely<DB>, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("token", "=", token).execute();
}
