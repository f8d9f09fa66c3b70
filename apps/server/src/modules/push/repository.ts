import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** What a device's subscription row holds. */
const columns = [
  "id",
  "user_id",
  "endpoint",
  "p256dh",
  "auth",
  "user_agent",
  "created_at",
  "updated_at",
  "last_used_at",
] as const;

/**
 * Stores a device's subscription for `userId`, in the caller's transaction: a new endpoint is
 * added; a known one gets the newest keys and label and becomes this user's (a device that changed
 * hands is the new user's from now on, as if new: turned on now, never pushed to). Returns its id.
 */
export async function upsertSubscription(
  db: Kysely<DB>,
  row: {
    id: string;
    userId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    userAgent: string | null;
    at: string;
  },
): Promise<string> {
  const saved = await db
    .insertInto("push_subscriptions")
    .values({
      id: row.id,
      user_id: row.userId,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      user_agent: row.userAgent,
      created_at: row.at,
      updated_at: row.at,
      last_used_at: null,
    })
    .onConflict((conflict) =>
      conflict.column("endpoint").doUpdateSet({
        p256dh: (eb) => eb.ref("excluded.p256dh"),
        auth: (eb) => eb.ref("excluded.auth"),
        user_agent: (eb) => eb.ref("excluded.user_agent"),
        updated_at: (eb) => eb.ref("excluded.updated_at"),
        created_at: sql`case when push_subscriptions.user_id = excluded.user_id then push_subscriptions.created_at else excluded.created_at end`,
        last_used_at: sql`case when push_subscriptions.user_id = excluded.user_id then push_subscriptions.last_used_at else null end`,
        user_id: (eb) => eb.ref("excluded.user_id"),
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return saved.id;
}

/** Removes the user's subscriptions past their `keep` most recently sent ones. Returns how many went. */
export async function trimSubscriptions(db: Kysely<DB>, userId: string, keep: number): Promise<number> {
  const beyond = await db
    .selectFrom("push_subscriptions")
    .select("id")
    .where("user_id", "=", userId)
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .limit(1000)
    .offset(keep)
    .execute();
  if (!beyond.length) return 0;
  const result = await db
    .deleteFrom("push_subscriptions")
    .where(
      "id",
      "in",
      beyond.map((row) => row.id),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes the user's subscription of this endpoint (another user's stays). Returns whether one went. */
export async function deleteOwnSubscription(db: Kysely<DB>, userId: string, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom("push_subscriptions")
    .where("endpoint", "=", endpoint)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes a subscription (one the push service says is gone). */
export async function deleteSubscription(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom("push_subscriptions").where("id", "=", id).execute();
}

/** Removes every subscription of a user (their account is removed). Returns how many went. */
export async function deleteSubscriptionsOf(db: Kysely<DB>, userId: string): Promise<number> {
  const result = await db.deleteFrom("push_subscriptions").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findSubscription(db: Kysely<DB>, id: string) {
  return db.selectFrom("push_subscriptions").select(columns).where("id", "=", id).executeTakeFirst();
}

export async function findSubscriptionByEndpoint(db: Kysely<DB>, endpoint: string) {
  return db.selectFrom("push_subscriptions").select(columns).where("endpoint", "=", endpoint).executeTakeFirst();
}

/** The user's subscriptions, the first turned on first. */
export async function subscriptionsOf(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom("push_subscriptions")
    .select(columns)
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function markSubscriptionUsed(db: Kysely<DB>, id: string, at: string): Promise<void> {
  await db.updateTable("push_subscriptions").set({ last_used_at: at }).where("id", "=", id).execute();
}

/**
 * Takes the one delivery of a push job to its device: true the first time, false when it was sent
 * already (a retry after the push service took it, or a second run of the job). Given back with
 * releaseDelivery when the send fails, so the retry may send.
 */
export async function claimDelivery(
  db: Kysely<DB>,
  delivery: { jobKey: string; subscriptionId: string; at: string },
): Promise<boolean> {
  const result = await db
    .insertInto("push_deliveries")
    .values({ job_key: delivery.jobKey, subscription_id: delivery.subscriptionId, sent_at: delivery.at })
    .onConflict((conflict) => conflict.column("job_key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function releaseDelivery(db: Kysely<DB>, jobKey: string): Promise<void> {
  await db.deleteFrom("push_deliveries").where("job_key", "=", jobKey).execute();
}

/** Removes deliveries recorded before `before` (their jobs are pruned at the same age). Returns how many. */
export async function pruneDeliveries(db: Kysely<DB>, before: string): Promise<number> {
  const result = await db.deleteFrom("push_deliveries").where("sent_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
