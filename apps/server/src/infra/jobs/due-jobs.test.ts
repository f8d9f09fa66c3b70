import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { enqueueJobs } from "./outbox";
import { hasDueJob } from "./worker";

/** What the job thread's host asks before it starts the thread (job-thread-host.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { runWorker: false });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.context.database.db.deleteFrom("jobs").execute();
});

const options = { maxAttempts: 3, instanceId: "this-instance" };
const due = () => hasDueJob(t.app.context.database, options);
const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
const set = (values: Record<string, unknown>) =>
  t.app.context.database.db.updateTable("jobs").set(values).where("idempotency_key", "=", "job").execute();

describe("hasDueJob", () => {
  it("is false with no job, and true for a job due now", async () => {
    expect(await due()).toBe(false);
    await enqueueJobs(t.app.context.database.db, [{ kind: "visitor-receipt", key: "job", payload: {} }]);
    expect(await due()).toBe(true);
  });

  it("is false for a job done, failed for good, out of attempts or not due yet", async () => {
    await enqueueJobs(t.app.context.database.db, [{ kind: "visitor-receipt", key: "job", payload: {} }]);
    for (const values of [
      { done_at: soon(0) },
      { failed_at: soon(0) },
      { attempts: options.maxAttempts },
      { run_at: soon(60_000) },
    ]) {
      await set(values);
      expect(await due(), JSON.stringify(values)).toBe(false);
      await set({ done_at: null, failed_at: null, attempts: 0, run_at: soon(-1000) });
      expect(await due()).toBe(true);
    }
  });

  it("waits for another instance's lease, but not for one this instance held before a restart", async () => {
    await enqueueJobs(t.app.context.database.db, [{ kind: "visitor-receipt", key: "job", payload: {} }]);
    await set({ locked_until: soon(60_000), locked_by: "other-instance" });
    expect(await due()).toBe(false);
    await set({ locked_until: soon(-1000) });
    expect(await due()).toBe(true);
    await set({ locked_until: soon(60_000), locked_by: options.instanceId });
    expect(await due()).toBe(true);
  });
});
