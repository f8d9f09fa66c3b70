import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./open-database";

const dir = mkdtempSync(path.join(tmpdir(), "campus-sqlite-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the embedded SQLite database", () => {
  it("lives at DATA_DIR/campus.db with WAL, foreign keys and a busy timeout", async () => {
    const database = await openDatabase({ dataDir: dir, databaseUrl: undefined });
    try {
      expect(database.dialect).toBe("sqlite");
      expect(database.location).toBe(path.join(dir, "campus.db"));
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(database.db)).rows[0] as object)[0];
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("foreign_keys")).toBe(1);
      expect(await pragma("busy_timeout")).toBe(5000);
    } finally {
      await database.destroy();
    }
  });
});
