import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToRoster, ORIGIN, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { flag } from "../../db/dialect";
import { insertLocations } from "../locations/repository";
import { insertReports } from "../reports/repository";

let t: TestApp;
let student: string;
let admin: string;
let studentId: string;
const library = randomUUID();
const cafeteria = randomUUID();
const oldHall = randomUUID();
const ids = {
  lostPending: randomUUID(),
  lostSolved: randomUUID(),
  foundSolved: randomUUID(),
  unclaimed45: randomUUID(),
  unclaimed100: randomUUID(),
};
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
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
    { id: oldHall, name_en: "Old Hall", name_my: "Dewan Lama", active: flag(dialect, false), area: null },
  ]);
  await addToRoster(t.app, [{ matrixNo: "A22CS0700" }]);
  student = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0700",
    email: "nadia.student@student.demo.edu.my",
    name: "Nadia Student",
  });
  studentId = (
    await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "nadia.student@student.demo.edu.my")
      .executeTakeFirstOrThrow()
  ).id;
  admin = await signInOfficeAdmin(t.app);
  const base = {
    item_type_other: null,
    model: null,
    serial_number: null,
    description: null,
    custody: null,
    visitor_name: null,
    visitor_email: null,
    visitor_phone: null,
    image: null,
    status: "pending" as const,
    completed_at: null,
  };
  // March 2026 (Kuala Lumpur time): three reports, two solved after 2 and 4 days.
  await insertReports(db, [
    {
      ...base,
      id: ids.lostPending,
      type: "lost",
      item_type: "phone",
      brand: "Samsung",
      color: "Black",
      location_id: library,
      event_date: "2026-03-01",
      reporter_id: studentId,
      created_at: "2026-03-02T02:00:00.000Z",
    },
    {
      ...base,
      id: ids.lostSolved,
      type: "lost",
      item_type: "phone",
      brand: '=HYPERLINK("http://evil")',
      color: 'White, "pearl"',
      model: "x;=1+1",
      serial_number: "x\t=2+2",
      location_id: library,
      event_date: "2026-03-02",
      reporter_id: studentId,
      created_at: "2026-03-03T02:00:00.000Z",
      status: "solved",
      completed_at: "2026-03-05T02:00:00.000Z",
    },
    {
      ...base,
      id: ids.foundSolved,
      type: "found",
      item_type: "wallet",
      brand: "Bonia",
      color: "Brown",
      location_id: cafeteria,
      event_date: "2026-03-03",
      reporter_id: null,
      visitor_name: "Pak Ali",
      visitor_email: "ali@example.com",
      custody: "office",
      created_at: "2026-03-04T02:00:00.000Z",
      status: "solved",
      completed_at: "2026-03-08T02:00:00.000Z",
    },
    {
      ...base,
      id: ids.unclaimed45,
      type: "found",
      item_type: "laptop",
      brand: "Dell",
      color: "Grey",
      location_id: library,
      event_date: daysAgo(46).slice(0, 10),
      reporter_id: studentId,
      custody: "office",
      created_at: daysAgo(45),
    },
    {
      ...base,
      id: ids.unclaimed100,
      type: "found",
      item_type: "other",
      item_type_other: "umbrella",
      brand: null,
      color: "Blue",
      location_id: cafeteria,
      event_date: daysAgo(101).slice(0, 10),
      reporter_id: studentId,
      custody: "office",
      created_at: daysAgo(100),
    },
  ]);
});
afterAll(() => t.close());

const send = (method: "GET" | "PATCH" | "POST" | "DELETE", url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { origin: ORIGIN, cookie }, ...(payload ? { payload } : {}) });

