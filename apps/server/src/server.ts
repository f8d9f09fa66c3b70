import { buildApp } from "./app";
import { loadConfig } from "./config";
import { misspeltVariables } from "./config-spelling";
import { StartupError } from "./startup-error";
import { checkOutsideServices } from "./infra/startup-checks";

const SHUTDOWN_GRACE_MS = 10_000;

/** Starts the server: configuration, the app, listen, and graceful shutdown on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const misspelt = misspeltVariables(process.env);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    // A setting refused because its name was misspelt: say which name was meant.
    if (error instanceof StartupError && misspelt.length)
      throw new StartupError(
        `${error.message}. ${misspelt.map(({ name, meant }) => `${name} is not a setting: did you mean ${meant}?`).join(" ")}`,
      );
    throw error;
  }
  const app = await buildApp(config);
  for (const { name, meant } of misspelt) {
    app.log.warn(
      { variable: name, meant },
      `The environment variable ${name} is not one this server reads: did you mean ${meant}? (its default is used)`,
    );
  }

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE")
      throw new StartupError(
        `PORT ${config.port} is already in use on ${config.host}: stop the other program or set PORT to a free port.`,
      );
    if (code === "EACCES")
      throw new StartupError(`Not allowed to listen on ${config.host}:${config.port}: choose a PORT above 1024.`);
    throw error;
  }
  app.log.info(
    { database: app.context.database.dialect, dataDir: config.dataDir, url: config.publicUrl },
    "server started",
  );
  // The mail server and the campus issuer, one line each in the log (never stopping the server).
  void checkOutsideServices(config, app.context.mailer, app.log);
  // A line for a person at a terminal (npm run demo); a service's log stays JSON lines only.
  if (process.stdout.isTTY)
    console.log(`Campus Lost & Found is running at ${config.publicUrl} (database: ${app.context.database.location})`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    const force = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

const usage = `Usage: npm start   (node --max-semi-space-size=32 apps/server/dist/server.js)

Starts Campus Lost & Found: migrates the database, then serves the web app and the API on PORT.
It is configured by environment variables (PORT, PUBLIC_URL, DATA_DIR, DATABASE_URL, AUTH_SECRET,
SMTP_URL, ...): the README's configuration table lists them all with their defaults.`;

if (process.argv.includes("--help") || process.argv.includes("-h")) {
  console.log(usage);
  process.exit(0);
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) console.error(error.message);
  else console.error("Campus Lost & Found could not start:", error);
  process.exit(1);
});
