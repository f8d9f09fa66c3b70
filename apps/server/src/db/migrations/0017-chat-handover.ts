import type { Kysely, Migration } from "kysely";
import { columnTypes, type Dialect } from "./column-types";

/**
 * Both sides of a conversation about a report say whether the item was handed over:
 * conversations.handover_a_at and handover_b_at (user_a's and user_b's "yes", when). The report is
 * marked solved when both have said yes, not on one side's word.
 */
export function chatHandover(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("conversations").addColumn("handover_a_at", t.timestamp).execute();
      await db.schema.alterTable("conversations").addColumn("handover_b_at", t.timestamp).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("conversations").dropColumn("handover_b_at").execute();
      await db.schema.alterTable("conversations").dropColumn("handover_a_at").execute();
    },
  };
}
