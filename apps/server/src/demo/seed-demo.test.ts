import { ITEM_TYPES, todayIn } from "@campus/shared";
import { verifyPassword } from "better-auth/crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { toIso } from "../db/dialect";
import type { FileStorage } from "../infra/storage/file-storage";
import { countReportsByTypeAndStatus, recentFoundWithPhotos } from "../modules/reports/repository";
import { demoLocations, demoStudents, scriptedReports } from "./demo-data";
import { DEMO_PHOTO_HEIGHT, DEMO_PHOTO_WIDTH } from "./demo-photos";
import { DEMO_REPORT_COUNT, seedDemoData, type SeedResult } from "./seed-demo";

const NOW = new Date("2026-11-22T10:00:00Z");
const DAY_MS = 86_400_000;
let t: TestApp;
let result: SeedResult;
let seedMs: number;
/** The app's context as of NOW. */
const atNow = (app: TestApp) => ({ ...app.app.context, clock: () => NOW });
beforeAll(async () => {
  t = await createTestApp();
  const started = performance.now();
  result = await seedDemoData(atNow(t));
  seedMs = performance.now() - started;
});
afterAll(() => t.close());

const allReports = () => t.app.context.database.db.selectFrom("reports").selectAll().execute();
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

describe("demo data", () => {
  it("loads a roster, locations, an admin, students and about fifty reports", async () => {
    expect(result.created).toBe(true);
    expect(result.counts.reports).toBe(DEMO_REPORT_COUNT);
    const { db } = t.app.context.database;
    const roles = await db.selectFrom("users").select("role").execute();
    expect(roles.filter((u) => u.role === "admin")).toHaveLength(1);
    expect(roles.filter((u) => u.role === "student").length).toBeGreaterThanOrEqual(3);
    expect((await db.selectFrom("locations").selectAll().execute()).length).toBeGreaterThanOrEqual(10);
    const roster = await db.selectFrom("roster").selectAll().execute();
    const studentMatrix = result.logins.filter((l) => l.role === "student").map((l) => l.matrixNo);
    expect(roster.map((r) => r.matrix_no)).toEqual(
      expect.arrayContaining([...studentMatrix, ...result.freeRosterNumbers]),
    );
  });

  it("spreads the reports over the last twelve months with every type and status", async () => {
    const { db } = t.app.context.database;
    const reports = await allReports();
    const today = todayIn(t.config.timeZone, NOW);
    const months = new Set(reports.map((r) => r.event_date.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(11);
    for (const report of reports) {
      expect(report.event_date <= today).toBe(true);
      expect(report.event_date >= "2025-11-22").toBe(true);
      const createdAt = toIso(report.created_at);
      expect(createdAt <= NOW.toISOString()).toBe(true);
      // Reported the day of the event or a day or two later (in the university's time zone).
      expect(daysBetween(report.event_date, todayIn(t.config.timeZone, new Date(createdAt)))).toBeGreaterThanOrEqual(0);
      expect(daysBetween(report.event_date, todayIn(t.config.timeZone, new Date(createdAt)))).toBeLessThanOrEqual(2);
      expect(report.reporter_id !== null || report.visitor_name !== null).toBe(true);
    }
    const groups = await countReportsByTypeAndStatus(db);
    expect(groups.map((g) => `${g.type}/${g.status}`).sort()).toEqual([
      "found/pending",
      "found/solved",
      "lost/pending",
      "lost/solved",
    ]);
  });

  it("uses every field: all item types, brands, colours (some in Malay), serial numbers, models, descriptions, all locations", async () => {
    const reports = await allReports();
    expect(new Set(reports.map((r) => r.item_type))).toEqual(new Set(ITEM_TYPES));
    for (const report of reports) expect(report.item_type_other !== null).toBe(report.item_type === "other");
    const others = new Set(reports.map((r) => r.item_type_other).filter(Boolean));
    expect(others.size).toBeGreaterThanOrEqual(4);
    expect(reports.filter((r) => r.brand).length).toBeGreaterThanOrEqual(30);
    expect(reports.every((r) => r.color && r.description)).toBe(true);
    expect(reports.some((r) => r.color === "Hitam" || r.color === "Biru")).toBe(true);
    expect(reports.filter((r) => r.model).length).toBeGreaterThanOrEqual(20);
    const withSerial = reports.filter((r) => r.serial_number);
    expect(withSerial.some((r) => r.item_type === "phone")).toBe(true);
    expect(withSerial.some((r) => r.item_type === "laptop")).toBe(true);
    const locations = await t.app.context.database.db.selectFrom("locations").select(["id"]).execute();
    expect(locations).toHaveLength(demoLocations.length);
    expect(new Set(reports.map((r) => r.location_id))).toEqual(new Set(locations.map((l) => l.id)));
  });

  it("stores the near-pairs as potential matches, with reasons, without notices", async () => {
    const db = t.app.context.database.db;
    const matches = await db
      .selectFrom("matches")
      .innerJoin("reports", "reports.id", "matches.lost_report_id")
      .select(["matches.reasons", "reports.status"])
      .execute();
    expect(matches.length).toBeGreaterThanOrEqual(3);
    expect(matches.every((match) => match.status === "pending" && JSON.parse(match.reasons).length > 0)).toBe(true);
    expect(await db.selectFrom("match_notices").selectAll().execute()).toEqual([]);
    const areas = await db.selectFrom("locations").select("area").execute();
    expect(areas.every((location) => location.area)).toBe(true);
  });

  it("sets custody on every found report and none on lost ones", async () => {
    for (const report of await allReports()) {
      if (report.type === "found") expect(["finder", "office"]).toContain(report.custody);
      else expect(report.custody).toBeNull();
    }
  });

  it("records who solved each solved report and when", async () => {
    const admin = await t.app.context.database.db
      .selectFrom("users")
      .select("id")
      .where("role", "=", "admin")
      .executeTakeFirstOrThrow();
    const reports = await allReports();
    const solved = reports.filter((r) => r.status === "solved");
    expect(solved.length).toBeGreaterThanOrEqual(8);
    for (const report of reports) {
      if (report.status === "solved") {
        expect(report.completed_at).not.toBeNull();
        expect(toIso(report.completed_at)! >= toIso(report.created_at)).toBe(true);
        expect(toIso(report.completed_at)! <= NOW.toISOString()).toBe(true);
        expect([admin.id, report.reporter_id]).toContain(report.solved_by);
      } else {
        expect(report.completed_at).toBeNull();
        expect(report.solved_by).toBeNull();
      }
    }
    expect(solved.some((r) => r.solved_by === admin.id)).toBe(true);
    expect(solved.some((r) => r.solved_by !== admin.id)).toBe(true);
  });

  it("has found reports from visitors with their contact details, and several reports per demo student", async () => {
    const reports = await allReports();
    const visitors = reports.filter((r) => r.reporter_id === null);
    expect(visitors.length).toBeGreaterThanOrEqual(3);
    expect(visitors.length).toBeLessThanOrEqual(4);
    for (const report of visitors) {
      expect(report.type).toBe("found");
      expect(report.visitor_name).toBeTruthy();
      expect(report.visitor_email ?? report.visitor_phone).toBeTruthy();
    }
    for (const report of reports.filter((r) => r.reporter_id !== null)) {
      expect([report.visitor_name, report.visitor_email, report.visitor_phone]).toEqual([null, null, null]);
    }
    const students = await t.app.context.database.db
      .selectFrom("users")
      .select("id")
      .where("role", "=", "student")
      .execute();
    expect(students).toHaveLength(demoStudents.length);
    for (const student of students) {
      expect(reports.filter((r) => r.reporter_id === student.id).length).toBeGreaterThanOrEqual(5);
    }
  });

  it("includes near-pairs of lost and found items, one with the same serial number", async () => {
    const reports = await allReports();
    const pairs = reports.flatMap((lost) =>
      reports
        .filter(
          (found) =>
            lost.type === "lost" &&
            found.type === "found" &&
            found.item_type === lost.item_type &&
            found.brand !== null &&
            found.brand === lost.brand &&
            daysBetween(lost.event_date, found.event_date) >= 0 &&
            daysBetween(lost.event_date, found.event_date) <= 2,
        )
        .map((found) => ({ lost, found })),
    );
    const labels = new Set(scriptedReports.map((r) => r.pair).filter(Boolean));
    expect(labels.size).toBeGreaterThanOrEqual(3);
    expect(pairs.length).toBeGreaterThanOrEqual(labels.size);
    expect(
      pairs.some(({ lost, found }) => lost.serial_number !== null && lost.serial_number === found.serial_number),
    ).toBe(true);
  });

  it("publishes photos that the server serves, with thumbnails, including recent found items for the home page", async () => {
    const reports = await allReports();
    const withImage = reports.filter((r) => r.image !== null);
    expect(result.counts.photos).toBe(withImage.length);
    expect(withImage.length).toBeGreaterThanOrEqual(12);
    expect(withImage.some((r) => r.type === "lost")).toBe(true);
    for (const report of withImage) {
      // Stored as a path on this server, so the data survives a change of PUBLIC_URL.
      const match = /^\/api\/files\/([0-9a-f-]{36}\.jpg)$/.exec(report.image!);
      const filename = match![1]!;
      const full = await t.app.inject({ method: "GET", url: `/api/files/${filename}` });
      expect(full.statusCode).toBe(200);
      expect(full.headers["content-type"]).toMatch(/^image\/jpeg/);
      expect(await sharp(full.rawPayload).metadata()).toMatchObject({
        format: "jpeg",
        width: DEMO_PHOTO_WIDTH,
        height: DEMO_PHOTO_HEIGHT,
      });
      const thumb = await t.app.inject({ method: "GET", url: `/api/files/thumbs/${filename}` });
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers["content-type"]).toMatch(/^image\/jpeg/);
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 256, height: 256 });
    }
    // The home page carousel: pending found items with photos from the last three weeks.
    const recent = await recentFoundWithPhotos(t.app.context.database.db, 12);
    const threeWeeksAgo = todayIn(t.config.timeZone, new Date(NOW.getTime() - 21 * DAY_MS));
    expect(recent.filter((r) => r.event_date >= threeWeeksAgo).length).toBeGreaterThanOrEqual(5);
  });

  it("leaves no photo behind when one cannot be stored", async () => {
    const other = await createTestApp();
    try {
      const written: string[] = [];
      const failing: FileStorage = {
        ...other.app.context.storage,
        async write(key, body, contentType) {
          if (written.length === 7) throw new Error("disk full");
          written.push(key);
          await other.app.context.storage.write(key, body, contentType);
        },
      };
      await expect(seedDemoData({ ...atNow(other), storage: failing })).rejects.toThrow("disk full");
      expect(written.length).toBeGreaterThan(0);
      for (const key of written) expect(await other.app.context.storage.read(key)).toBeNull();
      expect(await other.app.context.database.db.selectFrom("users").select("id").execute()).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it("seeds quickly", () => {
    expect(seedMs).toBeLessThan(10_000);
  });

  it("stores the printed passwords as hashes that verify", async () => {
    const { db } = t.app.context.database;
    for (const login of result.logins) {
      const account = await db
        .selectFrom("accounts")
        .innerJoin("users", "users.id", "accounts.user_id")
        .select(["accounts.password", "users.role"])
        .where("users.email", "=", login.email)
        .executeTakeFirstOrThrow();
      expect(account.role).toBe(login.role);
      expect(account.password).not.toContain(login.password);
      expect(await verifyPassword({ hash: account.password!, password: login.password })).toBe(true);
    }
  });

  it("is safe to run again: nothing is duplicated", async () => {
    const again = await seedDemoData(atNow(t));
    expect(again.created).toBe(false);
    expect(again.counts.photos).toBe(0);
    const reports = await t.app.context.database.db.selectFrom("reports").select("id").execute();
    expect(reports).toHaveLength(DEMO_REPORT_COUNT);
  });
});

describe("demo custody and claims", () => {
  it("shows found items in every custody state and claims in every state, each claim on a visitor's item", async () => {
    const { db } = t.app.context.database;
    const kinds = new Set((await db.selectFrom("custody_events").select("kind").execute()).map((row) => row.kind));
    expect([...kinds].sort()).toEqual(["claimed", "donated", "handedIn", "returned"]);
    const claims = await db
      .selectFrom("claims")
      .innerJoin("reports", "reports.id", "claims.report_id")
      .select([
        "claims.status",
        "claims.claimant_id",
        "reports.reporter_id",
        "reports.status as report_status",
        "reports.id",
      ])
      .execute();
    expect(new Set(claims.map((claim) => claim.status))).toEqual(new Set(["open", "approved", "rejected", "returned"]));
    for (const claim of claims) expect(claim.reporter_id).toBeNull();
    // Two students claim one item; the returned one's item is solved, with its handover.
    const openItems = claims.filter((claim) => claim.status === "open").map((claim) => claim.id);
    expect(new Set(openItems).size).toBe(1);
    expect(openItems).toHaveLength(2);
    const returned = claims.find((claim) => claim.status === "returned")!;
    expect(returned.report_status).toBe("solved");
    expect(await db.selectFrom("claim_handovers").select("report_id").execute()).toEqual([{ report_id: returned.id }]);
    const hidden = await db.selectFrom("report_hidden_details").select("report_id").execute();
    expect(hidden).toHaveLength(3);
  });
});
