// The closing line of `npm test` (scripts/test.mjs): what passed, failed and was skipped, from
// Vitest's and Playwright's JSON reports, and the name of everything that failed.
import path from "node:path";

/**
 * Counts of both reports (either may be missing: a run that never started). A test file that
 * failed outside any test (a beforeAll that threw, a file that did not load) has its tests
 * reported as skipped, so it counts as one failure of its own; so does an error Playwright met
 * outside any journey.
 */
export function summarize(vitest, playwright, root) {
  const failedOutsideTests = (vitest?.testResults ?? []).filter(
    (file) => file.status === "failed" && !(file.assertionResults ?? []).some((test) => test.status === "failed"),
  );
  const playwrightErrors = playwright?.errors ?? [];
  const failedNames = [];
  for (const file of vitest?.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === "failed")
        failedNames.push(`${path.relative(root, file.name)} › ${test.fullName}${why(test.failureMessages?.[0])}`);
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === "unexpected")
          failedNames.push(
            `${suite.file ?? spec.file} › ${spec.title} [${test.projectName}]${why(test.results?.at(-1)?.error?.message)}`,
          );
    for (const child of suite.suites ?? []) walk({ file: suite.file, ...child });
  };
  for (const suite of playwright?.suites ?? []) walk(suite);
  for (const file of failedOutsideTests)
    failedNames.push(`${path.relative(root, file.name)} › outside any test: ${(file.message ?? "").split("\n")[0]}`);
  for (const error of playwrightErrors) failedNames.push(`playwright › ${(error.message ?? "").split("\n")[0]}`);
  return {
    passed: (vitest?.numPassedTests ?? 0) + (playwright ? playwright.stats.expected + playwright.stats.flaky : 0),
    failed:
      (vitest?.numFailedTests ?? 0) +
      failedOutsideTests.length +
      (playwright?.stats.unexpected ?? 0) +
      playwrightErrors.length,
    skipped: (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats.skipped ?? 0),
    failedNames,
  };
}

// Terminal colours in the reporters' messages.
// eslint-disable-next-line no-control-regex
const COLOURS = /\u001b\[[0-9;]*m/g;

/**
 * The start of a failure's message (what was expected and what came), indented under its name,
 * so that the closing lines of a run, which may be all that is kept of it, say why it failed.
 */
function why(message) {
  const lines = (message ?? "")
    .replace(COLOURS, "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("at "))
    .slice(0, 6);
  return lines.map((line) => `\n    ${line.slice(0, 200)}`).join("");
}