describe("admin dashboard figures", () => {
  it("gives the period's chart, locations, return rate, median days to solved, busiest item types and the unclaimed found items", async () => {
    const res = await send("GET", "/api/admin/overview?view=monthly&date=2026-03-15", admin);
    expect(res.statusCode).toBe(200);
    const overview = res.json();
    expect(overview.stats).toMatchObject({ view: "monthly", from: "2026-01-01", to: "2026-12-31" });
    const march = overview.stats.buckets.find((bucket: { key: string }) => bucket.key === "03");
    expect(march).toMatchObject({ lostPending: 1, lostSolved: 1, foundSolved: 1, foundPending: 0 });
    // The whole year: the March three, and the two found items from the last 100 days when they fall in 2026.
    const yearTotal = overview.locations.reduce((sum: number, location: { total: number }) => sum + location.total, 0);
    expect(overview.locations.find((location: { id: string }) => location.id === oldHall)).toMatchObject({
      total: 0,
      active: false,
    });
    expect(overview.busiestItemTypes[0]).toEqual({ itemType: "phone", count: 2 });
    expect(overview.unclaimed).toEqual({ over30: 2, over60: 1, over90: 1 });
    expect(overview.medianDaysToSolve).toBe(3);
    expect(overview.returnRate).toBeCloseTo(2 / yearTotal, 5);
  });

  it("counts by the chosen view: a weekly view of a week with nothing is empty", async () => {
    const overview = (await send("GET", "/api/admin/overview?view=weekly&date=2026-02-10", admin)).json();
    expect(overview.returnRate).toBeNull();
    expect(overview.medianDaysToSolve).toBeNull();
    expect(overview.locations.every((location: { total: number }) => location.total === 0)).toBe(true);
  });

  it("refuses students and visitors", async () => {
    expect((await send("GET", "/api/admin/overview", student)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/overview" })).statusCode).toBe(401);
  });
});

describe("report information", () => {
  it("filters, sorts and pages every report, with the reporter", async () => {
    const lost = (await send("GET", "/api/admin/reports?type=lost", admin)).json();
    expect(lost.total).toBe(2);
    expect(lost.reports.map((row: { id: string }) => row.id)).toEqual([ids.lostSolved, ids.lostPending]);
    expect(lost.reports[0].reporter).toEqual({
      visitor: false,
      name: "Nadia Student",
      email: "nadia.student@student.demo.edu.my",
    });

    const byVisitor = (await send("GET", "/api/admin/reports?reporter=pak%20ali", admin)).json();
    expect(byVisitor.reports.map((row: { id: string }) => row.id)).toEqual([ids.foundSolved]);
    expect(byVisitor.reports[0].reporter).toEqual({ visitor: true, name: "Pak Ali", email: "ali@example.com" });
    expect(
      (await send("GET", "/api/admin/reports?q=samsung%20black", admin))
        .json()
        .reports.map((row: { id: string }) => row.id),
    ).toEqual([ids.lostPending]);
    expect((await send("GET", "/api/admin/reports?q=umbrella", admin)).json().total).toBe(1);

    const byLocation = (await send("GET", "/api/admin/reports?sort=location&dir=asc&pageSize=2", admin)).json();
    expect(byLocation.total).toBe(5);
    expect(byLocation.reports.map((row: { location: { nameEn: string } }) => row.location.nameEn)).toEqual([
      "Central Cafeteria",
      "Central Cafeteria",
    ]);
    const page3 = (await send("GET", "/api/admin/reports?sort=location&dir=asc&pageSize=2&page=3", admin)).json();
    expect(page3.reports).toHaveLength(1);
    expect((await send("GET", "/api/admin/reports?sort=nonsense", admin)).statusCode).toBe(400);
  });

  it("exports what the filters select as CSV, with formulas made inert", async () => {
    const res = await send("GET", "/api/admin/reports.csv?type=lost", admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="reports-\d{4}-\d\d-\d\d\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      [
        "id",
        "type",
        "item_type",
        "item_type_other",
        "brand",
        "model",
        "colour",
        "serial_number",
        "location",
        "event_date",
        "status",
        "reported_at",
        "completed_at",
        "reporter",
        "reporter_email",
        "by_visitor",
        "reference",
        "custody_state",
        "storage_place",
        "disposal",
      ]
        .map((name) => `"${name}"`)
        .join(","),
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain(`"White, ""pearl"""`);
    // A spreadsheet that splits on ";" or tabs finds no formula in a part either, and every cell is quoted.
    expect(lines[1]).toContain(`,"x;'=1+1",`);
    expect(lines[1]).toContain(`,"x\t'=2+2",`);
    expect(lines[1]).toMatch(/^"[^"]+","lost","phone",/);
    expect((await send("GET", "/api/admin/reports.csv", student)).statusCode).toBe(403);
    // The export carries students' names and emails out: the audit log says who took it, and what it held.
    const audit = (await send("GET", "/api/admin/audit?action=report.export", admin)).json();
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      action: "report.export",
      targetType: "export",
      detail: { rows: 2, filters: { type: "lost" } },
    });
  });

  it("edits a report by the rules of a new one, and records what changed", async () => {
    const res = await send("PATCH", `/api/admin/reports/${ids.lostPending}`, admin, {
      itemType: "phone",
      brand: "Samsung",
      model: "Galaxy A54",
      color: "Blue",
      locationId: library,
      eventDate: "2026-03-01",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Report updated successfully");
    expect(res.json().report).toMatchObject({ color: "Blue", model: "Galaxy A54" });
    const audit = await t.app.context.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("target_id", "=", ids.lostPending)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "report.edit", actor_name: "Office" });
    expect(JSON.parse(audit[0]!.detail)).toEqual({
      report: { type: "lost", itemType: "phone", itemTypeOther: null, brand: "Samsung", color: "Blue" },
      changes: { color: ["Black", "Blue"], model: [null, "Galaxy A54"] },
    });

    const future = await send("PATCH", `/api/admin/reports/${ids.lostPending}`, admin, {
      itemType: "phone",
      locationId: library,
      eventDate: "2999-01-01",
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields.eventDate).toBe("The date cannot be in the future");
    const retired = await send("PATCH", `/api/admin/reports/${ids.lostPending}`, admin, {
      itemType: "phone",
      locationId: oldHall,
      eventDate: "2026-03-01",
    });
    expect(retired.statusCode).toBe(400);
    const other = await send("PATCH", `/api/admin/reports/${ids.lostPending}`, admin, {
      itemType: "other",
      locationId: library,
      eventDate: "2026-03-01",
    });
    expect(other.json().fields.itemTypeOther).toBe("Please enter item type");
    expect(
      (
        await send("PATCH", `/api/admin/reports/${ids.lostPending}`, student, {
          itemType: "phone",
          locationId: library,
          eventDate: "2026-03-01",
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await send("PATCH", `/api/admin/reports/${randomUUID()}`, admin, {
          itemType: "phone",
          locationId: library,
          eventDate: "2026-03-01",
        })
      ).statusCode,
    ).toBe(404);
  });

  it("records an admin's complete and delete in the audit log", async () => {
    expect((await send("POST", `/api/reports/${ids.unclaimed45}/complete`, admin)).statusCode).toBe(200);
    expect((await send("DELETE", `/api/reports/${ids.unclaimed100}`, admin)).statusCode).toBe(200);
    const actions = await t.app.context.database.db
      .selectFrom("audit_log")
      .select(["action", "target_id"])
      .where("action", "in", ["report.complete", "report.delete"])
      .execute();
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: "report.complete", target_id: ids.unclaimed45 },
        { action: "report.delete", target_id: ids.unclaimed100 },
      ]),
    );
  });
});

