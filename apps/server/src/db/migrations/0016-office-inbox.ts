import type { Kysely, Migration } from "kysely";
import { columnTypes, type Dialect } from "./column-types";

/**
 * The office's inbox: conversations.office marks a conversation between a student and the
 * university office rather than another person. The office is not a user, so such a row keeps
 * the student in both user columns (the foreign keys stay whole); any administrator may read and
 * answer it, and the student sees "University office" as the other side. office_emailed_at is
 * the office mailbox's email slot (at most one email per conversation per window, as a person's).
 */
export function officeInbox(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  const off = dialect === "postgres" ? false : 0;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("conversations")
        .addColumn("office", t.flag, (column) => column.notNull().defaultTo(off))
        .execute();
      await db.schema.alterTable("conversations").addColumn("office_emailed_at", t.timestamp).execute();
      await db.schema
        .createIndex("conversations_office")
        .on("conversations")
        .columns(["office", "last_message_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("conversations_office").execute();
      await db.schema.alterTable("conversations").dropColumn("office_emailed_at").execute();
      await db.schema.alterTable("conversations").dropColumn("office").execute();
    },
  };
}
