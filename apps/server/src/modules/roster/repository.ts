import type { Insertable, Kysely } from "kysely";
import type { DB, RosterTable } from "../../db/schema";

/**
 * Inserts roster entries in one statement, updating the email, name and active flag of numbers
 * already there. The entries' matrix numbers must be distinct.
 */
export async function upsertRosterEntries(db: Kysely<DB>, entries: Insertable<RosterTable>[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto("roster")
    .values(entries)
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

/** The roster entry of a matrix number (stored upper-case), if any. */
export async function findRosterEntry(db: Kysely<DB>, matrixNo: string) {
  return db.selectFrom("roster").selectAll().where("matrix_no", "=", matrixNo.toUpperCase()).executeTakeFirst();
}

/** Which of these matrix numbers are already on the roster. */
export async function existingMatrixNumbers(db: Kysely<DB>, matrixNumbers: string[]): Promise<Set<string>> {
  if (matrixNumbers.length === 0) return new Set();
  const rows = await db.selectFrom("roster").select("matrix_no").where("matrix_no", "in", matrixNumbers).execute();
  return new Set(rows.map((row) => row.matrix_no));
}

/** How many entries the roster holds and how many of them have an account. */
export async function countRoster(db: Kysely<DB>): Promise<{ entries: number; registered: number }> {
  const row = await db
    .selectFrom("roster")
    .leftJoin("users", "users.matrix_no", "roster.matrix_no")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("entries"),
      eb.fn.count<number | string>("users.id").as("registered"),
    ])
    .executeTakeFirstOrThrow();
  return { entries: Number(row.entries), registered: Number(row.registered) };
}
