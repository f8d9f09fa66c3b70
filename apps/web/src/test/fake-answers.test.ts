import { describe, expect, it } from "vitest";
import { reportResponseSchema } from "@campus/shared";
import { getReport } from "../features/reports/api/get-report";
import { ping } from "../features/system/api/ping";
import { failOnFakeProblems, FakeAnswerMismatch, json } from "./fake-answers";
import { stubApi, testStudent } from "./render-app";
import { testReport } from "./report-fixtures";

/** A report whose status the shared schema does not list (a fake drifted from the server). */
const drifted = { ...testReport(), status: "lost" };

describe("the tests' fake API keeps to the server's contract", () => {
  it("refuses to build an answer whose body does not match its response schema, naming the field", () => {
    // @ts-expect-error: the type check refuses the body too (the status is not "pending" or "solved").
    expect(() => json(reportResponseSchema, { report: drifted })).toThrow(FakeAnswerMismatch);
    expect(() => json(reportResponseSchema, { report: drifted } as never)).toThrow(/report\.status/);
  });

  it("fails the test when a fake answers off its schema, whatever the screen made of the failed call", async () => {
    stubApi({
      session: testStudent,
      handle: (_request, path) =>
        path === "/api/reports/lost-1" ? json(reportResponseSchema, { report: drifted } as never) : undefined,
    });
    await expect(getReport("lost-1")).rejects.toMatchObject({ code: "NETWORK_ERROR" });
    // What test/setup.ts runs after every test: here the test takes the failure to look at it.
    expect(() => failOnFakeProblems()).toThrow(/GET \/api\/reports\/lost-1: FakeAnswerMismatch[\s\S]*report\.status/);
  });

  it("fails the test when a fake answers with a body no schema checked, even one the client accepts", async () => {
    const time = "2026-03-01T00:00:00.000Z";
    stubApi({ handle: (_request, path) => (path === "/api/ping" ? Response.json({ status: "ok", time }) : undefined) });
    await expect(ping()).resolves.toEqual({ status: "ok", time });
    expect(() => failOnFakeProblems()).toThrow(/GET \/api\/ping: answered with a body no schema checked/);
    expect(() => failOnFakeProblems()).not.toThrow();
  });
});
