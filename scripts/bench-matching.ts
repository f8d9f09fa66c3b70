// Run by `npm run bench` (node --import tsx): the matcher's quality on the held-out part of the
// labelled set (and, for comparison, the part it was tuned on, and the four hand-written sets), the time
// to match one new report against 100,000 pending reports (SQLite), and the time from a report's
// creation to its potential-match notice reaching the owner's open WebSocket with 1,000 clients
// connected to the production server, and a burst of new reports (about 200 a second) against
// the production server: how request latency holds while their matching and emails run, and
// how many of the office's emails go out during the burst. Prints one line per figure; exits 1
// when a budget is missed.
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type WebSocket from "ws";
import type { Insertable } from "kysely";
import { loadConfig } from "../apps/server/src/config";
import { migrateToLatest } from "../apps/server/src/db/migrate";
import { openDatabase } from "../apps/server/src/db/open-database";
import type { ReportsTable } from "../apps/server/src/db/schema";
import { flag } from "../apps/server/src/db/dialect";
import { systemClock } from "../apps/server/src/core/context";
import { memoryBus } from "../apps/server/src/infra/events/memory-bus";
import { enqueueJobs } from "../apps/server/src/infra/jobs/outbox";
import { handWrittenSet } from "../apps/server/test/matching/hand-written-set";
import { labelledSet, nearbyIn, type LabelledPart } from "../apps/server/test/matching/labelled-set";
import { measureQuality, type MatchQuality } from "../apps/server/test/matching/quality";
import { runMatching } from "../apps/server/src/modules/matching/service";
import { KINDS } from "../apps/server/src/modules/item-profile/words";
import { SHORTLIST_CHOICE, SHORTLIST_RULE, SUGGEST_THRESHOLD } from "../apps/server/src/modules/matching/weights";
import { insertLocations } from "../apps/server/src/modules/locations/repository";
import { insertReports } from "../apps/server/src/modules/reports/repository";
import { seededRandom } from "../apps/server/src/seeded-random";
import {
  AUTH_SECRET,
  benchStudents,
  failures,
  latencies,
  line,
  openSocket,
  percentile,
  startProductionServer,
} from "./bench-support";

const PENDING = 100_000;
const CLIENTS = 1_000;
const NOTICES = 200;
const random = seededRandom(7);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const day = (offset: number) => new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
/** Every kind the vocabulary knows, as an "other" item named in English or Malay, besides the three form types. */
const otherNames = [
  ...KINDS.filter((kind) => !kind.itemType).flatMap((kind) => [kind.en[0]!, kind.my[0]!]),
  // A few kinds the vocabulary does not know: such a report is compared with every category.
  "zorbix",
  "quillet",
  "frammis",
];
const kinds = [
  { itemType: "phone", brands: ["Samsung", "Apple", "Xiaomi", "Oppo", "Vivo"], other: null },
  { itemType: "laptop", brands: ["Lenovo", "Dell", "HP", "Asus", "Acer"], other: null },
  { itemType: "wallet", brands: ["Bonia", "Guess", "Polo", null], other: null },
  { itemType: "other", brands: ["Totes", "Nike", "Casio", null], other: otherNames },
] as const;
const colours = ["Black", "Hitam", "White", "Putih", "Blue", "Biru", "Grey", "Kelabu", "Red", "Silver", "Pink", "Gold"];
const words = [
  "cracked screen",
  "skrin retak",
  "sticker on the back",
  "student card inside",
  "kad pelajar",
  "blue case",
  "sarung biru",
  "scratched",
  "name label",
];

function generatedReport(
  locationIds: string[],
  type: "lost" | "found",
  reporterId: string | null,
): Insertable<ReportsTable> {
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
    ids.map((id, index) => ({
      id,
      name_en: `Place ${index}`,
      name_my: `Tempat ${index}`,
      active: flag(database.dialect, true),
      area: `area-${Math.floor(index / 3)}`,
    })),
  );
  return ids;
}

