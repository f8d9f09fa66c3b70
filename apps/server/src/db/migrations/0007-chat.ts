import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes, nowDefault, type Dialect } from "./column-types";

/**
 * Chat: one conversation per pair of people and report (`pair_key` makes "reopen, never
 * duplicate" a unique constraint), its messages, and each participant's read marker (unread
 * counts derive from it; it also remembers when they were last emailed about it).
 */
export function chat(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  const now = nowDefault(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("conversations")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("pair_key", "text", (c) => c.notNull().unique())
        .addColumn("report_id", "text", (c) => c.references("reports.id").onDelete("set null"))
        .addColumn("user_a", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("user_b", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("started_by", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("consent_at", t.timestamp, (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(now))
        .addColumn("last_message_at", t.timestamp, (c) => c.notNull())
        .addColumn("expires_at", t.timestamp, (c) => c.notNull())
        .addColumn("state", "text", (c) =>
          c
            .notNull()
            .defaultTo("open")
            .check(sql`state in ('open', 'resolved')`),
        )
        .addColumn("resolved_at", t.timestamp)
        .addColumn("resolved_by", "text", (c) => c.references("users.id").onDelete("set null"))
        .execute();
      await db.schema
        .createIndex("conversations_user_a")
        .on("conversations")
        .columns(["user_a", "last_message_at"])
        .execute();
      await db.schema
        .createIndex("conversations_user_b")
        .on("conversations")
        .columns(["user_b", "last_message_at"])
        .execute();

      await db.schema
        .createTable("messages")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("conversation_id", "text", (c) => c.notNull().references("conversations.id").onDelete("cascade"))
        .addColumn("sender_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("client_id", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("delivered_at", t.timestamp)
        .execute();
      await db.schema
        .createIndex("messages_conversation_created")
        .on("messages")
        .columns(["conversation_id", "created_at", "id"])
        .execute();
      await db.schema
        .createIndex("messages_sender_client")
        .on("messages")
        .columns(["sender_id", "client_id"])
        .unique()
        .execute();

      await db.schema
        .createTable("conversation_reads")
        .addColumn("conversation_id", "text", (c) => c.notNull().references("conversations.id").onDelete("cascade"))
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("last_read_at", t.timestamp, (c) => c.notNull())
        .addColumn("last_emailed_at", t.timestamp)
        .addPrimaryKeyConstraint("conversation_reads_pk", ["conversation_id", "user_id"])
        .execute();
      await db.schema.createIndex("conversation_reads_user").on("conversation_reads").column("user_id").execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ["conversation_reads", "messages", "conversations"])
        await db.schema.dropTable(table).execute();
    },
  };
}
