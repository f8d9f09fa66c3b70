import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-app";
import { openDatabase } from "./open-database";

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe("the PostgreSQL pool", () => {
  it("runs every connection with synchronized scans off and the URL's own options", async () => {
    // The test database's URL carries options of its own: `-c search_path=<its schema>`.
    const testDb = await createTestDatabase();
    cleanups.push(() => testDb.drop());
    const dataDir = mkdtempSync(path.join(tmpdir(), "campus-db-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = await openDatabase({ dataDir, databaseUrl: testDb.databaseUrl });
    cleanups.push(() => database.destroy());

    // Ten queries at once take ten connections; each has the setting.
    const settings = await Promise.all(
      Array.from({ length: 10 }, () =>
        sql<{
          setting: string;
          path: string;
        }>`select current_setting('synchronize_seqscans') as setting, current_setting('search_path') as path, pg_sleep(0.05)`.execute(
          database.db,
        ),
      ),
    );
    expect(settings.map((result) => result.rows[0]!.setting)).toEqual(Array(10).fill("off"));
    const schema = new URL(testDb.databaseUrl!).searchParams.get("options")!.replace("-c search_path=", "");
    expect(settings.map((result) => result.rows[0]!.path)).toEqual(Array(10).fill(schema));
  });
});
