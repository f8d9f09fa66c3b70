import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { AuditAction, AuditEntry, auditQuerySchema, SessionUser } from "@campus/shared";
import type { DB } from "../../db/schema";
import { addDays, startOfLocalDay } from "../../core/calendar";
import { deleteAuditBefore, findAuditEntries } from "./repository";
import type { Ctx } from "../../core/context";

/**
 * Records an admin action, in the caller's transaction (`trx`) when given one, so the record
 * exists exactly when the change does. At `entry.at`, else now.
 */
export async function recordAudit(
  ctx: Ctx<"clock">,
  trx: Kysely<DB>,
  actor: SessionUser,
  entry: { action: AuditAction; targetType: string; targetId: string; detail?: Record<string, unknown>; at?: string },
): Promise<void> {
  await trx
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      actor_id: actor.id,
      actor_name: actor.name,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      detail: JSON.stringify(entry.detail ?? {}),
      at: entry.at ?? ctx.clock().toISOString(),
    })
    .execute();
}

/** One page of the audit log for the office, newest first; `from`/`to` are whole days in the university's time zone. */
export async function auditLog(ctx: Ctx<"database" | "config">, query: z.output<typeof auditQuerySchema>) {
  const { database } = ctx;
  const { timeZone } = ctx.config;
  const range = {
    fromInstant: query.from ? startOfLocalDay(query.from, timeZone).toISOString() : undefined,
    toInstant: query.to ? startOfLocalDay(addDays(query.to, 1), timeZone).toISOString() : undefined,
  };
  const { rows, total } = await findAuditEntries(database.db, query, range);
  const entries: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: { id: row.actor_id, name: row.actor_name },
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    detail:
      typeof row.detail === "string"
        ? (JSON.parse(row.detail) as Record<string, unknown>)
        : (row.detail as Record<string, unknown>),
  }));
  return { entries, total, page: query.page, pageSize: query.pageSize };
}

/** How an audit entry names a report: enough for the log to say "Black wallet (lost)" in either language. */
export function auditedItem(report: {
  type: string;
  itemType: string;
  itemTypeOther: string | null;
  brand: string | null;
  color: string | null;
}) {
  return {
    type: report.type,
    itemType: report.itemType,
    itemTypeOther: report.itemTypeOther,
    brand: report.brand,
    color: report.color,
  };
}

/** auditedItem of a report's database row (snake_case columns). */
export function auditedReport(row: {
  type: string;
  item_type: string;
  item_type_other: string | null;
  brand: string | null;
  color: string | null;
}) {
  return auditedItem({
    type: row.type,
    itemType: row.item_type,
    itemTypeOther: row.item_type_other,
    brand: row.brand,
    color: row.color,
  });
}

/** Removes audit entries older than AUDIT_KEEP_DAYS (housekeeping; the log is kept longest of all). Returns how many. */
export async function pruneAuditLog(ctx: Ctx<"database" | "config" | "clock">): Promise<number> {
  const before = new Date(ctx.clock().getTime() - ctx.config.keepDays.audit * 86_400_000);
  return deleteAuditBefore(ctx.database.db, before.toISOString());
}
