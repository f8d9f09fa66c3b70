// Run by `npm run bench` (node --import tsx): the matcher's quality on the labelled set, the time
// to match one new report against 100,000 pending reports (SQLite), and the time from a report's
// creation to its potential-match notice reaching the owner's open WebSocket with 1,000 clients
// connected to the production server. Prints one line per figure; exits 1 when a budget is missed.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type WebSocket from "ws";
import type { Insertable } from "kysely";
import { loadConfig } from "../apps/server/src/config";
import { migrateToLatest } from "../apps/server/src/db/migrate";
import { openDatabase } from "../apps/server/src/db/open-database";
import type { ReportsTable } from "../apps/server/src/db/schema";
import { flag } from "../apps/server/src/db/dialect";
import { labelledSet } from "../apps/server/src/modules/matching/labelled-set";
import { measureQuality } from "../apps/server/src/modules/matching/quality";
import { MATCH_THRESHOLD } from "../apps/server/src/modules/matching/score";
import { runMatching } from "../apps/server/src/modules/matching/service";
import { insertLocations } from "../apps/server/src/modules/locations/repository";
import { insertReports } from "../apps/server/src/modules/reports/repository";
import { seededRandom } from "../apps/server/src/seeded-random";
import { AUTH_SECRET, benchStudents, failures, latencies, line, openSocket, percentile, startProductionServer } from "./bench-support";

const PENDING = 100_000;
const CLIENTS = 1_000;
const NOTICES = 200;
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
      `${latencies([...samples])} (${samples.length} reports, ${(stored / 220).toFixed(1)} pairs each)`,
      { label: "p95 < 20 ms", within: percentile(samples, 0.95) < 20 },
    );
  } finally {
    await database.destroy();
  }
}

async function noticeLatency(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET, LOG_LEVEL: "silent" });
  const database = await openDatabase(config);
  let students: Array<{ id: string; cookie: string; serial: string }>;
  let finders: string[];
  let locations: string[];
  try {
    await migrateToLatest(database);
    locations = await locationsIn(database);
    students = (await benchStudents(database, CLIENTS, "owner")).map((student, index) => ({ ...student, serial: `BENCH-${index}-${randomUUID().slice(0, 8)}` }));
    finders = (await benchStudents(database, 10, "finder")).map((finder) => finder.cookie);
    await insertReports(
      database.db,
      students.map((student) => ({ ...generatedReport(locations, "lost", student.id), item_type: "phone", item_type_other: null, serial_number: student.serial, event_date: day(300) })),
    );
  } finally {
    await database.destroy();
  }

  const server = await startProductionServer(dataDir);
  const sockets: WebSocket[] = [];
  try {
    const waiting = new Map<string, (at: number) => void>();
    for (const student of students) {
      sockets.push(await openSocket(server.port, student.cookie, (event) => {
        if (event.type === "match") waiting.get(student.id)?.(performance.now());
      }));
    }
    console.log(`\nNotice latency, ${CLIENTS.toLocaleString("en")} WebSocket clients connected to the production server (SQLite):`);
    const samples: number[] = [];
    for (let index = 0; index < NOTICES; index++) {
      const student = students[(index * 37) % students.length]!;
      const arrived = new Promise<number>((resolve) => waiting.set(student.id, resolve));
      const begin = performance.now();
      const response = await fetch(`${server.base}/api/reports`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.base, cookie: finders[index % finders.length]! },
        body: JSON.stringify({ type: "found", itemType: "phone", brand: "Found brand", color: "Green", serialNumber: student.serial, locationId: locations[0], eventDate: day(301), custody: "office" }),
      });
      if (response.status !== 201) throw new Error(`creating a report answered ${response.status}: ${await response.text()}`);
      const timeout = new Promise<number>((_, reject) => setTimeout(() => reject(new Error("no notice within 5 s")), 5_000));
      samples.push((await Promise.race([arrived, timeout])) - begin);
      waiting.delete(student.id);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const p99 = [...samples].sort((x, y) => x - y);
    line("report created -> notice at the owner's socket", `${latencies(samples)} (${samples.length} notices)`, { label: "p99 < 100 ms", within: percentile(p99, 0.99) < 100 });
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
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
process.exit(failures() ? 1 : 0);
