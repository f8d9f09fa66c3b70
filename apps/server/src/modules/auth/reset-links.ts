import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** The auth library keeps each reset link as a verification row `reset-password:<token>` → user id. */
const RESET_PREFIX = "reset-password:";

/**
 * How a reset link's row is stored: its prefix and the SHA-256 of the whole identifier, never the
 * token itself, so a copy of the database (a backup, a replica) holds no link that sets a
 * password. The prefix stays readable so a user's links can be ended together. Given to the auth
 * library as its storage of `reset-password:` identifiers.
 */
export function storedResetIdentifier(identifier: string): string {
  return `${RESET_PREFIX}${createHash("sha256").update(identifier).digest("base64url")}`;
}

/**
 * Ends a user's password-reset links: all of them after a reset, or all but the one just made
 * when a new link is sent. Only the newest link a user asked for can ever set the password.
 */
export async function endResetLinks(db: Kysely<DB>, userId: string, keepToken?: string): Promise<void> {
  let query = db
    .deleteFrom("verifications")
    .where("value", "=", userId)
    .where("identifier", "like", `${RESET_PREFIX}%`);
  if (keepToken !== undefined)
    query = query.where("identifier", "!=", storedResetIdentifier(`${RESET_PREFIX}${keepToken}`));
  await query.execute();
}

/** The user a reset link is for (whether or not it has expired), if the link exists. */
export async function resetLinkUser(db: Kysely<DB>, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("verifications")
    .select("value")
    .where("identifier", "=", storedResetIdentifier(`${RESET_PREFIX}${token}`))
    .executeTakeFirst();
  return row?.value;
}
