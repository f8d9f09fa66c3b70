import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { todayIn } from "@campus/shared";
import { addToRoster, ORIGIN, signUpAndLogIn } from "../../../test/accounts";
import { readable, startSmtpPeer, type SmtpPeer, mailsTo as mailsToPeer } from "../../../test/smtp-peer";
import { createTestDatabase, type TestDatabase } from "../../../test/test-app";
import { dueJobsDone } from "../../../test/due-jobs";
import { waitFor } from "../../../test/wait";
import { buildApp } from "../../app";
import { loadConfig, type Config } from "../../config";
import { flag } from "../../db/dialect";
import { pendingJobCount } from "../../infra/jobs/worker";
import { insertLocations } from "../locations/repository";

/**
 * Matching owns pairs and notices together: whoever runs it (the outbox job or the
 * GET /api/report-match), a found report that enters a lost report's shortlist is
 * told to its owner once, in the app and in at most one match email per lost report per day.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

let database: TestDatabase;
let smtp: SmtpPeer;
let config: Config;
const library = randomUUID();
const sports = randomUUID();
const zone = "Asia/Kuala_Lumpur";
const today = todayIn(zone);
const daysAgo = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  database = await createTestDatabase();
  cleanups.push(() => database.drop());
  smtp = await startSmtpPeer();
  cleanups.push(() => smtp.close());
  const dataDir = mkdtempSync(path.join(tmpdir(), "campus-notices-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    SMTP_URL: smtp.url,
    AUTH_SECRET: "notices-test-secret-0123456789abcdefghij",
    LOG_LEVEL: "silent",
    TIME_ZONE: zone,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
  });
});

/**
 * The app as one server instance; without a worker, jobs wait in the outbox. Each test closes its
 * own before the next starts: two instances in one process, each with its own SQLite connection,
 * wait on each other's write locks while holding the one thread.
 */
async function instance(runWorker: boolean): Promise<FastifyInstance> {
  const app = await buildApp(config, { logger: false, runWorker, worker: { pollMs: 100 } });
  await app.ready();
  return app;
}

const send = (app: FastifyInstance, method: "GET" | "POST", url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) });
async function report(app: FastifyInstance, cookie: string, fields: object): Promise<string> {
  const res = await send(app, "POST", "/api/reports", cookie, fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ report: { id: string } }>().report.id;
}
const noticeCount = (app: FastifyInstance, lostId: string) =>
  app.context.database.db
    .selectFrom("match_notices")
    .select("id")
    .where("lost_report_id", "=", lostId)
    .execute()
    .then((rows) => rows.length);
const settled = (app: FastifyInstance) => dueJobsDone(app.context.database.db);
const mailsTo = (address: string) => mailsToPeer(smtp, address);
const phone = {
  itemType: "phone",
  brand: "Samsung",
  model: "Galaxy A54",
  color: "Black",
  description: "blue case, cracked screen",
};

