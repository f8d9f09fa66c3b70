import { loadConfig } from "../config";
import { ensureDataDir } from "../db/data-dir";
import { migrateToLatest } from "../db/migrate";
import { openDatabase } from "../db/open-database";
import { runCli } from "./run-cli";

/** `npm run migrate`: applies every pending migration and lists what ran. */
runCli(
  {
    usage: "npm run migrate",
    about:
      "Applies every pending database migration (the SQLite file in DATA_DIR, or PostgreSQL when DATABASE_URL is set) and lists the ones it ran. The server also migrates when it starts.",
  },
  async () => {
    const config = loadConfig();
    if (!config.databaseUrl) ensureDataDir(config.dataDir);
    const database = await openDatabase(config);
    try {
      const applied = await migrateToLatest(database);
      console.log(
        applied.length
          ? `Applied ${applied.length} migration(s) to ${database.location}: ${applied.join(", ")}`
          : `${database.location} is up to date.`,
      );
    } finally {
      await database.destroy();
    }
  },
);
