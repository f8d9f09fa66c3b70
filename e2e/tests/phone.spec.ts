// Phone-width journeys: only the "phone" project runs this file (see playwright.config.ts).
import { catalogues, expect, logIn, test } from "./fixtures";

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
