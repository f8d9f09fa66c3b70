// Run by `npm run bench` (node --import tsx): the matcher's quality on the labelled set, the time
// to match one new report against 100,000 pending reports (SQLite), and the time from a report's
// creation to its potential-match notice reaching the owner's open WebSocket with 1,000 clients
// connected to the production server. Prints one line per figure; exits 1 when a budget is missed.
import { spawn } from "node:child_process";
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import type { Insertable } from "kysely";
import { loadConfig } from "../apps/server/src/config";
import { migrateToLatest } from "../apps/server/src/db/migrate";
import { openDatabase } from "../apps/server/src/db/open-database";
import type { ReportsTable } from "../apps/server/src/db/schema";
import { flag } from "../apps/server/src/db/dialect";
import { SESSION_COOKIE } from "../apps/server/src/modules/auth/session-reader";
import { labelledSet } from "../apps/server/src/modules/matching/labelled-set";
import { measureQuality } from "../apps/server/src/modules/matching/quality";
import { MATCH_THRESHOLD } from "../apps/server/src/modules/matching/score";
import { runMatching } from "../apps/server/src/modules/matching/service";
import { insertLocations } from "../apps/server/src/modules/locations/repository";
import { insertReports } from "../apps/server/src/modules/reports/repository";
import { seededRandom } from "../apps/server/src/seeded-random";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const AUTH_SECRET = "bench-secret-bench-secret-bench-secret-0002";
const PENDING = 100_000;
const CLIENTS = 1_000;
const NOTICES = 200;
let failed = 0;

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length, Math.max(1, Math.ceil(fraction * sorted.length))) - 1]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;
function line(name: string, figures: string, budget?: { label: string; within: boolean }) {
  if (budget && !budget.within) failed++;
  console.log(`${name.padEnd(58)} ${figures}${budget ? (budget.within ? `  [within budget: ${budget.label}]` : `  [OVER BUDGET: ${budget.label}]`) : ""}`);
}

const random = seededRandom(7);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const day = (offset: number) => new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
const kinds = [
  { itemType: "phone", brands: ["Samsung", "Apple", "Xiaomi", "Oppo", "Vivo"], other: null },
  { itemType: "laptop", brands: ["Lenovo", "Dell", "HP", "Asus", "Acer"], other: null },
  { itemType: "wallet", brands: ["Bonia", "Guess", "Polo", null], other: null },
  { itemType: "other", brands: ["Totes", null], other: ["umbrella", "payung", "water bottle", "botol air", "calculator", "earphones"] },
] as const;
const colours = ["Black", "Hitam", "White", "Putih", "Blue", "Biru", "Grey", "Kelabu", "Red", "Silver", "Pink", "Gold"];
const words = ["cracked screen", "skrin retak", "sticker on the back", "student card inside", "kad pelajar", "blue case", "sarung biru", "scratched", "name label"];

function generatedReport(locationIds: string[], type: "lost" | "found", reporterId: string | null): Insertable<ReportsTable> {
  const kind = pick(kinds);
  return {
    id: randomUUID(),
    type,
    item_type: kind.itemType,
    item_type_other: kind.other ? pick(kind.other) : null,
    brand: pick(kind.brands),
    color: pick(colours),
    model: null,
    serial_number: random() < 0.2 ? `SN${Math.floor(random() * 1e9)}` : null,
    description: random() < 0.7 ? pick(words) : null,
    location_id: pick(locationIds),
    event_date: day(Math.floor(random() * 365)),
    custody: type === "found" ? "office" : null,
    reporter_id: reporterId,
    visitor_name: reporterId ? null : "Visitor",
    created_at: new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 365 * 86_400_000)).toISOString(),
  };
}

async function locationsIn(database: Awaited<ReturnType<typeof openDatabase>>): Promise<string[]> {
  const ids = Array.from({ length: 12 }, () => randomUUID());
  await insertLocations(
    database.db,
    ids.map((id, index) => ({ id, name_en: `Place ${index}`, name_my: `Tempat ${index}`, active: flag(database.dialect, true), area: `area-${Math.floor(index / 3)}` })),
  );
  return ids;
}

function quality() {
  const figures = measureQuality(labelledSet());
  console.log(`\nMatch quality on the labelled set (${figures.cases} lost reports, threshold ${MATCH_THRESHOLD}):`);
  line("first suggestion is the item (precision@1)", figures.precisionAtOne.toFixed(3), { label: "tests assert >= 0.87", within: figures.precisionAtOne >= 0.87 });
  line("item among the first five (recall@5)", figures.recallAtFive.toFixed(3), { label: "tests assert >= 0.95", within: figures.recallAtFive >= 0.95 });
  line("lost reports with no suggestion", String(figures.unanswered));
}

