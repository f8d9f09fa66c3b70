import { defineConfig } from "vitest/config";

/**
 * One Vitest run, five projects: shared, web (jsdom), the server on SQLite and the server on
 * PostgreSQL (same tests; `*.unit.test.ts`, which touch no database, and `*.sqlite.test.ts` run
 * only on the SQLite pass; `*.postgres.test.ts`, about many instances on one PostgreSQL, only
 * on the PostgreSQL pass),
 * and the tools (lint rules, scripts). `npm test` (scripts/test.mjs) chooses which to run.
 */
/**
 * How long a test or a hook may take before it fails: a ceiling for a machine under load (the CI
 * machine runs the suites two cores at a time beside other work), never a wait. Tests wait for
 * a condition (test/wait.ts, Testing Library's findBy/waitFor), so a quiet machine is no slower.
 * At load 15 the 20 s ceiling failed 18 of about 2,000 tests that were only slow.
 */
const BUSY_MACHINE_CEILING = 90_000;

/*
 * The server's test files share their worker's modules (`isolate: false`): each file builds its
 * own app on its own SQLite folder or PostgreSQL schema, and no server module keeps state a test
 * sets (what they keep at module level is read-only data: the matcher's word lists, parsed
 * profiles). Loading Fastify and every module once per worker instead of once per file cut the
 * time spent importing from about three minutes a run to twenty seconds on the two-core CI machine.
 */

export default defineConfig({
  test: {
    // Every core: left to its default, Vitest 4 ran one worker on this two-core CI machine (the
    // suites took 9.6 minutes instead of 4.8). Each test app has its own SQLite folder or
    // PostgreSQL schema, and the outage tests their own PostgreSQL and Redis, so files run side by side.
    maxWorkers: "100%",
    projects: [
      { test: { name: "shared", include: ["packages/shared/src/**/*.test.ts"] } },
      {
        // The tools around the code: the lint rules, the scripts (npm test's closing line) and the web build's plugins.
        test: {
          name: "tools",
          include: ["lint-rules/**/*.test.{js,ts}", "scripts/**/*.test.mjs", "apps/web/vite-plugins/**/*.test.ts"],
        },
      },
      "apps/web/vitest.config.ts",
      {
        test: {
          name: "server-sqlite",
          isolate: false,
          // test/: the matcher's evaluation material (labelled sets, the quality replay) and its unit tests.
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.unit.test.ts"],
          exclude: ["apps/server/src/**/*.postgres.test.ts"],
          env: { TEST_DB: "sqlite" },
          // The server built as it ships, for the tests that start it as a process (test/built-server.ts).
          globalSetup: ["apps/server/test/server-build-setup.ts"],
          testTimeout: BUSY_MACHINE_CEILING,
          hookTimeout: BUSY_MACHINE_CEILING,
        },
      },
      {
        test: {
          name: "server-postgres",
          isolate: false,
          include: ["apps/server/src/**/*.test.ts"],
          exclude: ["apps/server/src/**/*.{unit,sqlite}.test.ts"],
          env: { TEST_DB: "postgres" },
          globalSetup: ["apps/server/test/postgres-global-setup.ts", "apps/server/test/server-build-setup.ts"],
          testTimeout: BUSY_MACHINE_CEILING,
          hookTimeout: BUSY_MACHINE_CEILING,
        },
      },
    ],
  },
});
