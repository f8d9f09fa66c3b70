// Phone-width journeys: only the "phone" project runs this file (see playwright.config.ts).
import type { Page } from "@playwright/test";
import { catalogues, DEMO_ADMIN, expect, logIn, paths, test, useSession } from "./fixtures";

const en = catalogues.en;

test("the menu button opens the sidebar and it closes after a link is chosen", async ({ page, problems, startIn }) => {
  void problems;
  // Haziq's profile says Malay; a language chosen on this browser before wins over it.
  await startIn("en");
  await logIn(page, "haziq.m@student.demo.edu.my", "Student#2026");
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  const menu = page.getByRole("button", { name: en.shell.openMenu });
  const nav = page.getByRole("navigation", { name: en.shell.sidebar });
  await expect(nav).toBeHidden();
  await menu.click();
  await expect(nav).toBeVisible();
  await nav.getByRole("link", { name: en.shell.nav.profile }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(nav).toBeHidden();
});

test("a student whose profile is in Malay gets the Malay interface after logging in on a new browser", async ({ page, problems }) => {
  void problems;
  await logIn(page, "haziq.m@student.demo.edu.my", "Student#2026");
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole("button", { name: catalogues.my.shell.openMenu })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
});

/** How far the page is wider than the screen (0: nothing sticks out sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("no screen is wider than the phone: the report list with long item names, and the admin's tables", async ({ page, problems }) => {
  void problems;
  await useSession(page, "haziq.m@student.demo.edu.my", "Student#2026");
  await page.goto(paths.reportDetails);
  await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await page.context().clearCookies();
  await useSession(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const path of [paths.adminUsers, paths.reportInfo, paths.adminAudit, paths.admin]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await overflow(page), path).toBe(0);
  }
});
