import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import { expect, test as base, type APIRequestContext, type Cookie, type Page, type WebSocket } from "@playwright/test";
import { catalogues as allCatalogues } from "../../packages/shared/src/index";
import { PREFERRED_LANGUAGE_KEY, type Language } from "../../packages/shared/src/index";
import { totpCode } from "../../apps/server/test/totp";

export { catalogues, LANGUAGE_TAGS, paths } from "../../packages/shared/src/index";

/**
 * Every page fails its test on any script error or Content-Security-Policy violation (the
 * `problems` fixture runs for every journey), and may start in a given language (as if chosen
 * on an earlier visit).
 */
export const test = base.extend<{
  problems: string[];
  /** Problems a journey causes on purpose (an attacker's page framing the app), left out of the check. */
  expectedProblems: RegExp[];
  startIn: (language: Language) => Promise<void>;
}>({
  expectedProblems: [[], { option: true }],
  // Each test is its own client (the server trusts X-Forwarded-For here), so the per-client
  // rate limits on sign-in and public forms hold per test instead of across the whole run.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  extraHTTPHeaders: async ({}, use, info) => {
    await use({
      "x-forwarded-for": `10.${info.workerIndex % 250}.${Math.floor(Math.random() * 250)}.${(info.repeatEachIndex + Math.floor(Math.random() * 250)) % 250}`,
    });
  },
  // Every journey, asked for or not (auto): a page that throws or breaks the CSP fails its test.
  problems: [
    async ({ page, expectedProblems }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text()))
          problems.push(`CSP: ${message.text()}`);
      });
      // Chromium does not always log a blocked eval to the console (zod's feature check was one):
      // the page's own violation events say it.
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(problems);
      const unexpected = problems.filter((problem) => !expectedProblems.some((pattern) => pattern.test(problem)));
      expect(unexpected, "script errors or CSP violations").toEqual([]);
    },
    { auto: true },
  ],
  startIn: async ({ page }, use) => {
    await use(async (language) => {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        PREFERRED_LANGUAGE_KEY,
        language,
      ] as const);
    });
  },
});

/** axe-core's script, put into a page once (it has no frames of its own to check). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const axeOptions: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
  resultTypes: ["violations"],
};

/**
 * Runs axe (WCAG 2.1 A/AA and best practices) on the page as it is now and expects no
 * violations. axe runs in the page itself: @axe-core/playwright's builder ran it frame by frame
 * and then opened a new page to merge the results, 1.2–1.9 s a check on a quiet machine here
 * against 0.1–0.4 s this way, with the same rules.
 */
export async function expectNoAxeViolations(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as PageWithAxe;
    const { violations } = await axe.run(document, options);
    return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, axeOptions);
  expect(violations).toEqual([]);
}

/** A page's window once axe-core's script has run in it. */
interface PageWithAxe {
  axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
}

export { expect };

/** Today on the campus's calendar (YYYY-MM-DD, Malaysia's time), as a report's date. */
export const campusToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(new Date());

/** A place on the campus list that is still offered, as a report's location. */
export async function activeLocation(request: APIRequestContext) {
  const { locations } = (await (await request.get("/api/locations")).json()) as {
    locations: Array<{ id: string; nameEn: string; active: boolean }>;
  };
  return locations.find((location) => location.active)!;
}

/** Signs in through the login form. */
export async function logIn(page: Page, email: string, password: string) {
  const text = allCatalogues.en.authPages.login;
  await page.goto("/login");
  await page.getByLabel(text.email).fill(email);
  await page.getByLabel(text.password).fill(password);
  await page.getByRole("button", { name: text.submit }).click();
}

/** The demo's administrator (printed by the seed). */
export const DEMO_ADMIN = { email: "admin@demo.edu.my", password: "AdminDemo#2026" };

/** Where the setup project keeps the demo admin's authenticator key and recovery codes for the other journeys. */
const secondFactorFile = () => path.join(process.env.E2E_DATA_DIR!, "admin-second-factor.json");

