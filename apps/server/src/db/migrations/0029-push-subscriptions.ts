import type { Kysely, Migration } from "kysely";
import { type Dialect, columnTypes } from "./column-types";

/**
 * Web Push. `push_subscriptions`: each device a user turned notifications on for, as its browser
 * gave it (the push service's endpoint, unique: a device is one account's; the keys each push is
 * encrypted with), a short label of the browser, when it was last sent (again) and last pushed
 * to. `push_deliveries`: each push a device was sent, by its job's key, so that no retry or
 * second run of that job sends it again; removed with the device, and with the jobs by age.
 */
export function pushSubscriptions(dialect: Dialect): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("push_subscriptions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("endpoint", "text", (c) => c.notNull().unique())
        .addColumn("p256dh", "text", (c) => c.notNull())
        .addColumn("auth", "text", (c) => c.notNull())
        .addColumn("user_agent", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .addColumn("last_used_at", t.timestamp)
        .execute();
      await db.schema
        .createIndex("push_subscriptions_user_idx")
        .on("push_subscriptions")
        .columns(["user_id", "updated_at"])
        .execute();
      await db.schema
        .createTable("push_deliveries")
        .addColumn("job_key", "text", (c) => c.primaryKey())
        .addColumn("subscription_id", "text", (c) =>
          c.notNull().references("push_subscriptions.id").onDelete("cascade"),
        )
        .addColumn("sent_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("push_deliveries_subscription_idx")
        .on("push_deliveries")
        .column("subscription_id")
        .execute();
      await db.schema.createIndex("push_deliveries_sent_idx").on("push_deliveries").column("sent_at").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("push_deliveries").execute();
      await db.schema.dropTable("push_subscriptions").execute();
    },
  };
}
