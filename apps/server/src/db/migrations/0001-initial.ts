import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes, nowDefault, type Dialect } from "./column-types";

/** Users and their sign-in accounts, the roster, campus locations and reports. */
export function initial(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  const now = nowDefault(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("users")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("email_verified", t.flag, (c) => c.notNull().defaultTo(dialect === "postgres" ? sql`false` : 0))
        .addColumn("profile_image", "text")
        .addColumn("matrix_no", "text", (c) => c.unique())
        .addColumn("phone_no", "text")
        .addColumn("language", "text", (c) =>
          c
            .notNull()
            .defaultTo("en")
            .check(sql`language in ('en', 'my')`),
        )
        .addColumn("role", "text", (c) =>
          c
            .notNull()
            .defaultTo("student")
            .check(sql`role in ('student', 'admin')`),
        )
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(now))
        .addColumn("last_login_at", t.timestamp)
        .addColumn("disabled_at", t.timestamp)
        .execute();

      await db.schema
        .createTable("accounts")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("account_id", "text", (c) => c.notNull())
        .addColumn("provider_id", "text", (c) => c.notNull())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("access_token", "text")
        .addColumn("refresh_token", "text")
        .addColumn("id_token", "text")
        .addColumn("access_token_expires_at", t.timestamp)
        .addColumn("refresh_token_expires_at", t.timestamp)
        .addColumn("scope", "text")
        .addColumn("password", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex("accounts_user_id").on("accounts").column("user_id").execute();

      await db.schema
        .createTable("roster")
        .addColumn("matrix_no", "text", (c) => c.primaryKey())
        .addColumn("email", "text")
        .addColumn("name", "text")
        .addColumn("active", t.flag, (c) => c.notNull().defaultTo(dialect === "postgres" ? sql`true` : 1))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();

      await db.schema
        .createTable("locations")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name_en", "text", (c) => c.notNull())
        .addColumn("name_my", "text", (c) => c.notNull())
        .addColumn("active", t.flag, (c) => c.notNull().defaultTo(dialect === "postgres" ? sql`true` : 1))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(now))
        .execute();

      await db.schema
        .createTable("reports")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("type", "text", (c) => c.notNull().check(sql`type in ('lost', 'found')`))
        .addColumn("item_type", "text", (c) =>
          c.notNull().check(sql`item_type in ('wallet', 'phone', 'laptop', 'other')`),
        )
        .addColumn("item_type_other", "text")
        .addColumn("brand", "text")
        .addColumn("color", "text")
        .addColumn("serial_number", "text")
        .addColumn("model", "text")
        .addColumn("description", "text")
        .addColumn("location_id", "text", (c) => c.notNull().references("locations.id"))
        .addColumn("event_date", t.date, (c) => c.notNull())
        .addColumn("custody", "text", (c) => c.check(sql`custody in ('finder', 'office')`))
        .addColumn("image", "text")
        .addColumn("status", "text", (c) =>
          c
            .notNull()
            .defaultTo("pending")
            .check(sql`status in ('pending', 'solved')`),
        )
        .addColumn("reporter_id", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("visitor_name", "text")
        .addColumn("visitor_email", "text")
        .addColumn("visitor_phone", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(now))
        .addColumn("completed_at", t.timestamp)
        .addColumn("solved_by", "text", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("deleted_at", t.timestamp)
        .execute();
      await db.schema
        .createIndex("reports_type_status_created")
        .on("reports")
        .columns(["type", "status", "created_at"])
        .execute();
      await db.schema.createIndex("reports_reporter").on("reports").column("reporter_id").execute();
      await db.schema.createIndex("reports_location").on("reports").column("location_id").execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ["reports", "locations", "roster", "accounts", "users"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
