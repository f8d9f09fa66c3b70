// `npm run bench`: builds, then measures the product as a campus meets it and prints every figure
// beside its budget; exits 1 when any misses. Sections (BENCH_ONLY=search-sqlite,matching… runs
// some of them; BENCH_SECONDS sets the seconds per load scenario, BENCH_SKIP_BUILD=1 skips the build):
// - server: the request path, cold start and idle memory against a bare Fastify (bench-server.mjs);
// - web: what a phone downloads first, Lighthouse and Chrome's installability check on three
//   screens, and a repeat visit with the service worker warm (bench-web.mjs);
// - search-sqlite, search-postgres: the report search and the office's statistics over 100,000
//   reports while new ones arrive, at a campus's peak load arriving at random moments (the
//   budgets), then flat out (bench-search.mjs); search-postgres-1m: the search at 1,000,000 (run last);
// - matching, chat: TypeScript scripts that use the server's own modules.
import { spawnSync } from "node:child_process";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";
import {
  budgets,
  measure,
  removeDataDirs,
  report,
  root,
  seedDemo,
  signInStudent,
  startServer,
  stopServer,
  tempDataDir,
  withPostgresDatabase,
} from "./bench-kit.mjs";
import { benchSearch } from "./bench-search.mjs";
import { benchServer } from "./bench-server.mjs";
import { benchFirstLoad, benchInstallable, benchLighthouse, benchRepeatVisit } from "./bench-web.mjs";

const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim());
const wanted = (section) => !only || only.includes(section);

/** The search bench (bench-search.mjs) on a throwaway PostgreSQL database. */
const searchOnPostgres = (title, options) =>
  withPostgresDatabase(title, (databaseUrl) =>
    benchSearch({ label: "PostgreSQL", dataDir: tempDataDir(), databaseUrl, ...options }),
  );

if (process.env.BENCH_SKIP_BUILD !== "1") {
  console.log("Building…");
  if (spawnSync("npm", ["run", "build"], { cwd: root, stdio: "ignore" }).status !== 0) {
    console.error("The build failed: run `npm run build` to see why.");
    process.exit(1);
  }
}

try {
  if (wanted("server")) {
    console.log("The server against a bare Fastify process started the same way:");
    if (!(await benchServer())) budgets.failed += 1;
    const dataDir = tempDataDir();
    const { child: server, base } = await startServer(dataDir);
    try {
      const scenario = { name: "GET /api/ready (database round trip)", path: "/api/ready", connections: 20 };
      console.log("");
      report(scenario, await measure(base + scenario.path, scenario.connections));
    } finally {
      await stopServer(server);
    }
  }

  if (wanted("web")) {
    // The demo data, so the students' home has its chart, carousel and open reports.
    const dataDir = tempDataDir();
    seedDemo(dataDir);
    const { child: server, base } = await startServer(dataDir);
    try {
      console.log("\nWhat a phone downloads first, Lighthouse at mobile settings, installability, a repeat visit:");
      budgets.failed += (await benchFirstLoad(base)).failed;
      const cookie = await signInStudent(base, "weijie.tan@student.demo.edu.my", "Student#2026");
      budgets.failed += (await benchLighthouse(base, cookie)).failed;
      budgets.failed += (await benchInstallable(base, cookie)).failed;
      budgets.failed += (await benchRepeatVisit(base, cookie, "Tan Wei Jie")).failed;
    } finally {
      await stopServer(server);
    }
  }

  if (wanted("search-sqlite"))
    await benchSearch({
      label: "SQLite",
      dataDir: tempDataDir(),
      count: 100_000,
      goals: { search: 20, admin: 50 },
    });
  if (wanted("search-postgres"))
    await searchOnPostgres("Report search on PostgreSQL", { count: 100_000, goals: { search: 30, admin: 50 } });
  // Matching, realtime notices and chat: TypeScript scripts that use the server's own modules.
  for (const [section, script] of [
    ["matching", "scripts/bench-matching.ts"],
    ["chat", "scripts/bench-chat.ts"],
  ]) {
    if (!wanted(section)) continue;
    const run = spawnSync("node", [...SERVER_NODE_FLAGS, "--import", "tsx", script], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, DATABASE_URL: "" },
    });
    if (run.status !== 0) budgets.failed++;
  }

  // Last: filling a million reports (about 8 minutes) leaves PostgreSQL and the disk busy for a
  // while after the database is dropped, which showed in the figures of whatever ran next.
  if (wanted("search-postgres-1m"))
    await searchOnPostgres("Report search on PostgreSQL at 1,000,000", {
      count: 1_000_000,
      goals: { search: 50, admin: 50 },
      scenarios: "search",
    });
} finally {
  removeDataDirs();
}
process.exit(budgets.failed ? 1 : 0);
