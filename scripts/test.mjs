// `npm test`: every suite. Vitest (shared, lint rules, web, server on SQLite and on PostgreSQL),
// then Playwright in Debian's Chromium against the production build.
// A suite whose service is missing (PostgreSQL, Redis, Chromium) is skipped with one line saying so,
// except under CI=true, where a missing one fails the run. Ends with "N passed, N failed".
import { spawnSync } from "node:child_process";
import { createConnection } from "node:net";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { summarize } from "./test-summary.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, ".test-output");
const ci = process.env.CI === "true";
const postgresUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const missing = [];

function run(command, args, env = {}) {
  return spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether Redis answers PING (a plain socket: the server's client library is not needed here). */
function redisReachable() {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(3000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (data) => done(String(data).startsWith("+PONG")));
  });
}

function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    const quiet = { stdio: "ignore" };
    spawnSync("apt-get", ["update", "-qq"], quiet);
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], quiet);
  }
  return existsSync(chromiumPath);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The browser suite runs against the production build: rebuild when a source is newer. */
function buildIsStale() {
  const outputs = ["apps/web/dist/index.html", "apps/server/dist/server.js"].map((f) => path.join(root, f));
  if (!outputs.every(existsSync)) return true;
  const built = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  const sources = ["apps/web", "apps/server/src", "packages/shared/src"].map((d) => newestMtime(path.join(root, d)));
  return Math.max(...sources) > built;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const projects = ["shared", "tools", "web", "server-sqlite"];
if (await postgresReachable()) projects.push("server-postgres");
else {
  console.log(`PostgreSQL is not reachable at ${postgresUrl}: the server-postgres suite is skipped.`);
  missing.push("PostgreSQL");
}
// The Redis event-bus tests (inside the server suites) run only when Redis answers.
const haveRedis = await redisReachable();
if (!haveRedis) {
  console.log(`Redis is not reachable at ${redisUrl}: the Redis event-bus tests are left out.`);
  missing.push("Redis");
}
const haveChromium = ensureChromium();
if (!haveChromium) {
  console.log(`Chromium is not at ${chromiumPath} and could not be installed: the browser suite is skipped.`);
  missing.push("Chromium");
}

const vitestJson = path.join(outDir, "vitest.json");
const vitestStatus = run(
  "npx",
  [
    "vitest",
    "run",
    ...projects.flatMap((p) => ["--project", p]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${vitestJson}`,
  ],
  {
    TEST_REDIS_URL: haveRedis ? redisUrl : "",
  },
);

let playwrightStatus = 0;
if (haveChromium) {
  if (buildIsStale()) {
    console.log("Building the production app for the browser suite…");
    playwrightStatus = run("npm", ["run", "build"]);
  }
  if (playwrightStatus === 0)
    playwrightStatus = run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"], {
      CHROMIUM_PATH: chromiumPath,
    });
}

const { passed, failed, skipped, failedNames } = summarize(
  readJson(vitestJson),
  readJson(path.join(outDir, "playwright.json")),
  root,
);
const vitest = readJson(vitestJson);
console.log("");
for (const name of failedNames) console.log(`FAILED ${name}`);
if (missing.length && ci) console.log(`CI=true and ${missing.join(" and ")} missing: failing the run.`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
const ok =
  vitestStatus === 0 && playwrightStatus === 0 && failed === 0 && vitest !== undefined && !(ci && missing.length);
process.exit(ok ? 0 : 1);
