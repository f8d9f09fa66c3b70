import { loadConfig } from "../config";
import { systemClock, type Ctx } from "../core/context";
import { ensureDataDir } from "../db/data-dir";
import { migrateToLatest } from "../db/migrate";
import { openDatabase } from "../db/open-database";

/** What a command-line task has of the application's context: the configuration, a migrated database, the clock. */
export type CliContext = Ctx<"database" | "config" | "clock">;

/** Opens the context of a command-line task (the configuration and a migrated database); closes it afterwards. */
export async function withCliContext(task: (ctx: CliContext) => Promise<void>): Promise<void> {
  const config = loadConfig();
  ensureDataDir(config.dataDir);
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database);
    await task({ database, config, clock: systemClock });
  } finally {
    await database.destroy();
  }
}