/** What owners got, as the issue counts it: their side of the notices first, then the lists. */
function qualityLines(figures: MatchQuality, budgets: boolean) {
  const budget = (label: string, within: boolean) => (budgets ? { label, within } : undefined);
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
  line(
    "owners whose item was handed in who were told of it",
    pct(figures.truePairNotified),
    budget(">= 90%", figures.truePairNotified >= 0.9),
  );
  line("median time from the found report to the notice", `${figures.medianHoursToNotice.toFixed(1)} h`);
  line(
    "owners whose item never turned up who were told of anything",
    pct(figures.noPairNotified),
    budget("<= 50%", figures.noPairNotified <= 0.5),
  );
  line(
    "notices per lost report (found reports told)",
    figures.noticesPerLost.toFixed(2),
    budget("<= 2", figures.noticesPerLost <= 2),
  );
  line("match emails per lost report", figures.emailsPerLost.toFixed(2));
  line("notices that are the owner's item", pct(figures.noticePrecision));
  line("first suggestion is the item", figures.firstRight.toFixed(3), budget(">= 0.85", figures.firstRight >= 0.85));
  line(
    "item within the first five suggestions",
    figures.withinFive.toFixed(3),
    budget(">= 0.97", figures.withinFive >= 0.97),
  );
  line("true pairs never suggested", pct(figures.neverSuggested), budget("<= 1%", figures.neverSuggested <= 0.01));
}

function quality() {
  const set = labelledSet();
  const nearby = nearbyIn(set);
  const heldOut = measureQuality(set.heldOut, nearby);
  const rule = SHORTLIST_RULE;
  console.log(
    `\nWhat owners get, on the held-out part of the labelled set (${heldOut.lost} lost reports, ${heldOut.lost - heldOut.withTruePair} whose item never turned up; suggestions from ${SUGGEST_THRESHOLD}; a shortlist of up to ${rule.size} opens from ${rule.threshold}, look-alikes from ${rule.floor} within ${rule.margin} log-odds of the best):`,
  );
  qualityLines(heldOut, true);
  const tuning = measureQuality(set.tuning, nearby);
  console.log(
    `\nThe same on the tuning part (${tuning.lost} lost reports; the thresholds and weights were chosen here):`,
  );
  qualityLines(tuning, false);
  shortlistThresholdSweep(set.tuning, nearby);
  for (const name of ["a", "b", "c", "d"] as const) {
    const written = measureQuality(handWrittenSet(name), nearby);
    console.log(
      `\nThe same on hand-written set ${name.toUpperCase()} (${written.lost} lost reports by writers who never saw the matcher; ${name === "a" || name === "c" ? "read while building it" : "held out"}):`,
    );
    qualityLines(written, false);
  }
}

/**
 * How the shortlist's opening threshold is chosen, on the tuning part: the lowest (in steps of
 * 0.05) at which at most SHORTLIST_CHOICE.noPair of the owners whose item never turned up are told
 * of anything. Prints the table and says whether the threshold in weights.ts is the one the rule picks.
 */
function shortlistThresholdSweep(part: LabelledPart, nearby: (a: string, b: string) => boolean) {
  console.log(
    `\nShortlist threshold on the tuning part (rule: the lowest with <= ${SHORTLIST_CHOICE.noPair * 100}% of owners whose item never turned up told):`,
  );
  console.log("  threshold  owners told of their item  never-found owners told  notices/lost");
  let chosen: number | null = null;
  for (let threshold = 0.3; threshold <= 0.951; threshold = Math.round((threshold + 0.05) * 100) / 100) {
    const q = measureQuality(part, nearby, { suggest: SUGGEST_THRESHOLD, shortlist: { ...SHORTLIST_RULE, threshold } });
    const meets = q.noPairNotified <= SHORTLIST_CHOICE.noPair;
    if (meets && chosen === null) chosen = threshold;
    const pct = (value: number, width: number) => `${(value * 100).toFixed(1)}%`.padStart(width);
    console.log(
      `  ${threshold.toFixed(2).padStart(9)}  ${pct(q.truePairNotified, 25)}  ${pct(q.noPairNotified, 23)}  ${q.noticesPerLost.toFixed(2).padStart(12)}${meets ? "  meets the rule" : ""}`,
    );
  }
  line("shortlist threshold the rule picks", String(chosen), {
    label: `weights.ts has ${SHORTLIST_RULE.threshold}`,
    within: chosen === SHORTLIST_RULE.threshold,
  });
}

