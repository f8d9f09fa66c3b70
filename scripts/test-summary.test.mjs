import { describe, expect, it } from "vitest";
import { summarize } from "./test-summary.mjs";

const root = "/repo";
const file = (name, status, tests, message) => ({
  name: `${root}/${name}`,
  status,
  message,
  assertionResults: tests.map(([fullName, testStatus]) => ({ fullName, status: testStatus })),
});

describe("npm test's closing line", () => {
  it("counts a test file that failed outside any test as a failure, and names it", () => {
    const vitest = {
      numPassedTests: 3,
      numFailedTests: 0,
      numPendingTests: 1,
      numTodoTests: 0,
      testResults: [
        file("apps/server/src/a.test.ts", "passed", [
          ["a works", "passed"],
          ["b works", "passed"],
          ["c works", "passed"],
        ]),
        file(
          "apps/server/src/infra/housekeeping.test.ts",
          "failed",
          [["removes what is old", "skipped"]],
          "Migration failed: schema t_x does not exist\n    at …",
        ),
      ],
    };
    const summary = summarize(vitest, undefined, root);
    expect(summary).toMatchObject({ passed: 3, failed: 1, skipped: 1 });
    expect(summary.failedNames).toEqual([
      "apps/server/src/infra/housekeeping.test.ts › outside any test: Migration failed: schema t_x does not exist",
    ]);
  });

  it("counts failed tests and journeys once each, and Playwright's errors outside a journey", () => {
    const vitest = {
      numPassedTests: 1,
      numFailedTests: 1,
      numPendingTests: 0,
      numTodoTests: 0,
      testResults: [
        file("x.test.ts", "failed", [
          ["x", "failed"],
          ["y", "passed"],
        ]),
      ],
    };
    const playwright = {
      stats: { expected: 4, flaky: 1, unexpected: 1, skipped: 0 },
      errors: [{ message: "Error: setup threw\nstack" }],
      suites: [
        { file: "chat.spec.ts", specs: [{ title: "sends", tests: [{ status: "unexpected", projectName: "phone" }] }] },
      ],
    };
    const summary = summarize(vitest, playwright, root);
    expect(summary).toMatchObject({ passed: 6, failed: 3, skipped: 0 });
    expect(summary.failedNames).toEqual([
      "x.test.ts › x",
      "chat.spec.ts › sends [phone]",
      "playwright › Error: setup threw",
    ]);
  });

  it("puts the start of each failure's message under its name, without colours or stack lines", () => {
    const vitest = {
      numPassedTests: 0,
      numFailedTests: 1,
      testResults: [
        {
          name: `${root}/a.test.ts`,
          status: "failed",
          assertionResults: [
            {
              fullName: "sums",
              status: "failed",
              failureMessages: ["AssertionError: expected 3 to be 4\n    at a.test.ts:3:5\n    at run"],
            },
          ],
        },
      ],
    };
    const playwright = {
      stats: { expected: 0, flaky: 0, unexpected: 1, skipped: 0 },
      suites: [
        {
          file: "push.spec.ts",
          specs: [
            {
              title: "pushes",
              tests: [
                {
                  status: "unexpected",
                  projectName: "phone",
                  results: [
                    { error: { message: "an earlier try" } },
                    {
                      error: {
                        message:
                          "Error: \u001b[2mexpect(\u001b[22mreceived\u001b[2m).\u001b[22mtoEqual\n\nExpected: 1\nReceived: 0\n   at push.spec.ts:161:6",
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(summarize(vitest, playwright, root).failedNames).toEqual([
      "a.test.ts › sums\n    AssertionError: expected 3 to be 4",
      "push.spec.ts › pushes [phone]\n    Error: expect(received).toEqual\n    Expected: 1\n    Received: 0",
    ]);
  });

  it("says nothing failed when neither report exists", () => {
    expect(summarize(undefined, undefined, root)).toEqual({ passed: 0, failed: 0, skipped: 0, failedNames: [] });
  });
});
