import { loadConfig } from "../config";
import { ensureDataDir } from "../db/data-dir";
import { migrateToLatest } from "../db/migrate";
import { openDatabase } from "../db/open-database";
import { seedDemoData } from "../demo/seed-demo";
import { StartupError } from "../startup-error";
import { runCli } from "./run-cli";

/** `npm run seed`: loads the demo data and prints the demo logins. Refuses in production. */
runCli(async () => {
  const config = loadConfig();
  if (config.env === "production") {
    throw new StartupError("Refusing to load demo data with NODE_ENV=production: demo accounts have published passwords.");
  }
  ensureDataDir(config.dataDir);
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database);
    const result = await seedDemoData(database, config);
    const { roster, locations, users, reports } = result.counts;
    console.log(
      result.created
        ? `Demo data loaded into ${database.location}: ${roster} roster entries, ${locations} locations, ${users} users, ${reports} reports.`
        : `Demo data is already in ${database.location}; nothing changed.`,
    );
    console.log("\nDemo logins:");
    for (const login of result.logins) {
      const who = login.role === "admin" ? "admin  " : `student ${login.matrixNo}`;
      console.log(`  ${who.padEnd(18)} ${login.email.padEnd(40)} password: ${login.password}`);
    }
    console.log(`\nRoster numbers free for signing up: ${result.freeRosterNumbers.slice(0, 4).join(", ")}, …`);
  } finally {
    await database.destroy();
  }
});