async function matchingTime(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET, LOG_LEVEL: "silent" });
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database);
    const locations = await locationsIn(database);
    const started = Date.now();
    const rows = Array.from({ length: PENDING }, () => generatedReport(locations, random() < 0.5 ? "lost" : "found", null));
    await database.db.transaction().execute((trx) => insertReports(trx, rows));
    console.log(`\nMatching one new report against ${PENDING.toLocaleString("en")} pending reports on SQLite (generated in ${((Date.now() - started) / 1000).toFixed(1)} s):`);
    const samples: number[] = [];
    let stored = 0;
    for (let index = 0; index < 220; index++) {
      const report = generatedReport(locations, index % 2 ? "lost" : "found", null);
      await insertReports(database.db, [report]);
      const begin = performance.now();
      const { fresh } = await runMatching(database, report.id);
      const elapsed = performance.now() - begin;
      if (index >= 20) samples.push(elapsed); // the first ones warm the caches
      stored += fresh.length;
    }
    samples.sort((a, b) => a - b);
    line(
      "match a new report (score, store the pairs)",
      `p50 ${ms(percentile(samples, 0.5))}, p95 ${ms(percentile(samples, 0.95))}, p99 ${ms(percentile(samples, 0.99))} (${samples.length} reports, ${(stored / 220).toFixed(1)} pairs each)`,
      { label: "p95 < 20 ms", within: percentile(samples, 0.95) < 20 },
    );
  } finally {
    await database.destroy();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A session row and the cookie that carries it, signed as the auth library signs it. */
function session(userId: string) {
  const token = randomBytes(24).toString("base64url");
  const signature = createHmac("sha256", AUTH_SECRET).update(token).digest("base64");
  const now = new Date().toISOString();
  return {
    row: { id: randomUUID(), token, user_id: userId, expires_at: new Date(Date.now() + 6 * 86_400_000).toISOString(), created_at: now, updated_at: now },
    cookie: `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`,
  };
}

async function noticeLatency(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET, LOG_LEVEL: "silent" });
  const database = await openDatabase(config);
  const students: Array<{ id: string; cookie: string; serial: string }> = [];
  const finders: string[] = [];
  let locations: string[];
  try {
    await migrateToLatest(database);
    locations = await locationsIn(database);
    const now = new Date().toISOString();
    const users = [];
    const sessions = [];
    for (let index = 0; index < CLIENTS + 10; index++) {
      const id = randomUUID();
      users.push({ id, name: `Student ${index}`, email: `bench${index}@student.demo.edu.my`, matrix_no: `B26CS${String(index).padStart(4, "0")}`, created_at: now, updated_at: now });
      const made = session(id);
      sessions.push(made.row);
      if (index < CLIENTS) students.push({ id, cookie: made.cookie, serial: `BENCH-${index}-${randomUUID().slice(0, 8)}` });
      else finders.push(made.cookie);
    }
    for (let start = 0; start < users.length; start += 200) {
      await database.db.insertInto("users").values(users.slice(start, start + 200)).execute();
      await database.db.insertInto("sessions").values(sessions.slice(start, start + 200)).execute();
    }
    await insertReports(
      database.db,
      students.map((student) => ({ ...generatedReport(locations, "lost", student.id), item_type: "phone", item_type_other: null, serial_number: student.serial, event_date: day(300) })),
    );
  } finally {
    await database.destroy();
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn("node", ["apps/server/dist/server.js"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATA_DIR: dataDir, AUTH_SECRET, NODE_ENV: "production", PORT: String(port), LOG_LEVEL: "warn", DATABASE_URL: "" },
  });
  const sockets: WebSocket[] = [];
  try {
    for (let tries = 0; ; tries++) {
      try {
        if ((await fetch(`${base}/api/ready`)).ok) break;
      } catch {
        // not listening yet
      }
      if (tries > 150) throw new Error("the server did not start");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const waiting = new Map<string, (at: number) => void>();
    await Promise.all(
      students.map(
        (student) =>
          new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { cookie: student.cookie, origin: base } });
            sockets.push(socket);
            socket.on("message", (data) => {
              const event = JSON.parse((data as Buffer).toString("utf8")) as { type: string; notice?: { lostReportId: string } };
              if (event.type === "ready") resolve();
              if (event.type === "match") waiting.get(student.id)?.(performance.now());
            });
            socket.once("error", reject);
          }),
      ),
    );
    console.log(`\nNotice latency, ${CLIENTS.toLocaleString("en")} WebSocket clients connected to the production server (SQLite):`);
    const samples: number[] = [];
    for (let index = 0; index < NOTICES; index++) {
      const student = students[(index * 37) % students.length]!;
      const arrived = new Promise<number>((resolve) => waiting.set(student.id, resolve));
      const begin = performance.now();
      const response = await fetch(`${base}/api/reports`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, cookie: finders[index % finders.length]! },
        body: JSON.stringify({ type: "found", itemType: "phone", brand: "Found brand", color: "Green", serialNumber: student.serial, locationId: locations[0], eventDate: day(301), custody: "office" }),
      });
      if (response.status !== 201) throw new Error(`creating a report answered ${response.status}: ${await response.text()}`);
      const timeout = new Promise<number>((_, reject) => setTimeout(() => reject(new Error("no notice within 5 s")), 5_000));
      samples.push((await Promise.race([arrived, timeout])) - begin);
      waiting.delete(student.id);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    samples.sort((a, b) => a - b);
    line(
      "report created -> notice at the owner's socket",
      `p50 ${ms(percentile(samples, 0.5))}, p95 ${ms(percentile(samples, 0.95))}, p99 ${ms(percentile(samples, 0.99))} (${samples.length} notices)`,
      { label: "p99 < 100 ms", within: percentile(samples, 0.99) < 100 },
    );
  } finally {
    for (const socket of sockets) socket.terminate();
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

const dirs = [mkdtempSync(path.join(tmpdir(), "campus-bench-match-")), mkdtempSync(path.join(tmpdir(), "campus-bench-notice-"))];
try {
  quality();
  await matchingTime(dirs[0]!);
  if (process.env.BENCH_ONLY !== "matching") await noticeLatency(dirs[1]!);
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
