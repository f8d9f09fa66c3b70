import type { Insertable, Kysely } from "kysely";
import type { DB, RosterTable } from "../../db/schema";

/** Inserts roster entries, updating the email, name and active flag of numbers already there. */
export async function upsertRosterEntries(db: Kysely<DB>, entries: Insertable<RosterTable>[]): Promise<void> {
  for (const entry of entries) {
    await db
      .insertInto("roster")
      .values(entry)
      .onConflict((oc) =>
        oc.column("matrix_no").doUpdateSet((eb) => ({
          email: eb.ref("excluded.email"),
          name: eb.ref("excluded.name"),
          active: eb.ref("excluded.active"),
          updated_at: eb.ref("excluded.updated_at"),
        })),
      )
      .execute();
  }
}

/** The roster entry of a matrix number (stored upper-case), if any. */
export async function findRosterEntry(db: Kysely<DB>, matrixNo: string) {
  return db.selectFrom("roster").selectAll().where("matrix_no", "=", matrixNo.toUpperCase()).executeTakeFirst();
}
