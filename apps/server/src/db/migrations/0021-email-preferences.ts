import type { Kysely, Migration } from "kysely";

/**
 * Email preferences on each account: how often match, message and (administrators) new-report
 * emails come: 'each', 'daily' (in the morning's summary) or 'off'. Every account starts with
 * 'each', which is what everyone got before.
 */
export function emailPreferences(): Migration {
  const columns = ["match_emails", "message_emails", "report_emails"] as const;
  return {
    async up(db: Kysely<unknown>) {
      for (const column of columns)
        await db.schema
          .alterTable("users")
          .addColumn(column, "text", (c) => c.notNull().defaultTo("each"))
          .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const column of columns) await db.schema.alterTable("users").dropColumn(column).execute();
    },
  };
}
