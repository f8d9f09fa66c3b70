import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** The auth library keeps each reset link as a verification row `reset-password:<token>` → user id. */
const RESET_PREFIX = "reset-password:";

/**
 * Ends a user's password-reset links: all of them after a reset, or all but the one just made
 * when a new link is sent. Only the newest link a user asked for can ever set the password.
 */
export async function endResetLinks(db: Kysely<DB>, userId: string, keepToken?: string): Promise<void> {
  let query = db
    .deleteFrom("verifications")
    .where("value", "=", userId)
    .where("identifier", "like", `${RESET_PREFIX}%`);
  if (keepToken !== undefined) query = query.where("identifier", "!=", `${RESET_PREFIX}${keepToken}`);
  await query.execute();
}

/** The user a reset link is for (whether or not it has expired), if the link exists. */
export async function resetLinkUser(db: Kysely<DB>, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("verifications")
    .select("value")
    .where("identifier", "=", `${RESET_PREFIX}${token}`)
    .executeTakeFirst();
  return row?.value;
}
