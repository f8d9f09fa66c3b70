// Phone-width journeys: only the "phone" project runs this file (see playwright.config.ts).
import type { Page } from "@playwright/test";
import { catalogues, DEMO_ADMIN, expect, logIn, paths, test, useSession } from "./fixtures";

test("the menu button opens the sidebar, which offers the language choice, and it closes after a link is chosen", async ({
  page,
}) => {
  // Haziq's profile says Malay: a new browser speaks it.
  const my = catalogues.my;
  await logIn(page, "haziq.m@student.demo.edu.my", "Student#2026");
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  const menu = page.getByRole("button", { name: my.shell.openMenu });
  const nav = page.getByRole("navigation", { name: my.shell.sidebar });
  await expect(nav).toBeHidden();
  await menu.click();
  await expect(nav).toBeVisible();
  await expect(page.locator("#dashboard-sidebar").getByRole("group", { name: my.common.switchLanguage })).toBeVisible();
  await nav.getByRole("link", { name: my.shell.nav.profile }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(nav).toBeHidden();
});

test("a student whose profile is in Malay gets the Malay interface after logging in on a new browser", async ({
  page,
}) => {
  await logIn(page, "haziq.m@student.demo.edu.my", "Student#2026");
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByRole("button", { name: catalogues.my.shell.openMenu })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
});

/** How far the page is wider than the screen (0: nothing sticks out sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test("no screen is wider than the phone: the report list with long item names, and the admin's tables", async ({
  page,
}) => {
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