export function saveAdminSecondFactor(value: { key: string; recoveryCodes: string[] }) {
  writeFileSync(secondFactorFile(), JSON.stringify(value));
}

/** The demo admin's authenticator key and recovery codes (second-factor.setup.ts turned it on). */
export function adminSecondFactor(): { key: string; recoveryCodes: string[] } {
  return JSON.parse(readFileSync(secondFactorFile(), "utf8")) as { key: string; recoveryCodes: string[] };
}

/**
 * A code of the demo admin's authenticator app that no journey has signed in with: the server
 * takes each code once, and accepts the step before and after the current one. The journeys run
 * in two workers, so a step is claimed by creating its file (which only one process can do); when
 * all three are taken it waits for the app's next step, as a person would.
 */
export async function adminCode(): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "totp-steps");
  mkdirSync(dir, { recursive: true });
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    for (const candidate of [step, step - 1, step + 1]) {
      try {
        writeFileSync(path.join(dir, String(candidate)), "", { flag: "wx" });
        return totpCode(adminSecondFactor().key, candidate * 30_000 + 15_000);
      } catch {
        // Taken by another sign-in: try the next step.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** This worker's sessions by account, so journeys reuse one sign-in (an account may sign in 8 times in 15 minutes). */
const sessions = new Map<string, Cookie[]>();

/**
 * Signs the page's browser in as the account through the API, once per worker: later journeys
 * get the same session. For journeys about what comes after signing in; the sign-in form itself
 * is exercised by accounts.spec.ts.
 */
export async function useSession(page: Page, email: string, password: string) {
  const kept = sessions.get(email);
  if (kept) return page.context().addCookies(kept);
  const headers = { origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}` };
  const response = await page.request.post("/api/auth/login", { headers, data: { email, password } });
  expect(response.status()).toBe(200);
  // Two-step sign-in (the demo admin's): the authenticator app's code comes next.
  if (((await response.json()) as { secondFactorRequired?: boolean }).secondFactorRequired) {
    const second = await page.request.post("/api/auth/second-factor", { headers, data: { code: await adminCode() } });
    expect(second.status()).toBe(200);
  }
  sessions.set(email, await page.context().cookies());
}

/** The newest email the server wrote to DATA_DIR/mail for this address (quoted-printable undone). */
export function latestMailTo(address: string, containing = ""): string {
  const dir = path.join(process.env.E2E_DATA_DIR!, "mail");
  const mails = readdirSync(dir)
    .sort()
    .reverse()
    .map((file) =>
      readFileSync(path.join(dir, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replaceAll("=3D", "="),
    );
  const mail = mails.find((text) => text.includes(`To: ${address}`) && text.includes(containing));
  if (!mail) throw new Error(`no email to ${address}`);
  return mail;
}

/** The confirmation link emailed to the address at sign-up. */
export function confirmationLinkFor(address: string): string {
  return /http:\/\/127\.0\.0\.1:\d+\/confirm-email\?token=[A-Za-z0-9_-]+/.exec(
    latestMailTo(address, "/confirm-email?token="),
  )![0];
}

/** Creates a student account through the API (the roster entry must exist) and confirms its email as the link does. */
export async function signUpByApi(
  request: APIRequestContext,
  student: { matrixNo: string; email: string; name: string; password: string },
) {
  const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
  const response = await request.post("/api/auth/register", {
    headers: { origin },
    data: { ...student, phone: "012-000 1111", confirmPassword: student.password, acceptTerms: true },
  });
  expect(response.status()).toBe(201);
  const token = new URL(confirmationLinkFor(student.email)).searchParams.get("token");
  const confirmed = await request.post("/api/auth/confirm-email", {
    headers: { origin },
    data: { token, password: student.password },
  });
  expect(confirmed.status()).toBe(200);
}

/** Resolves when the page's realtime socket has said `ready` (it opens 1 s after the dashboard loads). */
export function realtimeReady(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) => {
      if (!socket.url().endsWith("/api/realtime")) return;
      socket.on("framereceived", ({ payload }) => {
        if (String(payload).includes('"type":"ready"')) resolve(socket);
      });
    });
  });
}
