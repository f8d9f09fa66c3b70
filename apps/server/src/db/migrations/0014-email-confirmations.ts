import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes, type Dialect } from "./column-types";

/**
 * email_confirmations: links that prove a student owns an address: at sign-up (the account can
 * sign in only once one is followed) and for a new email or matrix number in the profile (the
 * change applies only then). Kept as a hash of the token; single use; a new link ends the older
 * ones of the same user and purpose. Accounts made before this existed are taken as confirmed.
 */
export function emailConfirmations(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("email_confirmations")
        .addColumn("token_hash", "text", (column) => column.primaryKey())
        .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
        .addColumn("purpose", "text", (column) => column.notNull())
        .addColumn("email", "text", (column) => column.notNull())
        .addColumn("matrix_no", "text")
        .addColumn("expires_at", t.timestamp, (column) => column.notNull())
        .addColumn("created_at", t.timestamp, (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex("email_confirmations_user")
        .on("email_confirmations")
        .columns(["user_id", "purpose"])
        .execute();
      await sql`update users set email_verified = ${dialect === "postgres" ? sql`true` : sql`1`}`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("email_confirmations").execute();
    },
  };
}