async function matchingTime(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET, LOG_LEVEL: "silent" });
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database);
    const locations = await locationsIn(database);
    // Lost reports have owners, so confident pairs raise notices (and email jobs) as on a campus.
    const owners = (await benchStudents(database, 50, "matchowner")).map((owner) => owner.id);
    const make = (type: "lost" | "found") => generatedReport(locations, type, type === "lost" ? pick(owners) : null);
    const started = Date.now();
    const rows = Array.from({ length: PENDING }, () => make(random() < 0.5 ? "lost" : "found"));
    await database.db.transaction().execute((trx) => insertReports(trx, rows));
    console.log(
      `\nMatching one new report against ${PENDING.toLocaleString("en")} pending reports on SQLite (generated in ${((Date.now() - started) / 1000).toFixed(1)} s):`,
    );
    const samples: number[] = [];
    let stored = 0;
    const outbox = { enqueue: enqueueJobs, wake: () => undefined };
    const ctx = { database, bus: memoryBus(), outbox, config, clock: systemClock };
    for (let index = 0; index < 220; index++) {
      const report = make(index % 2 ? "lost" : "found");
      await insertReports(database.db, [report]);
      const begin = performance.now();
      const { suggestions } = await runMatching(ctx, report.id);
      const elapsed = performance.now() - begin;
      if (index >= 20) samples.push(elapsed); // the first ones warm the caches
      stored += suggestions.length;
    }
    samples.sort((a, b) => a - b);
    line(
      "match a new report (score, store the pairs, raise notices)",
      `${latencies([...samples])} (${samples.length} reports, ${(stored / 220).toFixed(1)} pairs each)`,
      { label: "p95 < 20 ms", within: percentile(samples, 0.95) < 20 },
    );
    // The slowest case: a kind the vocabulary does not know meets the reports of every kind (four
    // times the candidates). Rare, and matched by the job, so its budget is looser.
    const unknown: number[] = [];
    for (let index = 0; index < 60; index++) {
      const report = { ...make(index % 2 ? "lost" : "found"), item_type: "other" as const, item_type_other: "zorbix" };
      await insertReports(database.db, [report]);
      const begin = performance.now();
      await runMatching(ctx, report.id);
      if (index >= 10) unknown.push(performance.now() - begin);
    }
    unknown.sort((a, b) => a - b);
    line("match a report of a kind the vocabulary does not know (every kind is a candidate)", latencies([...unknown]), {
      label: "p95 < 100 ms",
      within: percentile(unknown, 0.95) < 100,
    });
  } finally {
    await database.destroy();
  }
}

