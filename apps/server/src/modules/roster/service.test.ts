import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { createAdmin } from "../users/service";
import { describeRefusal, importRosterCsv } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DOMAIN = "student.demo.edu.my";
/** The app's context with the student domain this test's rows are checked against. */
const ctx = () => ({ ...t.app.context, config: { ...t.app.context.config, studentEmailDomain: DOMAIN } });

describe("roster import", () => {
  it("imports the good rows, reports each bad row by line, and updates on a second import", async () => {
    const csv = [
      "Matrix No,Email,Name",
      "a21cs0001,Aisyah@Student.Demo.edu.my,Aisyah Rahman",
      'A21CS0002,,"Tan, Wei Jie"',
      "A21CS0003,not-an-email,Bad Email",
      "A21CS0004,someone@gmail.com,Wrong Domain",
      "A21 CS 0005,,Spaces",
      "A21CS0001,,Duplicate",
      "A21CS0006,,Name,extra",
      "A21CS0007",
    ].join("\n");
    const progress: number[] = [];
    const first = await importRosterCsv(ctx(), csv, (done) => progress.push(done));
    expect(first.added).toBe(3);
    expect(first.updated).toBe(0);
    expect(first.refused.map((refusal) => ({ line: refusal.line, reason: describeRefusal("en", refusal) }))).toEqual([
      { line: 4, reason: "Email: Invalid email" },
      { line: 5, reason: "Email: a valid student email of the university is required" },
      { line: 6, reason: expect.stringMatching(/^Matrix number: Enter the matrix number/) },
      { line: 7, reason: "Matrix number A21CS0001 already appears on line 2" },
      { line: 8, reason: "Expected at most 3 columns (matrix number, email, name), found 4" },
    ]);
    expect(progress).toEqual([3]);
    const rows = await t.app.context.database.db.selectFrom("roster").selectAll().orderBy("matrix_no").execute();
    expect(rows.map((r) => [r.matrix_no, r.email, r.name])).toEqual([
      ["A21CS0001", "aisyah@student.demo.edu.my", "Aisyah Rahman"],
      ["A21CS0002", null, "Tan, Wei Jie"],
      ["A21CS0007", null, null],
    ]);

    const second = await importRosterCsv(ctx(), "A21CS0002,weijie@student.demo.edu.my,Tan Wei Jie\nA21CS0008,,New");
    expect(second).toEqual({ added: 1, updated: 1, refused: [] });
    const updated = await t.app.context.database.db
      .selectFrom("roster")
      .selectAll()
      .where("matrix_no", "=", "A21CS0002")
      .executeTakeFirstOrThrow();
    expect(updated.email).toBe("weijie@student.demo.edu.my");
  });

  it("handles a large file in batches with progress", async () => {
    const lines = Array.from({ length: 1200 }, (_, i) => `B${String(i).padStart(6, "0")},,Student ${i}`);
    const progress: number[] = [];
    const result = await importRosterCsv(ctx(), lines.join("\n"), (done) => progress.push(done));
    expect(result).toEqual({ added: 1200, updated: 0, refused: [] });
    expect(progress).toEqual([500, 1000, 1200]);
  });

  it("writes the office's audit entry with the last batch, and says so when a batch failed", async () => {
    await createAdmin(t.app.context, { name: "Office", email: "office@demo.edu.my", password: "Office#2026-x" });
    const admin = await t.app.context.database.db
      .selectFrom("users")
      .select(["id", "name", "email", "role"])
      .where("email", "=", "office@demo.edu.my")
      .executeTakeFirstOrThrow();
    const entries = () =>
      t.app.context.database.db
        .selectFrom("audit_log")
        .select(["actor_name", "detail"])
        .where("action", "=", "roster.import")
        .execute()
        .then((rows) => rows.map((row) => ({ ...row, detail: JSON.parse(row.detail) as object })));
    const lines = (prefix: string) => Array.from({ length: 700 }, (_, i) => `${prefix}${String(i).padStart(6, "0")}`);
    await importRosterCsv(ctx(), [...lines("C"), "bad row!"].join("\n"), undefined, admin as never);
    expect(await entries()).toEqual([{ actor_name: "Office", detail: { added: 700, updated: 0, refused: 1 } }]);

    // The second batch's transaction fails (a full disk, say): the first stays, and the log says so.
    let transactions = 0;
    const { db } = t.app.context.database;
    const failing = new Proxy(db, {
      get(target, property, receiver) {
        if (property === "transaction" && ++transactions === 2)
          return () => ({ execute: () => Promise.reject(new Error("disk full")) });
        const value = Reflect.get(target, property, receiver) as unknown;
        return typeof value === "function" ? (value as () => unknown).bind(target) : value;
      },
    });
    const context = { ...ctx(), database: { ...t.app.context.database, db: failing } };
    await expect(importRosterCsv(context, lines("D").join("\n"), undefined, admin as never)).rejects.toThrow(
      "disk full",
    );
    expect((await entries())[1]).toEqual({
      actor_name: "Office",
      detail: { added: 500, updated: 0, refused: 0, failed: true },
    });
  });
});