describe("notices raised by whoever runs matching", () => {
  let owner: string;
  let finder: string;
  let lostId: string;

  it("tells the owner once when GET /api/report-match runs before the found report's match job", async () => {
    // No worker: the new reports' match jobs wait in the outbox, as when the worker is behind.
    const first = await instance(false);
    await insertLocations(first.context.database.db, [
      {
        id: library,
        name_en: "Main Library",
        name_my: "Perpustakaan Utama",
        active: flag(first.context.database.dialect, true),
        area: "library",
      },
      {
        id: sports,
        name_en: "Sports Complex",
        name_my: "Kompleks Sukan",
        active: flag(first.context.database.dialect, true),
        area: "sports",
      },
    ]);
    await addToRoster(first, [{ matrixNo: "A23CS0300" }, { matrixNo: "A23CS0301" }]);
    owner = await signUpAndLogIn(first, {
      matrixNo: "A23CS0300",
      email: "race-owner@student.demo.edu.my",
      name: "Race Owner",
    });
    finder = await signUpAndLogIn(first, {
      matrixNo: "A23CS0301",
      email: "race-finder@student.demo.edu.my",
      name: "Race Finder",
    });
    lostId = await report(first, owner, { type: "lost", ...phone, locationId: library, eventDate: daysAgo(2) });
    const foundId = await report(first, finder, {
      type: "found",
      itemType: "phone",
      brand: "samsung",
      color: "hitam",
      description: "sarung biru, skrin retak",
      locationId: library,
      eventDate: daysAgo(1),
      custody: "office",
    });

    const asked = await send(first, "GET", `/api/report-match?report_type=found&report_id=${foundId}`, finder);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().matches).toEqual([
      expect.objectContaining({ report: expect.objectContaining({ id: lostId }), shortlisted: true }),
    ]);
    expect(await noticeCount(first, lostId)).toBe(1);
    // Again and again, from either side: no second notice, no second email job.
    for (const [type, id, who] of [
      ["found", foundId, finder],
      ["lost", lostId, owner],
      ["found", foundId, finder],
    ] as const) {
      expect((await send(first, "GET", `/api/report-match?report_type=${type}&report_id=${id}`, who)).statusCode).toBe(
        200,
      );
    }
    expect(await noticeCount(first, lostId)).toBe(1);
    await first.close();

    // The worker starts and drains the outbox: the match jobs find the pair told already.
    const second = await instance(true);
    await waitFor("the outbox to empty", async () => (await pendingJobCount(second.context.database.db)) === 0, 15_000);
    await waitFor("the match email", () => mailsTo("race-owner@student.demo.edu.my").length >= 1, 15_000);
    expect(await noticeCount(second, lostId)).toBe(1);
    expect(mailsTo("race-owner@student.demo.edu.my")).toHaveLength(1);
    const notices = (await send(second, "GET", "/api/match-notices", owner)).json<{
      notices: Array<{ lostReportId: string; foundReportId: string }>;
    }>().notices;
    expect(notices).toEqual([expect.objectContaining({ lostReportId: lostId, foundReportId: foundId })]);
    await second.close();
  });

  it("puts the day's shortlisted matches of one lost report in one email, and a later one in tomorrow's", async () => {
    const quiet = await instance(false);
    const lost = await report(quiet, owner, {
      type: "lost",
      itemType: "other",
      itemTypeOther: "umbrella",
      brand: "Totes",
      color: "Navy blue",
      description: "foldable, wooden handle",
      locationId: sports,
      eventDate: daysAgo(3),
    });
    await report(quiet, finder, {
      type: "found",
      itemType: "other",
      itemTypeOther: "payung",
      brand: "Totes",
      color: "biru tua",
      description: "boleh lipat, pemegang kayu",
      locationId: sports,
      eventDate: daysAgo(2),
      custody: "office",
    });
    await report(quiet, finder, {
      type: "found",
      itemType: "other",
      itemTypeOther: "umbrela",
      brand: "totes",
      color: "navy",
      description: "wooden handle, foldable",
      locationId: sports,
      eventDate: daysAgo(1),
      custody: "finder",
    });
    expect(
      (await send(quiet, "GET", `/api/report-match?report_type=lost&report_id=${lost}`, owner)).json().matches,
    ).toHaveLength(2);
    expect(await noticeCount(quiet, lost)).toBe(2);
    await quiet.close();

    const before = mailsTo("race-owner@student.demo.edu.my").length;
    const app = await instance(true);
    onTestFinished(() => app.close());
    await waitFor("the outbox to empty", async () => (await pendingJobCount(app.context.database.db)) === 0, 15_000);
    await waitFor("the match email", () => mailsTo("race-owner@student.demo.edu.my").length > before, 15_000);
    const [mail, ...more] = mailsTo("race-owner@student.demo.edu.my").slice(before);
    expect(more).toHaveLength(0);
    const body = readable(mail!.data);
    expect(body).toContain("These found items may be yours");
    expect(body).toContain(`/dashboard/report-lost/${lost}`);

    // A third shortlisted one the same day: told live at once, emailed tomorrow morning.
    await report(app, finder, {
      type: "found",
      itemType: "other",
      itemTypeOther: "Umbrella",
      brand: "Totes",
      color: "Navy",
      description: "foldable, with a wooden handle",
      locationId: library,
      eventDate: daysAgo(2),
      custody: "office",
    });
    await waitFor("the third notice", async () => (await noticeCount(app, lost)) === 3);
    await waitFor("the outbox to settle", async () => (await pendingJobCount(app.context.database.db)) === 1, 15_000);
    const tomorrow = new Date(Date.parse(`${todayIn(zone)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const waiting = await app.context.database.db
      .selectFrom("jobs")
      .select(["run_at", "done_at"])
      .where("idempotency_key", "=", `match-digest:${lost}:${tomorrow}`)
      .executeTakeFirstOrThrow();
    expect(waiting.done_at).toBeNull();
    expect(new Date(waiting.run_at).getTime()).toBeGreaterThan(Date.now());
    expect(mailsTo("race-owner@student.demo.edu.my").slice(before)).toHaveLength(1);
  });
});

describe("two tiers: suggestions and notices", () => {
  it("lists a plausible but unsure pair without telling anyone, and tells of the sure one", async () => {
    const app = await instance(true);
    onTestFinished(() => app.close());
    await addToRoster(app, [{ matrixNo: "A23CS0310" }, { matrixNo: "A23CS0311" }]);
    const owner = await signUpAndLogIn(app, {
      matrixNo: "A23CS0310",
      email: "tiers-owner@student.demo.edu.my",
      name: "Tiers Owner",
    });
    const finder = await signUpAndLogIn(app, {
      matrixNo: "A23CS0311",
      email: "tiers-finder@student.demo.edu.my",
      name: "Tiers Finder",
    });
    const lost = await report(app, owner, {
      type: "lost",
      itemType: "wallet",
      brand: "Bonia",
      color: "Brown",
      description: "leather, student card inside, name Nur Aina",
      locationId: library,
      eventDate: daysAgo(4),
    });
    // Only the kind, a nearby day and another area: worth listing, not worth a notice.
    const vague = await report(app, finder, {
      type: "found",
      itemType: "wallet",
      locationId: sports,
      eventDate: daysAgo(2),
      custody: "office",
    });
    await settled(app);
    let matches = (await send(app, "GET", `/api/reports/${lost}/matches`, owner)).json<{
      matches: Array<{
        report: { id: string };
        shortlisted: boolean;
        confirmed: boolean;
        reasons: Array<{ code: string }>;
      }>;
    }>().matches;
    expect(matches).toEqual([
      expect.objectContaining({ report: expect.objectContaining({ id: vague }), shortlisted: false, confirmed: false }),
    ]);
    expect(await noticeCount(app, lost)).toBe(0);

    const sure = await report(app, finder, {
      type: "found",
      itemType: "other",
      itemTypeOther: "dompet",
      brand: "Bonia",
      color: "coklat",
      description: "dompet kulit, ada kad pelajar di dalam, nama Nur Aina",
      locationId: library,
      eventDate: daysAgo(3),
      custody: "office",
    });
    await settled(app);
    matches = (await send(app, "GET", `/api/reports/${lost}/matches`, owner)).json().matches;
    expect(matches.map((match) => [match.report.id, match.shortlisted])).toEqual([
      [sure, true],
      [vague, false],
    ]);
    expect(await noticeCount(app, lost)).toBe(1);
    await waitFor("the match email", () => mailsTo("tiers-owner@student.demo.edu.my").length === 1, 15_000);

    // "This is mine" is recorded and listed first; only the owner may say it.
    expect((await send(app, "POST", `/api/reports/${lost}/matches/${vague}/confirm`, finder)).statusCode).toBe(403);
    expect((await send(app, "POST", `/api/reports/${lost}/matches/${randomUUID()}/confirm`, owner)).statusCode).toBe(
      404,
    );
    const confirmed = await send(app, "POST", `/api/reports/${lost}/matches/${vague}/confirm`, owner);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toContain("you said this item is yours");
    matches = (await send(app, "GET", `/api/report-match?report_type=lost&report_id=${lost}`, owner)).json().matches;
    expect(matches.map((match) => [match.report.id, match.confirmed])).toEqual([
      [vague, true],
      [sure, false],
    ]);
  });

  it("says truthfully that an item was found before it was lost, and scores it low", async () => {
    // GET /api/report-match matches at once: no worker of its own beside the ones still open.
    const app = await instance(false);
    onTestFinished(() => app.close());
    await addToRoster(app, [{ matrixNo: "A23CS0320" }, { matrixNo: "A23CS0321" }]);
    const owner = await signUpAndLogIn(app, {
      matrixNo: "A23CS0320",
      email: "early-owner@student.demo.edu.my",
      name: "Early Owner",
    });
    const finder = await signUpAndLogIn(app, {
      matrixNo: "A23CS0321",
      email: "early-finder@student.demo.edu.my",
      name: "Early Finder",
    });
    const found = await report(app, finder, {
      type: "found",
      itemType: "laptop",
      brand: "Lenovo",
      color: "Grey",
      locationId: library,
      eventDate: daysAgo(4),
      custody: "office",
    });
    const lost = await report(app, owner, {
      type: "lost",
      itemType: "laptop",
      brand: "Lenovo",
      color: "Kelabu",
      locationId: library,
      eventDate: daysAgo(2),
    });
    const res = await send(app, "GET", `/api/report-match?report_type=lost&report_id=${lost}`, owner);
    const [match] = res.json<{
      matches: Array<{
        report: { id: string };
        score: number;
        shortlisted: boolean;
        reasons: Array<{ code: string; days?: number }>;
      }>;
    }>().matches;
    expect(match!.report.id).toBe(found);
    expect(match!.reasons).toContainEqual({ code: "foundDaysBefore", days: 2 });
    expect(match!.reasons.map((reason) => reason.code)).not.toContain("foundSameDay");
    // Lower than the same pair found after the loss would score (about 0.99), though still worth a look.
    expect(match!.score).toBeLessThan(0.9);
  });
});
