// The server's own cost, measured against a bare Fastify process (bench-bare-fastify.mjs) started
// the same way, so that the load of a shared machine hits both sides alike: the request path
// (`/api/ping` throughput as a share of the bare route's), cold start on a fresh data folder
// (spawn to the first 200 from /api/ping, migrations included) and idle memory (RSS). The
// production bundle (apps/server/dist/server.js) runs with the default settings: NODE_ENV=production,
// SQLite in a temporary DATA_DIR, mail to files, LOG_LEVEL left at its default.
//
// `npm run bench` imports the three functions; each prints one line (the figure beside its goal,
// `ok` or `OVER`) and returns whether it met the goal. On its own:
//   node --import tsx scripts/bench-server.mjs [request-path] [cold-start] [idle-memory]
// BENCH_SECONDS sets the seconds per load run (10), BENCH_SERVER_RUNS the cold starts per side (5).
import { spawn } from "node:child_process";
import { SERVER_NODE_FLAGS } from "./server-node-flags.mjs";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SERVER = "apps/server/dist/server.js";
const BARE = "scripts/bench-bare-fastify.mjs";
const AUTH_SECRET = "bench-server-secret-bench-server-secret-01";

/** The server's own goals: what a request costs over bare Fastify, cold start, idle memory. */
export const serverGoals = { pingShare: 0.6, coldStartRatio: 3, idleRssMb: 120 };

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `script` with node on a free port and, for the server, a fresh data folder; resolves once
 * /api/ping answers 200, with how long that took from the spawn. Only PATH and HOME are passed
 * on from this environment, so no DATABASE_URL, SMTP_URL or LOG_LEVEL of the caller leaks in.
 */
