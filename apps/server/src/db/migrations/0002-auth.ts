import type { Kysely, Migration } from "kysely";
import { columnTypes, nowDefault, type Dialect } from "./column-types";

/** Sessions and one-time tokens (the auth library's model), and rate-limit counters. */
export function auth(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  const now = nowDefault(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("sessions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("expires_at", t.timestamp, (c) => c.notNull())
        .addColumn("ip_address", "text")
        .addColumn("user_agent", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

      await db.schema
        .createTable("verifications")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("identifier", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("expires_at", t.timestamp, (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex("verifications_identifier").on("verifications").column("identifier").execute();

      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("window_start", "bigint", (c) => c.notNull())
        .addColumn("count", "integer", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["rate_limits", "verifications", "sessions"]) await db.schema.dropTable(table).execute();
    },
  };
}
