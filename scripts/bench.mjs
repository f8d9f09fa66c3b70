// `npm run bench`: builds, starts the production server in its own process on a temporary data
// folder, loads it with autocannon from this process, and prints the figures. Later issues add
// their scenarios (and budgets) to `scenarios` below. Then the report search, over 100,000
// generated reports, on SQLite and on PostgreSQL (a throwaway database, dropped at the end).
// Last, scripts/bench-matching.ts (match quality, matching time, realtime notice latency) and
// scripts/bench-chat.ts (2,000 sockets in conversations: message latency, memory per connection).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { fillPostgres, fillSqlite } from "./bench-data.mjs";
import { totpCode } from "../apps/server/test/totp.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const AUTH_SECRET = "bench-secret-bench-secret-bench-secret-0001";
/** The PostgreSQL server the search scenarios make (and drop) their database on. */
const pgAdminUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SEARCH_REPORTS = 100_000;
const DEMO_ADMIN = { email: "admin@demo.edu.my", password: "AdminDemo#2026" };

/**
 * Each scenario: what to load, how hard, and an optional budget: `check(figures)` gets
 * `{ rps, p95, p99, errors }` (latencies in ms); a run with errors is over budget anyway.
 */
const scenarios = [
  { name: "GET /api/ping", path: "/api/ping", connections: 50 },
  { name: "GET /api/ready (database round trip)", path: "/api/ready", connections: 20 },
];

/** Signed in, over SEARCH_REPORTS reports; `budget` applies on SQLite (PostgreSQL: figures only). */
const p95Under20 = { label: "p95 < 20 ms", check: (figures) => figures.p95 < 20 };
const searchScenarios = [
  {
    name: 'search: lost, pending, "black"',
    path: "/api/reports?type=lost&status=pending&q=black",
    connections: 20,
    budget: p95Under20,
  },
  { name: 'search: "samsung bl"', path: "/api/reports?q=samsung%20bl", connections: 20, budget: p95Under20 },
  {
    name: "search: found, phone, pending",
    path: "/api/reports?type=found&itemType=phone&status=pending",
    connections: 20,
    budget: p95Under20,
  },
  { name: "list: newest first, no filter", path: "/api/reports", connections: 20, budget: p95Under20 },
  // Every request asks for a page the server has not kept (560 combinations cycle through a
  // 500-entry cache), so this measures the search itself: the figure for rare queries.
  {
    name: 'search: lost, pending, "black", never kept',
    path: "/api/reports?type=lost&status=pending&q=black",
    vary: (i) =>
      `/api/reports?type=lost&status=pending&q=black&pageSize=${5 + (i % 56)}&page=${1 + (Math.floor(i / 56) % 5)}&sort=${Math.floor(i / 280) % 2 ? "oldest" : "newest"}`,
    connections: 20,
  },
];

/** The administration office's screens over the same reports (issue 7): budget p95 < 50 ms on SQLite. */
const p95Under50 = { label: "p95 < 50 ms", check: (figures) => figures.p95 < 50 };
const adminScenarios = [
  ...["daily", "weekly", "monthly", "yearly"].map((view) => ({
    name: `admin overview: ${view}`,
    path: `/api/admin/overview?view=${view}`,
    connections: 10,
    budget: p95Under50,
  })),
  { name: "admin reports: first page", path: "/api/admin/reports", connections: 10, budget: p95Under50 },
  {
    name: "admin reports: lost, pending, by location",
    path: "/api/admin/reports?type=lost&status=pending&sort=location&dir=asc",
    connections: 10,
    budget: p95Under50,
  },
  // Every request for a period (or page) the server has not kept: the computation itself.
  {
    name: "admin overview: any view, never kept",
    path: "/api/admin/overview?view=monthly",
    vary: (i) =>
      `/api/admin/overview?view=${["daily", "weekly", "monthly", "yearly"][i % 4]}&date=${new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 4) * 86_400_000).toISOString().slice(0, 10)}`,
    connections: 10,
  },
  {
    name: "admin reports: never kept",
    path: "/api/admin/reports",
    vary: (i) => `/api/admin/reports?pageSize=${10 + (i % 90)}&page=${1 + (Math.floor(i / 90) % 50)}`,
    connections: 10,
  },
];

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url, child) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with status ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not become ready within 30 s");
}

