// The installable app: its manifest and installability as Chrome judges them, the service worker's
// shell offline, and a new release offered and taken.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { catalogues, DEMO_ADMIN, expect, expectNoAxeViolations, paths, test, useSession } from "./fixtures";

// A student no other journey signs in as with another password (accounts.spec.ts resets Wei Jie's).
const STUDENT = { email: "haziq.m@student.demo.edu.my", password: "Student#2026", name: "Muhammad Haziq" };
/** Home's greeting, which holds the student's own name: their content, not the shell's. */
const greeting = (language: "en" | "my") => catalogues[language].reports.home.welcome.replace("{{name}}", STUDENT.name);

/** Resolves once the service worker controls the page (the first one takes its pages as it activates). */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The manifest the page links to, as Chrome read it, and what Chrome says stops the app from installing. */
async function installability(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  try {
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    const manifest = await cdp.send("Page.getAppManifest");
    return {
      errors: installabilityErrors.map((error) => error.errorId),
      manifestUrl: manifest.url,
      manifest: JSON.parse(manifest.data ?? "{}") as { name?: string; short_name?: string; lang?: string },
    };
  } finally {
    await cdp.detach();
  }
}

test("Chrome can install the app from the dashboard, named in the interface's language", async ({
  playwright,
  baseURL,
}, info) => {
  // Chrome installs no app from an incognito window, which every Playwright context is: this one
  // keeps a profile on disk, as a phone's browser does.
  const profile = mkdtempSync(path.join(tmpdir(), "campus-profile-"));
  const { launchOptions, viewport, isMobile, hasTouch } = info.project.use;
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    ...(baseURL ? { baseURL } : {}),
    ...(viewport ? { viewport } : {}),
    isMobile: Boolean(isMobile),
    hasTouch: Boolean(hasTouch),
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const login = await context.request.post("/api/auth/login", {
      headers: { origin: new URL(baseURL!).origin },
      data: { email: STUDENT.email, password: STUDENT.password },
    });
    expect(login.status()).toBe(200);

    await page.goto(paths.home);
    await expect(page.getByRole("heading", { level: 1, name: greeting("en") })).toBeVisible();
    await controlledByWorker(page);
    await expect.poll(async () => (await installability(context, page)).errors).toEqual([]);
    const english = await installability(context, page);
    expect(english.manifestUrl).toMatch(/\/manifest\.en\.webmanifest$/);
    expect(english.manifest).toMatchObject({ name: catalogues.en.app.name, short_name: catalogues.en.app.shortName });

    // Malay chosen on the welcome page (kept on this device): the app installs under its Malay name.
    await page.goto(paths.welcome);
    await page
      .getByRole("group", { name: catalogues.en.common.switchLanguage })
      .getByRole("button", { name: catalogues.en.common.languageName.my })
      .click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ms");
    await page.goto(paths.home);
    await expect(page.getByRole("heading", { level: 1, name: greeting("my") })).toBeVisible();
    await expect
      .poll(async () => (await installability(context, page)).manifestUrl)
      .toMatch(/\/manifest\.my\.webmanifest$/);
    const malay = await installability(context, page);
    expect(malay.errors).toEqual([]);
    expect(malay.manifest).toMatchObject({ short_name: catalogues.my.app.shortName, lang: "ms" });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("offline, a screen opened again draws from the app's cache and says the app is offline, in the user's language", async ({
  page,
  context,
  startIn,
}) => {
  const my = catalogues.my;
  await startIn("my");
  await useSession(page, STUDENT.email, STUDENT.password);
  await page.goto(paths.home);
  await expect(page.getByRole("heading", { level: 1, name: greeting("my") })).toBeVisible();
  await controlledByWorker(page);

  await context.setOffline(true);
  await page.reload();
  // The shell came from the worker (no browser error page): the app itself says what happened.
  await expect(page.getByRole("heading", { level: 1, name: my.app.offline.title })).toBeVisible();
  await expect(page.getByText(my.app.offline.screen)).toBeVisible();
  await expect(page.getByText(my.app.offline.banner)).toBeVisible();
  await expectNoAxeViolations(page);

  // Back online: the screen loads by itself and the banner goes.
  await context.setOffline(false);
  await expect(page.getByRole("heading", { level: 1, name: greeting("my") })).toBeVisible();
  await expect(page.getByText(my.app.offline.banner)).toBeHidden();
});

test("the office's screens open from the app's cache too", async ({ page, context }) => {
  await useSession(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto(paths.admin);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await controlledByWorker(page);
  const shellFromWorker = page.waitForResponse(
    (response) => new URL(response.url()).pathname === paths.adminUsers && response.fromServiceWorker(),
  );
  await page.goto(paths.adminUsers);
  await shellFromWorker;
  await expect(page.getByRole("heading", { level: 1, name: catalogues.en.admin.users.title })).toBeVisible();

  await context.setOffline(true);
  await page.goto(paths.adminLocations);
  await expect(page.getByRole("heading", { level: 1, name: catalogues.en.app.offline.title })).toBeVisible();
});

test("a new release is offered quietly, leaves the screen usable, and Reload brings it in", async ({
  page,
  context,
  isMobile,
}) => {
  // The release the browser first installs is this build with another version written in, as the
  // one before it would be; the next check for an update (not routed) finds the build itself.
  const OLD = "campus-shell-";
  await context.route("**/sw.js", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(OLD, `${OLD}old-`) });
  });
  await useSession(page, STUDENT.email, STUDENT.password);
  await page.goto(paths.home);
  await controlledByWorker(page);
  await context.unroute("**/sw.js");
  const cacheNames = () => page.evaluate(() => caches.keys());
  await expect.poll(cacheNames).toEqual([expect.stringMatching(/^campus-shell-old-/)]);

  await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())?.update()));
  const en = catalogues.en.app.update;
  const notice = page.getByRole("listitem").filter({ hasText: en.ready });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);
  // It stays until the user acts: the page is not reloaded under them.
  await expect.poll(cacheNames).toHaveLength(2);
  await expect(notice).toBeVisible();
  if (isMobile) {
    // On a phone the waiting notice leaves the header's menu button in reach (a click on a covered
    // button would fail here): the menu opens and closes under it.
    const shell = catalogues.en.shell;
    await page.getByRole("button", { name: shell.openMenu }).click();
    await expect(page.getByRole("button", { name: shell.closeMenu })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: shell.openMenu })).toBeFocused();
  }

  const reloaded = page.waitForEvent("load");
  await notice.getByRole("button", { name: en.reload }).click();
  await reloaded;
  // The new release is in charge and the old one's cache is gone.
  await expect.poll(cacheNames).toEqual([expect.not.stringMatching(/old-/)]);
  await expect(page.getByText(en.ready)).toBeHidden();
});