async function noticeLatency(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET, LOG_LEVEL: "silent" });
  const database = await openDatabase(config);
  let students: Array<{ id: string; cookie: string; matric: string }>;
  let finders: string[];
  let locations: string[];
  try {
    await migrateToLatest(database);
    locations = await locationsIn(database);
    students = (await benchStudents(database, CLIENTS, "owner")).map((student, index) => ({
      ...student,
      // A matric number on a card in the phone case: what tells one owner's phone from the others.
      matric: `A${20 + (index % 6)}CS${String(index).padStart(4, "0")}`,
    }));
    finders = (await benchStudents(database, 10, "finder")).map((finder) => finder.cookie);
    await insertReports(
      database.db,
      students.map((student) => ({
        ...generatedReport(locations, "lost", student.id),
        item_type: "phone",
        item_type_other: null,
        brand: "Samsung",
        model: "Galaxy A54",
        color: "Black",
        description: `Black case with my student card inside, matric ${student.matric}`,
        location_id: locations[0]!,
        event_date: day(300),
      })),
    );
  } finally {
    await database.destroy();
  }

  const server = await startProductionServer(dataDir);
  const sockets: WebSocket[] = [];
  try {
    const waiting = new Map<string, (at: number) => void>();
    for (const student of students) {
      sockets.push(
        await openSocket(server.port, student.cookie, (event) => {
          if (event.type === "match") waiting.get(student.id)?.(performance.now());
        }),
      );
    }
    console.log(
      `\nNotice latency, ${CLIENTS.toLocaleString("en")} WebSocket clients connected to the production server (SQLite):`,
    );
    const samples: number[] = [];
    for (let index = 0; index < NOTICES; index++) {
      const student = students[(index * 37) % students.length]!;
      const arrived = new Promise<number>((resolve) => waiting.set(student.id, resolve));
      const begin = performance.now();
      const response = await fetch(`${server.base}/api/reports`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.base, cookie: finders[index % finders.length]! },
        body: JSON.stringify({
          type: "found",
          itemType: "phone",
          brand: "Samsung",
          model: "Galaxy A54",
          color: "Black",
          description: `Black case, a student card inside: ${student.matric}`,
          locationId: locations[0],
          eventDate: day(301),
          custody: "office",
        }),
      });
      if (response.status !== 201)
        throw new Error(`creating a report answered ${response.status}: ${await response.text()}`);
      const timeout = new Promise<number>((_, reject) =>
        setTimeout(() => reject(new Error("no notice within 5 s")), 5_000),
      );
      samples.push((await Promise.race([arrived, timeout])) - begin);
      waiting.delete(student.id);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const p99 = [...samples].sort((x, y) => x - y);
    line("report created -> notice at the owner's socket", `${latencies(samples)} (${samples.length} notices)`, {
      label: "p95 <= 2 s, p99 < 100 ms",
      within: percentile(p99, 0.95) <= 2_000 && percentile(p99, 0.99) < 100,
    });
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
  }
}

const BURST = { reports: 1_000, perSecond: 200, students: 200, pending: 20_000 };

/**
 * A burst of new reports (a campus event, a form posted to every student) while students keep
 * using the app: a probe asks for its session every 10 ms before, during and after the burst;
 * every report's matching and the office's emails (two admins) run in the same process.
 */
/** A campus for the server benches: students signed in, two admins, `pending` lost reports. */
async function prepareCampus(dataDir: string, size: { students: number; pending: number }) {
  const config = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET, LOG_LEVEL: "silent" });
  const database = await openDatabase(config);
  const admins = ["burst.office.a@demo.edu.my", "burst.office.b@demo.edu.my"];
  try {
    await migrateToLatest(database);
    const locations = await locationsIn(database);
    const students = await benchStudents(database, size.students, "burst");
    const office = await benchStudents(database, admins.length, "office");
    for (const [index, admin] of office.entries())
      await database.db
        .updateTable("users")
        .set({ role: "admin", email: admins[index]! })
        .where("id", "=", admin.id)
        .execute();
    const owners = students.map((student) => student.id);
    await database.db.transaction().execute((trx) =>
      insertReports(
        trx,
        Array.from({ length: size.pending }, () => generatedReport(locations, "lost", pick(owners))),
      ),
    );
    return { config, locations, students, admins };
  } finally {
    await database.destroy();
  }
}

/** A student's page asking the server again and again (its session, every 10 ms): when and how long each answer took. */
function probeRequests(base: string, cookie: string) {
  const samples: Array<{ at: number; ms: number }> = [];
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const begin = performance.now();
      await fetch(`${base}/api/auth/session`, { headers: { cookie } });
      samples.push({ at: begin, ms: performance.now() - begin });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    samples,
    stop: async () => {
      probing = false;
      await prober;
    },
  };
}

