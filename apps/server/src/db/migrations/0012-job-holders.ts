import type { Kysely, Migration } from "kysely";

/**
 * jobs.locked_by: which server instance (INSTANCE_ID) holds a job's lease. A server that starts
 * again takes back at once the jobs its previous life held when it died, instead of waiting for
 * their leases to pass; other instances' jobs still wait for theirs.
 */
export function jobHolders(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("jobs").addColumn("locked_by", "text").execute();
      await db.schema.createIndex("jobs_locked_by").on("jobs").column("locked_by").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("jobs_locked_by").execute();
      await db.schema.alterTable("jobs").dropColumn("locked_by").execute();
    },
  };
}
