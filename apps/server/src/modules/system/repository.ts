import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** Answers when the database accepts a query. */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
