import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AuditAction, SessionUser } from "@campus/shared";
import type { DB } from "../../db/schema";

/**
 * Records an admin action, in the caller's transaction when given one, so the record exists
 * exactly when the change does.
 */
export async function recordAudit(
  db: Kysely<DB>,
  actor: SessionUser,
  entry: { action: AuditAction; targetType: string; targetId: string; detail?: Record<string, unknown>; at?: string },
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      actor_id: actor.id,
      actor_name: actor.name,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      detail: JSON.stringify(entry.detail ?? {}),
      at: entry.at ?? new Date().toISOString(),
    })
    .execute();
}
