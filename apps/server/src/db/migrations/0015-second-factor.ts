import type { Kysely, Migration } from "kysely";
import { columnTypes, type Dialect } from "./column-types";

/**
 * Two-step sign-in (an authenticator app's codes, and recovery codes), in the shape the auth
 * library's two-factor plugin keeps it: users.two_factor_enabled, and per user the encrypted
 * TOTP secret and recovery codes with a failed-attempt counter. Administrators must have it.
 */
export function secondFactor(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  const off = dialect === "postgres" ? false : 0;
  const on = dialect === "postgres" ? true : 1;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("users")
        .addColumn("two_factor_enabled", t.flag, (column) => column.notNull().defaultTo(off))
        .execute();
      await db.schema
        .createTable("two_factors")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("user_id", "text", (column) => column.notNull().unique().references("users.id").onDelete("cascade"))
        .addColumn("secret", "text", (column) => column.notNull())
        .addColumn("backup_codes", "text", (column) => column.notNull())
        .addColumn("verified", t.flag, (column) => column.notNull().defaultTo(on))
        .addColumn("failed_verification_count", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("locked_until", t.timestamp)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("two_factors").execute();
      await db.schema.alterTable("users").dropColumn("two_factor_enabled").execute();
    },
  };
}
