import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { housekeepingTasks } from "../app";
import { hitRateLimit } from "../http/rate-limit-store";
import { enqueueJobs } from "./jobs/outbox";

const DAY = 86_400_000;
const NOW = new Date("2026-11-26T03:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

/**
 * The tables that would grow forever are pruned by age: jobs done or given up after
 * JOBS_KEEP_DAYS (and the record of the pushes they sent with them), rate-limit counters after a day, the audit log (kept longest) after
 * AUDIT_KEEP_DAYS. A job still waiting is never removed, however old.
 */
describe("housekeeping", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ JOBS_KEEP_DAYS: "30", AUDIT_KEEP_DAYS: "365" }, { runWorker: false });
  });
  afterAll(() => test.close());

  it("removes what is past its keeping time and nothing else", async () => {
    const { db } = test.app.context.database;
    const job = (key: string, runAt: string, done: Partial<{ done_at: string; failed_at: string }>) =>
      enqueueJobs(db, [{ kind: "admin-email", key, payload: {}, runAt: new Date(runAt) }]).then(() =>
        Object.keys(done).length ? db.updateTable("jobs").set(done).where("idempotency_key", "=", key).execute() : [],
      );
    await job("done-long-ago", daysAgo(40), { done_at: daysAgo(40) });
    await job("done-recently", daysAgo(3), { done_at: daysAgo(3) });
    await job("failed-long-ago", daysAgo(50), { failed_at: daysAgo(45) });
    await job("waiting-long", daysAgo(60), {});
    const audit = (id: string, at: string) =>
      db
        .insertInto("audit_log")
        .values({
          id,
          actor_id: null,
          actor_name: "Office",
          action: "location.add",
          target_type: "location",
          target_id: randomUUID(),
          detail: "{}",
          at,
        })
        .execute();
    await audit("audit-old", daysAgo(400));
    await audit("audit-kept", daysAgo(300));
    const user = randomUUID();
    await db
      .insertInto("users")
      .values({ id: user, name: "Housekeeping", email: "housekeeping@student.demo.edu.my", role: "student" })
      .execute();
    const device = randomUUID();
    await db
      .insertInto("push_subscriptions")
      .values({
        id: device,
        user_id: user,
        endpoint: "https://fcm.googleapis.com/fcm/send/housekeeping",
        p256dh: "p256dh",
        auth: "auth",
        user_agent: null,
        created_at: daysAgo(60),
        updated_at: daysAgo(60),
        last_used_at: null,
      })
      .execute();
    for (const [key, days] of [
      ["push:old", 40],
      ["push:recent", 3],
    ] as const)
      await db
        .insertInto("push_deliveries")
        .values({ job_key: key, subscription_id: device, sent_at: daysAgo(days) })
        .execute();
    await hitRateLimit(db, "sign-in:old", NOW.getTime() - 2 * DAY);
    await hitRateLimit(db, "sign-in:now", NOW.getTime() - 60_000);

    const removed: Record<string, number> = {};
    for (const task of housekeepingTasks({ ...test.app.context, clock: () => NOW }))
      removed[task.table] = await task.prune();

    expect(removed).toEqual({
      jobs: 2,
      push_deliveries: 1,
      rate_limits: 1,
      audit_log: 1,
      "personal data of closed cases": 0,
      "reports kept by their finders past retention": 0,
    });
    const keys = await db.selectFrom("jobs").select("idempotency_key").orderBy("idempotency_key").execute();
    expect(keys.map((row) => row.idempotency_key)).toEqual(["done-recently", "waiting-long"]);
    const entries = await db.selectFrom("audit_log").select("id").execute();
    expect(entries.map((row) => row.id)).toEqual(["audit-kept"]);
    const deliveries = await db.selectFrom("push_deliveries").select("job_key").execute();
    expect(deliveries.map((row) => row.job_key)).toEqual(["push:recent"]);
    const limits = await db.selectFrom("rate_limits").select("key").execute();
    expect(limits.map((row) => row.key)).toEqual(["sign-in:now"]);
  });
});
