import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { flag } from "../../db/dialect";
import { insertLocations } from "../locations/repository";
import { insertReports } from "./repository";
import {
  countsByItemType,
  countsByLocation,
  countsByPeriod,
  overviewCounts,
  unclaimedBefore,
} from "./rollups-repository";
import { syncReportRollups } from "./rollups-service";

let t: TestApp;
const library = randomUUID();
const cafeteria = randomUUID();

beforeAll(async () => {
  t = await createTestApp({ TIME_ZONE: "Asia/Kuala_Lumpur" });
  const { dialect, db } = t.app.context.database;
  await insertLocations(db, [
    { id: library, name_en: "Main Library", name_my: "Perpustakaan Utama", active: flag(dialect, true), area: null },
    {
      id: cafeteria,
      name_en: "Central Cafeteria",
      name_my: "Kafeteria Pusat",
      active: flag(dialect, true),
      area: null,
    },
  ]);
});
afterAll(() => t.close());

const base = {
  item_type_other: null,
  brand: null,
  model: null,
  color: null,
  serial_number: null,
  description: null,
  custody: null,
  visitor_name: null,
  visitor_email: null,
  visitor_phone: null,
  image: null,
  reporter_id: null,
  completed_at: null,
};

/** The rollups as stored, and as counted from the reports directly (local days of UTC+8). */
async function rollupsAndTruth() {
  const { db } = t.app.context.database;
  const stored = await db
    .selectFrom("report_day_counts")
    .select(["period", "type", "status", "location_id", "item_type", "n"])
    .where("n", ">", 0)
    .execute();
  const monthStored = await db
    .selectFrom("report_month_counts")
    .select(["period", "type", "status", "location_id", "item_type", "n"])
    .where("n", ">", 0)
    .execute();
  const reports = await db
    .selectFrom("reports")
    .select(["created_at", "type", "status", "location_id", "item_type", "completed_at"])
    .where("deleted_at", "is", null)
    .execute();
  const truth = new Map<string, number>();
  const monthTruth = new Map<string, number>();
  const localDay = (at: string | Date) => new Date(new Date(at).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  for (const report of reports) {
    const key = [localDay(report.created_at), report.type, report.status, report.location_id, report.item_type].join(
      "|",
    );
    truth.set(key, (truth.get(key) ?? 0) + 1);
    const month = [
      localDay(report.created_at).slice(0, 7),
      report.type,
      report.status,
      report.location_id,
      report.item_type,
    ].join("|");
    monthTruth.set(month, (monthTruth.get(month) ?? 0) + 1);
  }
  const solveStored = await db
    .selectFrom("report_solve_days")
    .select(["period", "solve_days", "n"])
    .where("n", ">", 0)
    .execute();
  const solveMonths = await db
    .selectFrom("report_solve_months")
    .select(["period", "solve_days", "n"])
    .where("n", ">", 0)
    .execute();
  const solveTruth = new Map<string, number>();
  for (const report of reports.filter((r) => r.status === "solved" && r.completed_at)) {
    const key = `${localDay(report.created_at)}|${Math.floor((new Date(report.completed_at!).getTime() - new Date(report.created_at).getTime()) / 86_400_000)}`;
    solveTruth.set(key, (solveTruth.get(key) ?? 0) + 1);
  }
  const counts = (rows: typeof stored) =>
    Object.fromEntries(
      rows.map((row) => [[row.period, row.type, row.status, row.location_id, row.item_type].join("|"), Number(row.n)]),
    );
  const solves = (rows: typeof solveStored) =>
    Object.fromEntries(rows.map((row) => [`${row.period}|${row.solve_days}`, Number(row.n)]));
  const byMonth = (map: Map<string, number>) => {
    const months = new Map<string, number>();
    for (const [key, n] of map)
      months.set(key.slice(0, 7) + key.slice(10), (months.get(key.slice(0, 7) + key.slice(10)) ?? 0) + n);
    return Object.fromEntries(months);
  };
  return {
    stored: counts(stored),
    truth: Object.fromEntries(truth),
    monthStored: counts(monthStored),
    monthTruth: Object.fromEntries(monthTruth),
    solveStored: solves(solveStored),
    solveTruth: Object.fromEntries(solveTruth),
    solveMonths: solves(solveMonths),
    solveMonthTruth: byMonth(solveTruth),
  };
}

describe("daily report counts", () => {
  it("follow every change to reports: new, solved, moved, retyped, deleted, removed", async () => {
    const { db } = t.app.context.database;
    const ids = Array.from({ length: 6 }, () => randomUUID());
    // 2026-03-01T17:30Z is already 2 March in Kuala Lumpur.
    await insertReports(db, [
      {
        ...base,
        id: ids[0]!,
        type: "lost",
        item_type: "phone",
        location_id: library,
        event_date: "2026-03-01",
        created_at: "2026-03-01T17:30:00.000Z",
        status: "pending",
      },
      {
        ...base,
        id: ids[1]!,
        type: "lost",
        item_type: "phone",
        location_id: library,
        event_date: "2026-03-01",
        created_at: "2026-03-01T15:30:00.000Z",
        status: "pending",
      },
      {
        ...base,
        id: ids[2]!,
        type: "found",
        item_type: "wallet",
        location_id: cafeteria,
        event_date: "2026-03-02",
        created_at: "2026-03-02T02:00:00.000Z",
        status: "solved",
        completed_at: "2026-03-05T03:00:00.000Z",
      },
      {
        ...base,
        id: ids[3]!,
        type: "found",
        item_type: "laptop",
        location_id: cafeteria,
        event_date: "2026-03-02",
        created_at: "2026-03-02T04:00:00.000Z",
        status: "pending",
      },
      {
        ...base,
        id: ids[4]!,
        type: "lost",
        item_type: "other",
        item_type_other: "umbrella",
        location_id: library,
        event_date: "2026-03-03",
        created_at: "2026-03-03T04:00:00.000Z",
        status: "pending",
      },
      {
        ...base,
        id: ids[5]!,
        type: "found",
        item_type: "phone",
        location_id: library,
        event_date: "2026-03-03",
        created_at: "2026-03-03T05:00:00.000Z",
        status: "pending",
      },
    ]);
    let now = await rollupsAndTruth();
    expect(now.stored).toEqual(now.truth);
    expect(now.monthStored).toEqual(now.monthTruth);
    expect(now.stored[`2026-03-02|lost|pending|${library}|phone`]).toBe(1);
    expect(now.solveStored).toEqual({ "2026-03-02|3": 1 });

    await db
      .updateTable("reports")
      .set({ status: "solved", completed_at: "2026-03-04T00:00:00.000Z" })
      .where("id", "=", ids[0]!)
      .execute();
    await db
      .updateTable("reports")
      .set({ location_id: cafeteria, item_type: "laptop" })
      .where("id", "=", ids[1]!)
      .execute();
    await db.updateTable("reports").set({ deleted_at: "2026-03-06T00:00:00.000Z" }).where("id", "=", ids[2]!).execute();
    await db.deleteFrom("reports").where("id", "=", ids[3]!).execute();
    await db.updateTable("reports").set({ description: "no effect on counts" }).where("id", "=", ids[4]!).execute();
    now = await rollupsAndTruth();
    expect(now.stored).toEqual(now.truth);
    expect(now.monthStored).toEqual(now.monthTruth);
    expect(now.solveStored).toEqual(now.solveTruth);
    expect(now.solveMonths).toEqual(now.solveMonthTruth);
    expect(now.solveStored).toEqual({ "2026-03-02|2": 1 });
  });

  it("are counted again when the university's time zone changes, and left alone when it does not", async () => {
    const { db } = t.app.context.database;
    const inZone = (timeZone: string) => ({ ...t.app.context, config: { ...t.app.context.config, timeZone } });
    expect(await syncReportRollups(inZone("Asia/Kuala_Lumpur"))).toBe(false);
    expect(await syncReportRollups(inZone("UTC"))).toBe(true);
    const days = await db
      .selectFrom("report_day_counts")
      .select("period")
      .where("n", ">", 0)
      .where("type", "=", "lost")
      .where("item_type", "=", "phone")
      .execute();
    expect(days.map((row) => row.period)).toEqual(["2026-03-01"]);
    expect(await syncReportRollups(inZone("Asia/Kuala_Lumpur"))).toBe(true);
    const again = await rollupsAndTruth();
    expect(again.stored).toEqual(again.truth);
    expect(again.monthStored).toEqual(again.monthTruth);
    expect(again.solveMonths).toEqual(again.solveMonthTruth);
    const [{ zones }] = (await sql<{ zones: number }>`select count(*) as zones from stats_zone`.execute(db)).rows as [
      { zones: number },
    ];
    expect(Number(zones)).toBe(1);
  });

  it("count found items still pending before each day, whole months and the days of the last one alike", async () => {
    const { db } = t.app.context.database;
    // Local days (UTC+8): 10 Jan, 31 Jan, 1 Feb, 14 Feb, 15 Feb, 20 Mar; one solved and one lost that never count.
    const days = ["2025-01-10", "2025-01-31", "2025-02-01", "2025-02-14", "2025-02-15", "2025-03-20"];
    await insertReports(db, [
      ...days.map((day) => ({
        ...base,
        id: randomUUID(),
        type: "found" as const,
        item_type: "wallet" as const,
        location_id: library,
        event_date: day,
        created_at: `${day}T01:00:00.000Z`,
        status: "pending" as const,
      })),
      {
        ...base,
        id: randomUUID(),
        type: "found",
        item_type: "wallet",
        location_id: library,
        event_date: "2025-01-05",
        created_at: "2025-01-05T01:00:00.000Z",
        status: "solved",
        completed_at: "2025-01-06T01:00:00.000Z",
      },
      {
        ...base,
        id: randomUUID(),
        type: "lost",
        item_type: "wallet",
        location_id: library,
        event_date: "2025-01-05",
        created_at: "2025-01-05T01:00:00.000Z",
        status: "pending",
      },
    ]);
    // Before 15 Feb: four; before 1 Feb: two; before 31 Jan: one.
    expect(await unclaimedBefore(db, { d30: "2025-02-15", d60: "2025-02-01", d90: "2025-01-31" })).toEqual({
      over30: 4,
      over60: 2,
      over90: 1,
    });
    expect(await unclaimedBefore(db, { d30: "2025-03-21", d60: "2025-02-15", d90: "2025-01-11" })).toEqual({
      over30: 6,
      over60: 4,
      over90: 1,
    });
  });

  it("give the overview the same counts in one pass as the three queries do, for every view's span", async () => {
    const { db, dialect } = t.app.context.database;
    const spans = [
      { days: { from: "2025-01-06", to: "2025-01-12" }, length: 10 },
      { days: { from: "2025-01-01", to: "2025-01-31" }, length: 10 },
      { days: { from: "2025-01-01", to: "2025-12-31" }, length: 7 },
      { days: { from: "2021-01-01", to: "2025-12-31" }, length: 4 },
    ];
    const byKey = <T>(rows: T[], key: (row: T) => string) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));
    for (const { days, length } of spans) {
      const together = await overviewCounts(db, dialect, days, length);
      const period = (row: { period: string; type: string; status: string }) => `${row.period}${row.type}${row.status}`;
      expect(byKey(together.byPeriod, period)).toEqual(byKey(await countsByPeriod(db, days, length), period));
      const location = (row: { id: string }) => row.id;
      const alone = await countsByLocation(db, days);
      expect(byKey(together.byLocation, location).map((row) => ({ ...row, active: Boolean(row.active) }))).toEqual(
        byKey(alone, location).map((row) => ({ ...row, active: Boolean(row.active) })),
      );
      const item = (row: { itemType: string }) => row.itemType;
      expect(byKey(together.byItemType, item)).toEqual(byKey(await countsByItemType(db, days), item));
      expect(together.byPeriod.length).toBeGreaterThan(0);
    }
  });
});
