import { loadConfig } from "../config";
import { seedDemoData } from "../demo/seed-demo";
import { StartupError } from "../startup-error";
import { withDatabase } from "./open-for-cli";
import { runCli } from "./run-cli";

/** `npm run seed`: loads the demo data and prints the demo logins. Refuses in production. */
runCli(async () => {
  // Refuse before touching any database.
  if (loadConfig().env === "production") {
    throw new StartupError("Refusing to load demo data with NODE_ENV=production: demo accounts have published passwords.");
  }
  await withDatabase(async (database, config) => {
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
  });
});
