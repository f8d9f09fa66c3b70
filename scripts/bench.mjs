// `npm run bench`: builds, starts the production server in its own process on a temporary data
// folder, loads it with autocannon from this process, and prints the figures. Later issues add
// their scenarios (and budgets) to `scenarios` below.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/** Each scenario: what to load, how hard, and an optional budget checked against the figures. */
const scenarios = [
  { name: "GET /api/ping", path: "/api/ping", connections: 50 },
  { name: "GET /api/ready (database round trip)", path: "/api/ready", connections: 20 },
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

if (process.env.BENCH_SKIP_BUILD !== "1") {
  console.log("Building…");
  if (spawnSync("npm", ["run", "build"], { cwd: root, stdio: "ignore" }).status !== 0) {
    console.error("The build failed: run `npm run build` to see why.");
    process.exit(1);
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "campus-bench-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn("node", ["apps/server/dist/server.js"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0001" },
});

let failedBudgets = 0;
try {
  await waitUntilReady(`${base}/api/ready`, server);
  console.log(`Server on ${base} (SQLite in ${dataDir}); ${seconds} s per scenario, after a 2 s warm-up.\n`);
  for (const scenario of scenarios) {
    await autocannon({ url: base + scenario.path, connections: scenario.connections, duration: 2 });
    const result = await autocannon({ url: base + scenario.path, connections: scenario.connections, duration: seconds });
    const errors = result.errors + result.non2xx;
    const figures = `${Math.round(result.requests.average).toLocaleString("en")} req/s, p99 ${result.latency.p99} ms, ${errors} errors`;
    let verdict = "";
    if (scenario.budget) {
      const within = scenario.budget.check(result);
      if (!within) failedBudgets++;
      verdict = within ? `  [within budget: ${scenario.budget.label}]` : `  [OVER BUDGET: ${scenario.budget.label}]`;
    }
    console.log(`${scenario.name.padEnd(40)} ${figures} (${scenario.connections} connections)${verdict}`);
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failedBudgets ? 1 : 0);
