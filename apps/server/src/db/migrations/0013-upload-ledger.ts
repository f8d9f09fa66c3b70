import type { Kysely, Migration } from "kysely";
import { columnTypes, type Dialect } from "./column-types";

/**
 * uploads: every upload URL handed out, by filename, with its owner and what became of it. The
 * file may be PUT once (received_at) and published once (published_at), so a published file
 * never changes and belongs to one record; unpublished ones are cleaned after an hour.
 */
export function uploadLedger(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("uploads")
        .addColumn("filename", "text", (column) => column.primaryKey())
        .addColumn("user_id", "text", (column) => column.notNull())
        .addColumn("created_at", t.timestamp, (column) => column.notNull())
        .addColumn("received_at", t.timestamp)
        .addColumn("published_at", t.timestamp)
        .execute();
      await db.schema
        .createIndex("uploads_pending")
        .on("uploads")
        .columns(["user_id", "published_at", "created_at"])
        .execute();
      await db.schema.createIndex("uploads_stale").on("uploads").columns(["published_at", "created_at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("uploads").execute();
    },
  };
}
