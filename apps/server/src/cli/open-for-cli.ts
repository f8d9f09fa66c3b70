import { loadConfig, type Config } from "../config";
import { ensureDataDir } from "../db/data-dir";
import type { Database } from "../db/dialect";
import { migrateToLatest } from "../db/migrate";
import { openDatabase } from "../db/open-database";

/** Configuration and a migrated database for a command-line task; closes it afterwards. */
export async function withDatabase(task: (database: Database, config: Config) => Promise<void>): Promise<void> {
  const config = loadConfig();
  ensureDataDir(config.dataDir);
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database);
    await task(database, config);
  } finally {
    await database.destroy();
  }
}