/** The environment for the server and the CLI: SQLite in `dataDir` unless `databaseUrl` is given. */
function serverEnv(dataDir, databaseUrl, extra) {
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", AUTH_SECRET, ...extra };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

/** Starts the production server and waits until it is ready. */
async function startServer(dataDir, databaseUrl) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn("node", ["apps/server/dist/server.js"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    // A production build on loopback: plain http is allowed there, and mail goes to files on purpose.
    env: serverEnv(dataDir, databaseUrl, {
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: base,
      MAIL_TRANSPORT: "files",
    }),
  });
  try {
    await waitUntilReady(`${base}/api/ready`, child);
  } catch (error) {
    await stopServer(child);
    throw error;
  }
  return { child, base };
}

async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** The value below which `fraction` of the sorted samples fall (nearest rank). */
function percentile(sorted, fraction) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length))) - 1];
}

/**
 * Waits until the server has answered what autocannon left in flight when it stopped (a slow
 * endpoint leaves a queue behind), so that it does not count against the next run.
 */
async function settle(url) {
  await fetch(new URL("/api/ping", url));
}

/**
 * Loads `url` for 2 s (warm-up) then `seconds`; the p95 and p99 are exact, from every
 * response's latency (autocannon's histogram has p90 and p97.5, no p95).
 */
async function measure(url, connections, headers = {}, vary = undefined) {
  let count = 0;
  const requests = vary ? [{ setupRequest: (request) => ({ ...request, path: vary(count++) }) }] : undefined;
  await autocannon({ url, connections, headers, duration: 2, requests });
  await settle(url);
  const latencies = [];
  const run = autocannon({ url, connections, headers, duration: seconds, requests });
  run.on("response", (_client, _statusCode, _bytes, responseTime) => latencies.push(responseTime));
  const result = await run;
  await settle(url);
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / result.duration,
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const ms = (value) => `${value.toFixed(1)} ms`;

let failedBudgets = 0;

/** Prints one scenario's line, checking its budget when it has one. */
function report(scenario, figures, budget = scenario.budget, note = "") {
  const rate = figures.rps.toLocaleString("en", { maximumFractionDigits: figures.rps < 100 ? 1 : 0 });
  const line = `${rate} req/s, p95 ${ms(figures.p95)}, p99 ${ms(figures.p99)}, ${figures.errors} errors`;
  let verdict = "";
  if (budget) {
    const within = budget.check(figures) && figures.errors === 0;
    if (!within) failedBudgets++;
    verdict = within
      ? `  [within budget: ${budget.label}]`
      : `  [OVER BUDGET: ${budget.label}${figures.errors ? ", and no errors" : ""}]`;
  }
  console.log(`${(scenario.name + note).padEnd(58)} ${line} (${scenario.connections} connections)${verdict}`);
}

/** Signs in as the demo admin; the Cookie header that carries the session. */
/**
 * Signs the demo admin in as the office works: the first sign-in turns two-step sign-in on
 * (password, then the app's first code); later ones give the password and the current code.
 */
async function signIn(base) {
  const post = (path, body, cookie = "") =>
    fetch(`${base}/api/auth/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie },
      body: JSON.stringify(body),
    });
  const cookieOf = (response) =>
    response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
  const expectOk = async (response, what) => {
    if (response.status !== 200) throw new Error(`${what} failed with ${response.status}: ${await response.text()}`);
    return response;
  };
  const login = await expectOk(await post("login", DEMO_ADMIN), "signing in");
  if ((await login.json()).secondFactorRequired) {
    if (!adminKey) throw new Error("the demo admin has two-step sign-in on, with a key this bench does not know");
    return cookieOf(
      await expectOk(await post("second-factor", { code: totpCode(adminKey) }, cookieOf(login)), "the second step"),
    );
  }
  const setup = await expectOk(
    await post("second-factor/setup", { password: DEMO_ADMIN.password }, cookieOf(login)),
    "setting up two-step sign-in",
  );
  adminKey = (await setup.json()).key;
  return cookieOf(
    await expectOk(
      await post("second-factor/confirm", { code: totpCode(adminKey) }, cookieOf(login)),
      "turning two-step sign-in on",
    ),
  );
}
/** The demo admin's authenticator key, once the bench turned two-step sign-in on. */
let adminKey = null;

/** Seeds the demo data (locations, users) with the CLI, which refuses NODE_ENV=production. */
function seedDemo(dataDir, databaseUrl) {
  const seeded = spawnSync("node", ["apps/server/dist/cli/seed.js"], {
    cwd: root,
    encoding: "utf8",
    env: serverEnv(dataDir, databaseUrl, { NODE_ENV: "development" }),
  });
  if (seeded.status !== 0) throw new Error(`seeding the demo data failed: ${seeded.stderr || seeded.stdout}`);
}

/** Seeds, adds SEARCH_REPORTS reports, starts the server and runs the search scenarios against it. */
async function benchSearch(label, dataDir, databaseUrl, budgets) {
  const started = Date.now();
  seedDemo(dataDir, databaseUrl);
  if (databaseUrl) await fillPostgres(databaseUrl, SEARCH_REPORTS);
  else fillSqlite(path.join(dataDir, "campus.db"), SEARCH_REPORTS);
  console.log(
    `\nReport search over ${SEARCH_REPORTS.toLocaleString("en")} reports on ${label} (generated in ${((Date.now() - started) / 1000).toFixed(1)} s):`,
  );
  const { child, base } = await startServer(dataDir, databaseUrl);
  try {
    const cookie = await signIn(base);
    for (const scenario of [...searchScenarios, ...adminScenarios]) {
      const check = await fetch(base + scenario.path, { headers: { cookie } });
      if (check.status !== 200) throw new Error(`${scenario.path} answered ${check.status}: ${await check.text()}`);
      const { total } = await check.json();
      const figures = await measure(base + scenario.path, scenario.connections, { cookie }, scenario.vary);
      report(
        scenario,
        figures,
        budgets ? scenario.budget : null,
        total === undefined ? "" : ` (${total.toLocaleString("en")} found)`,
      );
    }
  } finally {
    await stopServer(child);
  }
}

/** Makes a throwaway PostgreSQL database, runs `task` with its URL, and drops it whatever happens. */
async function withPostgresDatabase(task) {
  const pg = createRequire(path.join(root, "apps/server/package.json"))("pg");
  const name = `campus_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(
      `\nReport search on PostgreSQL: skipped, cannot connect to ${pgAdminUrl} (${error.message}); set BENCH_PG_URL.`,
    );
    return;
  }
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(pgAdminUrl);
    url.pathname = `/${name}`;
    await task(url.toString());
  } finally {
    await admin
      .query(`drop database if exists ${name} with (force)`)
      .catch((error) => console.error(`Could not drop the database ${name}: ${error.message}`));
    await admin.end();
  }
}

