import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

/**
 * Browser journeys against the production build (apps/server/dist serving apps/web/dist),
 * in Debian's Chromium: Playwright never downloads a browser here.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// Set once in the runner so the workers (which inherit the environment) read the same folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "campus-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
// The journeys' own push service (push-service.ts), next to the app's port unless told.
process.env.E2E_PUSH_PORT ??= String(port + 1);
const pushService = `http://127.0.0.1:${process.env.E2E_PUSH_PORT}`;

export default defineConfig({
  testDir: "tests",
  globalSetup: "./push-service.ts",
  outputDir: "../.test-output/playwright",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A journey walks several screens and runs axe on each, with two workers and the server sharing
  // two cores: 30 s left no room when the machine was busy.
  timeout: 60_000,
  // Each assertion waits up to 10 s (Playwright's default is 5): on a busy day the same machine ran
  // the suite in 14.5 minutes instead of 4.5, and a page opened in a new browser had not yet
  // listed its locations 5 s later.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "../.test-output/playwright.json" }]],
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    // A failed journey's trace keeps each step's page (DOM snapshots) but no screencast: filming
    // every journey, to keep the few that fail, cost a fifth of the suite's time on two cores.
    trace: { mode: "retain-on-failure", screenshots: false },
  },
  projects: [
    // The demo admin turns two-step sign-in on first (their first sign-in, through the screen);
    // the journeys then sign in with the authenticator key it leaves in E2E_DATA_DIR.
    { name: "setup", testMatch: /\.setup\.ts$/, use: { viewport: { width: 1366, height: 860 } } },
    {
      name: "desktop",
      dependencies: ["setup"],
      use: { viewport: { width: 1366, height: 860 } },
      testIgnore: /phone\.spec\.ts$/,
    },
    {
      name: "phone",
      dependencies: ["setup"],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // `*.desktop.spec.ts` run at the desktop's width only: the office's journeys (the office works
      // at a desk; phone.spec.ts checks its tables fit a phone), the office's table at 1366 px, and
      // the public pages in English (in Malay, whose words are longer, they run on the phone too).
      testIgnore: /\.desktop\.spec\.ts$/,
    },
  ],
  webServer: {
    // The demo data (roster, students, admin) loads first; the seed refuses production mode.
    command: "NODE_ENV=development node apps/server/dist/cli/seed.js > /dev/null && node apps/server/dist/server.js",
    cwd: "..",
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      // Plain http is allowed on loopback only; the journeys read the emails from DATA_DIR/mail.
      PUBLIC_URL: baseURL,
      MAIL_TRANSPORT: "files",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
      UNIVERSITY_NAME: "Universiti Teknologi Contoh",
      AUTH_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
      // Devices' pushes go to the journeys' push service only (a loopback origin, allowed for tests).
      PUSH_SERVICE_HOSTS: pushService,
    },
  },
});
