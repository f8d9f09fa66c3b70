import type { Kysely, Migration } from "kysely";
import { type Dialect, columnTypes } from "./column-types";

/**
 * The authenticator codes each user has signed in with lately: a code (one time step of the app)
 * completes one sign-in only, so one seen over a shoulder or in a proxy's log cannot be used again
 * within the minutes it stays valid. Rows older than a day are removed as new ones come.
 */
export function secondFactorUsedCodes(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("second_factor_used_codes")
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("code", "text", (c) => c.notNull())
        .addColumn("used_at", t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint("second_factor_used_codes_pk", ["user_id", "code"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("second_factor_used_codes").execute();
    },
  };
}