if (process.env.BENCH_SKIP_BUILD !== "1") {
  console.log("Building…");
  if (spawnSync("npm", ["run", "build"], { cwd: root, stdio: "ignore" }).status !== 0) {
    console.error("The build failed: run `npm run build` to see why.");
    process.exit(1);
  }
}

const dataDirs = [];
const tempDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "campus-bench-"));
  dataDirs.push(dir);
  return dir;
};

try {
  const dataDir = tempDataDir();
  const { child: server, base } = await startServer(dataDir);
  try {
    console.log(`Server on ${base} (SQLite in ${dataDir}); ${seconds} s per scenario, after a 2 s warm-up.\n`);
    for (const scenario of scenarios) report(scenario, await measure(base + scenario.path, scenario.connections));
  } finally {
    await stopServer(server);
  }

  await benchSearch("SQLite", tempDataDir(), undefined, true);
  await withPostgresDatabase((databaseUrl) => benchSearch("PostgreSQL (no budget)", tempDataDir(), databaseUrl, false));

  // Matching, realtime notices and chat: TypeScript scripts that use the server's own modules.
  for (const script of ["scripts/bench-matching.ts", "scripts/bench-chat.ts"]) {
    const run = spawnSync("node", ["--import", "tsx", script], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, DATABASE_URL: "" },
    });
    if (run.status !== 0) failedBudgets++;
  }
} finally {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
process.exit(failedBudgets ? 1 : 0);
