import type { Kysely, Migration } from "kysely";
import { columnTypes, type Dialect } from "./column-types";

/**
 * A conversation closes when both sides agree the case is resolved, not on one side's word:
 * conversations.resolve_a_at and resolve_b_at are user_a's and user_b's "resolved" (in an office
 * conversation: the student's and the office's), cleared when it is opened again. And a handover
 * in a conversation about a found item solves the owner's lost report with it when the owner
 * named it: conversations.handover_report_id (their own pending lost report, their choice).
 */
export function chatAgreement(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("conversations").addColumn("resolve_a_at", t.timestamp).execute();
      await db.schema.alterTable("conversations").addColumn("resolve_b_at", t.timestamp).execute();
      await db.schema.alterTable("conversations").addColumn("handover_report_id", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("conversations").dropColumn("handover_report_id").execute();
      await db.schema.alterTable("conversations").dropColumn("resolve_b_at").execute();
      await db.schema.alterTable("conversations").dropColumn("resolve_a_at").execute();
    },
  };
}