describe("report information, paged by location", () => {
  // Last: it exports (and so adds to the audit log) many times.
  it("pages by location in the export's order, and counts what every filter selects", async () => {
    for (const dir of ["asc", "desc"])
      for (const filters of [
        "",
        "&type=found",
        "&type=lost&status=pending",
        "&status=solved&reporter=ali",
        "&q=black",
      ]) {
        const csv = (await send("GET", `/api/admin/reports.csv?sort=location&dir=${dir}${filters}`, admin)).body;
        const expected = csv
          .replace(/^\uFEFF/, "")
          .trim()
          .split("\r\n")
          .slice(1)
          .map((line) => line.split(",")[0]!.replaceAll('"', ""));
        const seen: string[] = [];
        for (let page = 1; page <= expected.length + 1; page++) {
          const answer = (
            await send("GET", `/api/admin/reports?sort=location&dir=${dir}&pageSize=2&page=${page}${filters}`, admin)
          ).json();
          expect(answer.total, `${dir}${filters}`).toBe(expected.length);
          seen.push(...answer.reports.map((row: { id: string }) => row.id));
        }
        expect(seen, `${dir}${filters}`).toEqual(expected);
        const unsorted = (await send("GET", `/api/admin/reports?pageSize=100${filters}`, admin)).json();
        expect(unsorted.total, filters).toBe(expected.length);
      }
  });
});
