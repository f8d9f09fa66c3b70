import { verifyPassword } from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { toIso } from "../db/dialect";
import { countReportsByTypeAndStatus } from "../modules/reports/repository";
import { DEMO_REPORT_COUNT, seedDemoData, type SeedResult } from "./seed-demo";

const NOW = new Date("2026-11-22T10:00:00Z");
let t: TestApp;
let result: SeedResult;
beforeAll(async () => {
  t = await createTestApp();
  result = await seedDemoData(t.app.database, t.config, NOW);
});
afterAll(() => t.close());

describe("demo data", () => {
  it("loads a roster, locations, an admin, students and about fifty reports", async () => {
    expect(result.created).toBe(true);
    expect(result.counts.reports).toBe(DEMO_REPORT_COUNT);
    const { db } = t.app.database;
    const roles = await db.selectFrom("users").select("role").execute();
    expect(roles.filter((u) => u.role === "admin")).toHaveLength(1);
    expect(roles.filter((u) => u.role === "student").length).toBeGreaterThanOrEqual(3);
    expect((await db.selectFrom("locations").selectAll().execute()).length).toBeGreaterThanOrEqual(10);
    const roster = await db.selectFrom("roster").selectAll().execute();
    const studentMatrix = result.logins.filter((l) => l.role === "student").map((l) => l.matrixNo);
    expect(roster.map((r) => r.matrix_no)).toEqual(expect.arrayContaining([...studentMatrix, ...result.freeRosterNumbers]));
  });

  it("spreads the reports over the last twelve months with every type and status", async () => {
    const { db } = t.app.database;
    const reports = await db.selectFrom("reports").select(["event_date", "created_at", "completed_at", "status", "reporter_id", "visitor_name"]).execute();
    const months = new Set(reports.map((r) => r.event_date.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(11);
    for (const report of reports) {
      expect(report.event_date <= NOW.toISOString().slice(0, 10)).toBe(true);
      expect(report.event_date >= "2025-11-22").toBe(true);
      expect(toIso(report.created_at) <= NOW.toISOString()).toBe(true);
      expect(report.status === "solved").toBe(report.completed_at !== null);
      expect(report.reporter_id !== null || report.visitor_name !== null).toBe(true);
    }
    const groups = await countReportsByTypeAndStatus(db);
    expect(groups.map((g) => `${g.type}/${g.status}`).sort()).toEqual(["found/pending", "found/solved", "lost/pending", "lost/solved"]);
    expect(reports.some((r) => r.visitor_name !== null)).toBe(true);
  });

  it("stores the printed passwords as hashes that verify", async () => {
    const { db } = t.app.database;
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
    const again = await seedDemoData(t.app.database, t.config, NOW);
    expect(again.created).toBe(false);
    const reports = await t.app.database.db.selectFrom("reports").select("id").execute();
    expect(reports).toHaveLength(DEMO_REPORT_COUNT);
  });
});
