// What every part of `npm run bench` shares: the production server started in its own process
// on a temporary data folder (SQLite, or a throwaway PostgreSQL database), autocannon runs with
// exact percentiles, one printed line per figure beside its budget, and the demo accounts.
import { spawn, spawnSync } from "node:child_process";
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";
import { totpCode } from "../apps/server/test/totp.ts";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const AUTH_SECRET = "bench-secret-bench-secret-bench-secret-0001";
/** The PostgreSQL server the bench makes (and drops) its databases on. */
const pgAdminUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DEMO_ADMIN = { email: "admin@demo.edu.my", password: "AdminDemo#2026" };

export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function waitUntilReady(url, child) {
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
export function serverEnv(dataDir, databaseUrl, extra) {
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", AUTH_SECRET, ...extra };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

/** Starts the production server and waits until it is ready. */
export async function startServer(dataDir, databaseUrl, extraEnv = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn("node", [...SERVER_NODE_FLAGS, "apps/server/dist/server.js"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    // A production build on loopback: plain http is allowed there, and mail goes to files on purpose.
    env: serverEnv(dataDir, databaseUrl, {
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: base,
      MAIL_TRANSPORT: "files",
      ...extraEnv,
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

export async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** The value below which `fraction` of the sorted samples fall (nearest rank). */
export function percentile(sorted, fraction) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length))) - 1];
}

/**
 * Waits until the server has answered what autocannon left in flight when it stopped (a slow
 * endpoint leaves a queue behind), so that it does not count against the next run.
 */
export async function settle(url) {
  await fetch(new URL("/api/ping", url));
}

/**
 * Loads `url` for 2 s (warm-up) then `seconds`; the p95 and p99 are exact, from every
 * response's latency (autocannon's histogram has p90 and p97.5, no p95).
 */
export async function measure(url, connections, headers = {}, vary = undefined) {
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

/**
 * Open loop, the way people arrive: requests come at `rate` a second on average, at random
 * moments (a Poisson process), whether or not earlier ones have been answered, for 2 s of warm-up
 * then `seconds`. The latency is from a request's arrival to the end of its response, so time
 * spent waiting behind others counts. (A closed loop of N connections, as `measure` runs, keeps N
 * requests waiting at all times: it finds the most the server can do, and its latency is then
 * mostly N divided by that.)
 */
export async function measureAtRate(url, rate, headers = {}, vary = undefined) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(url);
  let count = 0;
  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const path = vary ? vary(count++) : target.pathname + target.search;
      const request = http.get({ host: target.hostname, port: target.port, path, headers, agent }, (response) => {
        response.resume();
        response.on("end", () => resolve({ ok: response.statusCode === 200, ms: performance.now() - started }));
      });
      request.on("error", () => resolve({ ok: false, ms: performance.now() - started }));
    });
  const run = async (duration) => {
    const results = [];
    const end = performance.now() + duration * 1000;
    let next = performance.now();
    while (next < end) {
      next += (-Math.log(1 - Math.random()) * 1000) / rate;
      const wait = next - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      results.push(once());
    }
    return Promise.all(results);
  };
  await run(2);
  const results = await run(seconds);
  agent.destroy();
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
  return {
    rps: results.length / seconds,
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: results.filter((result) => !result.ok).length,
  };
}

const ms = (value) => `${value.toFixed(1)} ms`;

/** How many figures missed their budget in this run: `npm run bench` exits 1 when any did. */
export const budgets = { failed: 0 };

/** Prints one scenario's line, checking its budget when it has one. */
export function report(scenario, figures, budget = scenario.budget, note = "") {
  const rate = figures.rps.toLocaleString("en", { maximumFractionDigits: figures.rps < 100 ? 1 : 0 });
  const line = `${rate} req/s, p95 ${ms(figures.p95)}, p99 ${ms(figures.p99)}, ${figures.errors} errors`;
  let verdict = "";
  if (budget) {
    const within = budget.check(figures) && figures.errors === 0;
    if (!within) budgets.failed++;
    verdict = within
      ? `  [within budget: ${budget.label}]`
      : `  [OVER BUDGET: ${budget.label}${figures.errors ? ", and no errors" : ""}]`;
  }
  const load = scenario.rate ? `${scenario.rate} a second arriving` : `${scenario.connections} connections`;
  console.log(`${(scenario.name + note).padEnd(58)} ${line} (${load})${verdict}`);
}

/**
 * Signs the demo admin in as the office works: the first sign-in turns two-step sign-in on
 * (password, then the app's first code); later ones give the password and the current code.
 */
export async function signIn(base) {
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
export function seedDemo(dataDir, databaseUrl) {
  const seeded = spawnSync("node", ["apps/server/dist/cli/seed.js"], {
    cwd: root,
    encoding: "utf8",
    env: serverEnv(dataDir, databaseUrl, { NODE_ENV: "development" }),
  });
  if (seeded.status !== 0) throw new Error(`seeding the demo data failed: ${seeded.stderr || seeded.stdout}`);
}

/** Seeds, adds SEARCH_REPORTS reports, starts the server and runs the search scenarios against it. */

/** Prints a figure beside its goal, counting it when it misses. */
export function reportFigure(name, figure, goal, met) {
  if (!met) budgets.failed++;
  console.log(`${name.padEnd(58)} ${figure.padEnd(28)} goal ${goal}  ${met ? "[ok]" : "[OVER BUDGET]"}`);
}

const dataDirs = [];
/** A temporary data folder, removed by `removeDataDirs` at the end of the run. */
export function tempDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "campus-bench-"));
  dataDirs.push(dir);
  return dir;
}
export function removeDataDirs() {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Signs a student in with their password; the Cookie header that carries the session. */
export async function signInStudent(base, email, password) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`signing ${email} in failed with ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}

/** Makes a throwaway PostgreSQL database, runs `task` with its URL, and drops it whatever happens. */
export async function withPostgresDatabase(label, task) {
  const pg = createRequire(path.join(root, "apps/server/package.json"))("pg");
  const name = `campus_bench_${process.pid}_${Date.now() % 100000}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\n${label}: skipped, cannot connect to ${pgAdminUrl} (${error.message}); set BENCH_PG_URL.`);
    budgets.failed++;
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
