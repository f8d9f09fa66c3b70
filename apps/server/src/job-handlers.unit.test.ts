import { describe, expect, it } from "vitest";
import { HEAVY_JOB_KINDS, JOB_KINDS, job, notificationJobs, type JobHandlers } from "./core/jobs";
import type { AppContext } from "./core/context";
import { jobHandlers } from "./job-handlers";

const claimed = (kind: string, payload: Record<string, unknown>) => ({
  id: "job-1",
  kind,
  key: `${kind}:x`,
  payload,
  attempts: 1,
  runAt: new Date().toISOString(),
});

describe("the job registry", () => {
  it("has a handler for every kind, and only those", () => {
    // Handlers are made, never run here: the context is not read until a job runs.
    const handlers = jobHandlers({} as AppContext);
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(JOB_KINDS).sort());
    expect(HEAVY_JOB_KINDS).toEqual(["match-report"]);
  });

  it("refuses a payload that does not fit its kind before the handler runs", async () => {
    const handlers = jobHandlers({} as AppContext);
    await expect(
      handlers["claim-email"](claimed("claim-email", { claimId: "c", recipientId: "u", event: "lost" })),
    ).rejects.toThrow();
    await expect(handlers["match-report"](claimed("match-report", {}))).rejects.toThrow();
  });

  it("keeps the keys jobs already queued carry (one job per key, across an upgrade)", () => {
    expect(notificationJobs.matchReport("r1").key).toBe("match-report:r1");
    expect(notificationJobs.matchReportAgain("r1", "2026-11-28T01:00:00.000Z").key).toBe(
      "match-report:r1:edit:2026-11-28T01:00:00.000Z",
    );
    expect(notificationJobs.adminEmail("r1", "a1").key).toBe("admin-email:r1:a1");
    expect(notificationJobs.claimEmail("c1", "u1", "approved").key).toBe("claim-email:c1:approved:u1");
    expect(notificationJobs.matchEmail("l1", "2026-11-28").key).toBe("match-digest:l1:2026-11-28");
    expect(notificationJobs.dailyDigest("u1", "2026-11-28", new Date()).key).toBe("daily-digest:u1:2026-11-28");
    expect(notificationJobs.messageEmail("m1", new Date()).key).toBe("message-email:m1");
    expect(notificationJobs.visitorReceipt("r1", "my")).toMatchObject({
      key: "visitor-receipt:r1",
      payload: { language: "my" },
    });
  });

  it("types the kinds: an unknown kind or a payload of another shape does not compile", () => {
    // @ts-expect-error -- no such kind in the registry
    expect(() => job("match-reports", { reportId: "r" }, ["r"])).not.toThrow();
    // @ts-expect-error -- a match-report's payload names its report
    expect(() => job("match-report", { lostReportId: "r" }, ["r"])).not.toThrow();
    // @ts-expect-error -- a module's handlers are checked against the kinds they claim
    const wrong: JobHandlers<"match-reprt"> = {};
    expect(wrong).toEqual({});
  });
});