/** A new report as a student's browser sends it. */
function postReport(base: string, cookie: string, locations: string[], found: boolean) {
  return fetch(`${base}/api/reports`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie },
    body: JSON.stringify({
      type: found ? "found" : "lost",
      itemType: pick(["phone", "laptop", "wallet"]),
      brand: pick(["Samsung", "Lenovo", "Bonia"]),
      color: pick(colours),
      locationId: pick(locations),
      eventDate: day(300),
      ...(found ? { custody: "office" } : {}),
    }),
  }).then((response) => response.status);
}

async function burst(dataDir: string) {
  const { config, locations, students, admins } = await prepareCampus(dataDir, {
    students: BURST.students,
    pending: BURST.pending,
  });

  const server = await startProductionServer(dataDir);
  try {
    const { samples, stop: stopProbing } = probeRequests(server.base, students[0]!.cookie);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const burstStart = performance.now();
    const sends: Array<Promise<number>> = [];
    const tick = 1000 / BURST.perSecond;
    for (let index = 0; index < BURST.reports; index++) {
      const due = burstStart + index * tick;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const student = students[index % students.length]!;
      const found = index % 2 === 0;
      sends.push(postReport(server.base, student.cookie, locations, found));
    }
    const statuses = await Promise.all(sends);
    const burstEnd = performance.now();
    const burstEndWall = Date.now();
    // Until every office email is out (each admin is told of every report), at most a minute.
    const officeMails = () =>
      readdirSync(path.join(dataDir, "mail"))
        .filter((file) => file.endsWith(".eml"))
        .flatMap((file) => {
          const text = readFileSync(path.join(dataDir, "mail", file), "utf8");
          return admins.some((admin) => text.includes(`To: ${admin}`))
            ? [
                Date.parse(
                  file.slice(0, 24).replace(/^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, "$1:$2:$3.$4Z"),
                ),
              ]
            : [];
        });
    const expected = BURST.reports * admins.length;
    for (let waited = 0; waited < 60_000 && officeMails().length < expected; waited += 1_000)
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Matching waits while lighter jobs are due (the worker takes it last): when is it done?
    const reader = await openDatabase(config);
    let matchedAt = Number.NaN;
    try {
      for (let waited = 0; waited < 120_000; waited += 250) {
        const pending = await reader.db
          .selectFrom("jobs")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("kind", "=", "match-report")
          .where("done_at", "is", null)
          .executeTakeFirstOrThrow();
        if (Number(pending.n) === 0) {
          matchedAt = Date.now();
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      await reader.destroy();
    }
    await stopProbing();
    const mails = officeMails();
    const created = statuses.filter((status) => status === 201).length;
    const during = mails.filter((at) => at <= burstEndWall).length;
    const lastMail = Math.max(...mails);
    const window = (from: number, to: number) =>
      samples
        .filter((sample) => sample.at >= from && sample.at < to)
        .map((sample) => sample.ms)
        .sort((a, b) => a - b);
    const quiet = window(0, burstStart);
    const busy = window(burstStart, burstEnd + 2_000);
    console.log(
      `\nA burst of ${BURST.reports.toLocaleString("en")} new reports at ${BURST.perSecond} a second (production server, SQLite, ${BURST.pending.toLocaleString("en")} pending reports, 2 admins):`,
    );
    line(
      "reports created during the burst",
      `${created} of ${BURST.reports} in ${((burstEnd - burstStart) / 1000).toFixed(1)} s`,
      { label: "all", within: created === BURST.reports },
    );
    line("a student's request before the burst", latencies(quiet));
    line("the same during the burst and 2 s after", latencies(busy), {
      label: "p99 < 100 ms",
      within: percentile(busy, 0.99) < 100,
    });
    line(
      "office emails out by the end of the burst",
      `${during} of ${expected} (${((during / expected) * 100).toFixed(0)}%); all out ${((lastMail - burstEndWall) / 1000).toFixed(1)} s after it`,
      { label: "all out within 30 s", within: mails.length === expected && lastMail - burstEndWall <= 30_000 },
    );
    line("every report of the burst matched", `${((matchedAt - burstEndWall) / 1000).toFixed(1)} s after it`, {
      label: "within 60 s",
      within: matchedAt - burstEndWall <= 60_000,
    });
  } finally {
    await server.stop();
  }
}

const SOAK = {
  seconds: Number(process.env.BENCH_SOAK_SECONDS ?? 60),
  perSecond: 5,
  students: 200,
  pending: Number(process.env.BENCH_SOAK_PENDING ?? 100_000),
  afterReportMs: 150,
};

/**
 * A steady trickle of new reports (5 a second, as a busy campus day's peak) for BENCH_SOAK_SECONDS
 * (60 by default; 600 for a long run) while a student's page keeps asking: request time
 * overall and in the 150 ms after each new report, when its matching and emails run.
 * JOB_WORKER=inline runs them on the request thread to compare.
 */
async function soak(dataDir: string) {
  const { locations, students } = await prepareCampus(dataDir, { students: SOAK.students, pending: SOAK.pending });
  const server = await startProductionServer(dataDir);
  try {
    const { samples, stop: stopProbing } = probeRequests(server.base, students[0]!.cookie);
    const reportsAt: number[] = [];
    const start = performance.now();
    const sends: Array<Promise<number>> = [];
    for (let index = 0; performance.now() - start < SOAK.seconds * 1000; index++) {
      const wait = start + (index * 1000) / SOAK.perSecond - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      reportsAt.push(performance.now());
      sends.push(postReport(server.base, students[index % students.length]!.cookie, locations, index % 2 === 0));
    }
    const statuses = await Promise.all(sends);
    await stopProbing();
    const afterReport = (at: number) => reportsAt.some((sent) => at >= sent && at < sent + SOAK.afterReportMs);
    const sorted = (list: Array<{ ms: number }>) => list.map((sample) => sample.ms).sort((a, b) => a - b);
    const all = sorted(samples);
    console.log(
      `\nA soak of ${SOAK.seconds} s at ${SOAK.perSecond} new reports a second (production server, SQLite, ${SOAK.pending.toLocaleString("en")} pending reports; jobs: ${process.env.JOB_WORKER ?? "thread"}):`,
    );
    line("reports created", `${statuses.filter((status) => status === 201).length} of ${statuses.length}`, {
      label: "all",
      within: statuses.every((status) => status === 201),
    });
    line("a student's request, all along", latencies(all), {
      label: "p99 < 30 ms",
      within: percentile(all, 0.99) < 30,
    });
    line(
      `the same within ${SOAK.afterReportMs} ms after a new report`,
      latencies(sorted(samples.filter((sample) => afterReport(sample.at)))),
    );
    line("the same at other times", latencies(sorted(samples.filter((sample) => !afterReport(sample.at)))));
  } finally {
    await server.stop();
  }
}

const dirs = [
  mkdtempSync(path.join(tmpdir(), "campus-bench-match-")),
  mkdtempSync(path.join(tmpdir(), "campus-bench-notice-")),
  mkdtempSync(path.join(tmpdir(), "campus-bench-burst-")),
  mkdtempSync(path.join(tmpdir(), "campus-bench-soak-")),
];
// BENCH_ONLY=matching: quality and matching time only; BENCH_ONLY=matching-time, notice-latency, burst or soak: that one only.
const only = process.env.BENCH_ONLY;
try {
  if (!only || only === "matching") quality();
  if (!only || only === "matching" || only === "matching-time") await matchingTime(dirs[0]!);
  if (!only || only === "notice-latency") await noticeLatency(dirs[1]!);
  if (!only || only === "burst") await burst(dirs[2]!);
  if (!only || only === "soak") await soak(dirs[3]!);
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
process.exit(failures() ? 1 : 0);
