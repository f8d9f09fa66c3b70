import type { Kysely } from "kysely";
import type { z } from "zod";
import type { auditQuerySchema } from "@campus/shared";
import { anyColumnContains } from "../../db/contains-text";
import type { DB } from "../../db/schema";

type Query = z.output<typeof auditQuerySchema>;

/** Instants bounding the `from` and `to` days (whole days, in the university's time zone). */
export type AuditRange = { fromInstant?: string; toInstant?: string };

function filtered(db: Kysely<DB>, query: Query, range: AuditRange) {
  let rows = db.selectFrom("audit_log");
  if (query.action) rows = rows.where("action", "=", query.action);
  const actor = query.actor;
  if (actor) rows = rows.where((eb) => anyColumnContains(eb, ["actor_name"], actor));
  if (range.fromInstant) rows = rows.where("at", ">=", range.fromInstant);
  if (range.toInstant) rows = rows.where("at", "<", range.toInstant);
  return rows;
}

/** One page of the audit log, newest first, and how many entries the filters select. */
export async function findAuditEntries(db: Kysely<DB>, query: Query, range: AuditRange) {
  const [rows, count] = await Promise.all([
    filtered(db, query, range)
      .selectAll()
      .orderBy("at", "desc")
      .orderBy("id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered(db, query, range)
      .select((eb) => eb.fn.countAll<number | string>().as("total"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Removes audit entries recorded before `before` (ISO instant). Returns how many. */
export async function deleteAuditBefore(db: Kysely<DB>, before: string): Promise<number> {
  const result = await db.deleteFrom("audit_log").where("at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
