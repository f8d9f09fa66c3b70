import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-app";
import { loadConfig } from "../config";
import type { Database } from "./dialect";
import { migrateToLatest } from "./migrate";
import { openDatabase } from "./open-database";

/**
 * Migrating while another schema of the same database is dropped and made again (another
 * application sharing the database, or the test files next to this one): Kysely's own
 * introspector read every schema and failed now and then with "schema … does not exist" for
 * one that was not ours (29 of 5,775 reads under this churn); the migrator reads only our schema now.
 */
describe("the schema the migrator reads", () => {
  let testDatabase: TestDatabase;
  let database: Database;
  let neighbour: pg.Pool;
  let churning = true;
  let churn: Promise<void>;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await openDatabase(loadConfig({ DATABASE_URL: testDatabase.databaseUrl!, DATA_DIR: "/tmp" }));
    const base = new URL(testDatabase.databaseUrl!);
    base.searchParams.delete("options");
    neighbour = new pg.Pool({ connectionString: base.toString(), max: 1 });
    const name = `neighbour_${Math.random().toString(36).slice(2, 10)}`;
    churn = (async () => {
      while (churning) {
        await neighbour.query(`create schema ${name}; create table ${name}.rate_limits (id serial primary key)`);
        await neighbour.query(`drop schema ${name} cascade`);
      }
    })();
  });
  afterAll(async () => {
    churning = false;
    await churn;
    await neighbour.end();
    await database.destroy();
    await testDatabase.drop();
  });

  it("migrates and lists our tables while a neighbouring schema comes and goes", async () => {
    expect((await migrateToLatest(database)).length).toBeGreaterThan(20);
    for (let read = 0; read < 300; read++) {
      const tables = await database.db.introspection.getTables();
      expect(tables.every((table) => table.schema === tables[0]!.schema)).toBe(true);
      expect(tables.map((table) => table.name)).toContain("reports");
      expect(tables.map((table) => table.name)).not.toContain("kysely_migration");
    }
    const reports = (await database.db.introspection.getTables()).find((table) => table.name === "reports")!;
    expect(reports.columns.find((column) => column.name === "id")).toMatchObject({
      dataType: "text",
      isNullable: false,
    });
    const schema = await sql<{ name: string }>`select current_schema() as name`.execute(database.db);
    expect(reports.schema).toBe(schema.rows[0]!.name);
    expect(await migrateToLatest(database)).toEqual([]);
  });
});