async function start(script, { pollMs = 5, timeoutMs = 60_000 } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "campus-bench-server-"));
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    AUTH_SECRET,
    MAIL_TRANSPORT: "files",
  };
  const startedAt = performance.now();
  // stdout (the JSON log) goes nowhere, as to a log collector that keeps up; errors show.
  const child = spawn("node", [...SERVER_NODE_FLAGS, script], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    while (performance.now() - startedAt < timeoutMs) {
      if (child.exitCode !== null) throw new Error(`${script} exited with status ${child.exitCode}`);
      try {
        const response = await fetch(`${base}/api/ping`);
        await response.arrayBuffer();
        if (response.status === 200) return { child, base, stop, readyMs: performance.now() - startedAt };
      } catch {
        // not listening yet
      }
      await sleep(pollMs);
    }
    throw new Error(`${script} did not answer /api/ping within ${timeoutMs / 1000} s`);
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The resident memory of a process, in MB (Linux: VmRSS in /proc/<pid>/status). */
function rssMb(pid) {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

/** CPU seconds a process has used so far, all its threads (Linux: utime + stime in /proc/<pid>/stat). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Requests per second on /api/ping of a started process with `connections`, after a 2 s warm-up,
 * and the process's CPU time per request (µs), which the machine's other load disturbs less than
 * the rate; any error or non-2xx throws.
 */
async function throughput({ base, child }, connections, seconds) {
  const url = `${base}/api/ping`;
  await autocannon({ url, connections, duration: 2 });
  const cpuBefore = cpuSeconds(child.pid);
  const result = await autocannon({ url, connections, duration: seconds });
  const cpu = cpuSeconds(child.pid) - cpuBefore;
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures) throw new Error(`${url}: ${failures} failed requests under load`);
  return { rps: result.requests.total / (result.duration || seconds), cpuUs: (cpu / result.requests.total) * 1e6 };
}

/** Prints a figure beside its goal; returns whether it met it. */
function verdict(name, figure, goal, met) {
  console.log(`${name.padEnd(46)} ${figure.padEnd(40)} goal ${goal.padEnd(10)} ${met ? "ok" : "OVER"}`);
  return met;
}

const rate = (value) => Math.round(value).toLocaleString("en");
const ms = (value) => `${Math.round(value).toLocaleString("en")} ms`;

/**
 * `/api/ping` on the production server against the bare route: both started at once, loaded in
 * turn (server, bare, server, bare…) with 50 connections, each run after a 2 s warm-up; the share
 * is the median of the server's runs over the median of the bare ones. The CPU time each process
 * spent per request is printed beside it: on a busy machine it moves less than the rates.
 */
export async function benchRequestPath({
  seconds = Number(process.env.BENCH_SECONDS ?? 10),
  connections = 50,
  rounds = 2,
} = {}) {
  const server = await start(SERVER);
  try {
    const bare = await start(BARE);
    try {
      const runs = { server: [], bare: [] };
      for (let round = 0; round < rounds; round++) {
        runs.server.push(await throughput(server, connections, seconds));
        runs.bare.push(await throughput(bare, connections, seconds));
      }
      const rps = (side) => median(runs[side].map((run) => run.rps));
      const cpuUs = (side) => median(runs[side].map((run) => run.cpuUs)).toFixed(1);
      const share = rps("server") / rps("bare");
      const each = runs.server.map((run, i) => (run.rps / runs.bare[i].rps).toFixed(2)).join(", ");
      return verdict(
        "GET /api/ping, share of a bare Fastify route",
        `${share.toFixed(2)} (${rate(rps("server"))} vs ${rate(rps("bare"))} req/s, rounds ${each}; ` +
          `CPU ${cpuUs("server")} vs ${cpuUs("bare")} µs/request)`,
        `≥ ${serverGoals.pingShare}`,
        share >= serverGoals.pingShare,
      );
    } finally {
      await bare.stop();
    }
  } finally {
    await server.stop();
  }
}

/**
 * From spawn to the first 200 from /api/ping, on a fresh data folder each time (so the SQLite
 * file is created and every migration runs), against the bare process: `runs` of each, taken in
 * turn, the median of each side.
 */
export async function benchColdStart({ runs = Number(process.env.BENCH_SERVER_RUNS ?? 5) } = {}) {
  const times = { server: [], bare: [] };
  for (let run = 0; run < runs; run++) {
    for (const [side, script] of [
      ["server", SERVER],
      ["bare", BARE],
    ]) {
      const started = await start(script);
      times[side].push(started.readyMs);
      await started.stop();
    }
  }
  const ratio = median(times.server) / median(times.bare);
  return verdict(
    "Cold start to a 200 from /api/ping, vs bare",
    `${ratio.toFixed(1)}× (${ms(median(times.server))} vs ${ms(median(times.bare))})`,
    `≤ ${serverGoals.coldStartRatio}×`,
    ratio <= serverGoals.coldStartRatio,
  );
}

/**
 * The server's resident memory (its job thread included) `idleMs` after it first answered, having
 * served nothing else: the median of `runs` fresh starts; the bare process's beside it.
 */
export async function benchIdleMemory({ runs = 3, idleMs = 5_000 } = {}) {
  const sizes = { server: [], bare: [] };
  for (let run = 0; run < runs; run++) {
    for (const [side, script] of [
      ["server", SERVER],
      ["bare", BARE],
    ]) {
      const started = await start(script);
      try {
        await sleep(idleMs);
        sizes[side].push(rssMb(started.child.pid));
      } finally {
        await started.stop();
      }
    }
  }
  const size = median(sizes.server);
  return verdict(
    `Idle memory (RSS) ${idleMs / 1000} s after start`,
    `${Math.round(size)} MB (bare Fastify: ${Math.round(median(sizes.bare))} MB)`,
    `≤ ${serverGoals.idleRssMb} MB`,
    size <= serverGoals.idleRssMb,
  );
}

/** All three in turn; whether every one met its goal. */
export async function benchServer() {
  const met = [await benchRequestPath(), await benchColdStart(), await benchIdleMemory()];
  return met.every(Boolean);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const sections = { "request-path": benchRequestPath, "cold-start": benchColdStart, "idle-memory": benchIdleMemory };
  const chosen = process.argv.slice(2);
  for (const name of chosen)
    if (!(name in sections)) throw new Error(`unknown section ${name}: ${Object.keys(sections).join(", ")}`);
  let allMet = true;
  for (const name of chosen.length ? chosen : Object.keys(sections)) allMet = (await sections[name]()) && allMet;
  process.exit(allMet ? 0 : 1);
}
