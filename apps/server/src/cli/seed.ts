import path from "node:path";
import { seedDemoData } from "../demo/seed-demo";
import { resolveAuthSecret } from "../infra/auth-secret";
import { createStorage } from "../infra/storage/create-storage";
import { StartupError } from "../startup-error";
import { withCliContext } from "./open-for-cli";
import { runCli } from "./run-cli";
import { secondFactorInstructions } from "./second-factor-instructions";

/**
 * `npm run seed`: loads the demo data and prints the demo logins. The demo photos go where
 * uploads go (DATA_DIR/uploads, or the S3 bucket when one is configured). Refuses in production.
 */
runCli(
  {
    usage: "npm run seed",
    about:
      "Loads the demo data (locations, the roster, demo students and an administrator, reports in every state, claims, chats) and prints the demo logins. Refused with NODE_ENV=production: the demo passwords are published.",
  },
  async () => {
    // Refuse before touching any database, and before the production settings are checked: the
    // refusal is the point whatever else the environment lacks.
    if (process.env.NODE_ENV?.trim() === "production") {
      throw new StartupError(
        "Refusing to load demo data with NODE_ENV=production: demo accounts have published passwords.",
      );
    }
    await withCliContext(async (ctx) => {
      const { database, config } = ctx;
      const files = createStorage(config, resolveAuthSecret(config));
      try {
        const result = await seedDemoData({ ...ctx, storage: files.storage });
        const { roster, locations, users, reports, photos } = result.counts;
        const photoPlace = config.s3 ? `bucket ${config.s3.bucket}` : path.join(config.dataDir, "uploads");
        console.log(
          result.created
            ? `Demo data loaded into ${database.location}: ${roster} roster entries, ${locations} locations, ${users} users, ${reports} reports; ${photos} photos generated into ${photoPlace}.`
            : `Demo data is already in ${database.location}; nothing changed.`,
        );
        console.log("\nDemo logins:");
        for (const login of result.logins) {
          const who = login.role === "admin" ? "admin  " : `student ${login.matrixNo}`;
          console.log(`  ${who.padEnd(18)} ${login.email.padEnd(40)} password: ${login.password}`);
        }
        console.log(`\nRoster numbers free for signing up: ${result.freeRosterNumbers.slice(0, 4).join(", ")}, …`);
        console.log(`\nThe demo admin has no second step yet. ${secondFactorInstructions}`);
      } finally {
        files.close();
      }
    });
  },
);
