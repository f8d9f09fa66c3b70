import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDialect } from "../../test/test-app";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { StartupError } from "../startup-error";
import { migrateToLatest } from "./migrate";
import { allMigrations } from "./migrations";
import { openDatabase } from "./open-database";

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "campus-db-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe("migrations", () => {
  it("create every table once and are a no-op the second time", async () => {
    const testDb = await createTestDatabase();
    cleanups.push(() => testDb.drop());
    const database = await openDatabase({ dataDir: tempDir(), databaseUrl: testDb.databaseUrl });
    cleanups.push(() => database.destroy());
    expect(database.dialect).toBe(testDialect);

    expect(await migrateToLatest(database)).toEqual(Object.keys(allMigrations(database.dialect)));
    expect(Object.keys(allMigrations(database.dialect)).slice(0, 2)).toEqual(["0001-initial", "0002-auth"]);
    expect(await migrateToLatest(database)).toEqual([]);
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        "users",
        "accounts",
        "sessions",
        "verifications",
        "rate_limits",
        "roster",
        "locations",
        "reports",
      ]),
    );
  });

  it("enforce foreign keys and value checks", async () => {
    const testDb = await createTestDatabase();
    cleanups.push(() => testDb.drop());
    const database = await openDatabase({ dataDir: tempDir(), databaseUrl: testDb.databaseUrl });
    cleanups.push(() => database.destroy());
    await migrateToLatest(database);
    const report = {
      id: "r1",
      type: "lost" as const,
      item_type: "wallet" as const,
      location_id: "no-such-location",
      event_date: "2026-01-02",
      created_at: new Date().toISOString(),
    };
    await expect(database.db.insertInto("reports").values(report).execute()).rejects.toThrow(/foreign key/i);
    await database.db
      .insertInto("locations")
      .values({ id: "l1", name_en: "Library", name_my: "Perpustakaan", created_at: new Date().toISOString() })
      .execute();
    await expect(
      database.db
        .insertInto("reports")
        .values({ ...report, location_id: "l1", type: "stolen" as "lost" })
        .execute(),
    ).rejects.toThrow(/check/i);
    await database.db
      .insertInto("reports")
      .values({ ...report, location_id: "l1" })
      .execute();
    const row = await database.db.selectFrom("reports").select(["event_date", "status"]).executeTakeFirstOrThrow();
    expect(row).toEqual({ event_date: "2026-01-02", status: "pending" });
  });
});

describe("start-up failures give one clear line", () => {
  it("when DATA_DIR is not a usable folder", async () => {
    const file = path.join(tempDir(), "a-file");
    writeFileSync(file, "not a folder");
    const config = loadConfig({ DATA_DIR: file });
    const failure = buildApp(config, { logger: false });
    await expect(failure).rejects.toBeInstanceOf(StartupError);
    await expect(failure).rejects.toThrow(`DATA_DIR ${file} cannot be used as the data folder`);
  });

  it("when DATABASE_URL cannot be reached, with the password hidden", async () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: "postgres://app:s3cret@127.0.0.1:1/campus" });
    const failure = buildApp(config, { logger: false });
    await expect(failure).rejects.toBeInstanceOf(StartupError);
    await expect(failure).rejects.toThrow(
      /^Cannot connect to the database at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/campus: .*ECONNREFUSED/,
    );
    await expect(failure).rejects.not.toThrow(/s3cret/);
  });
});
