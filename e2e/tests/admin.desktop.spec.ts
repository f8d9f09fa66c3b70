import { readFile } from "node:fs/promises";
import { catalogues, expect, expectNoAxeViolations, paths, test, useSession } from "./fixtures";

// The demo admin (other journeys change some students' passwords, never the admin's).
const ADMIN = { email: "admin@demo.edu.my", password: "AdminDemo#2026" };
const en = catalogues.en;

// Desktop and phone run in parallel against one database: each edits its own demo report.
const targets = {
  desktop: { brand: "Fibrella", type: "lost", colour: "Dark red" },
  phone: { brand: "Coach", type: "lost", colour: "Jet black" },
} as const;

const CSV_HEADER = [
  "id",
  "type",
  "item_type",
  "item_type_other",
  "brand",
  "model",
  "colour",
  "serial_number",
  "location",
  "event_date",
  "status",
  "reported_at",
  "completed_at",
  "reporter",
  "reporter_email",
  "by_visitor",
  "reference",
  "custody_state",
  "storage_place",
  "disposal",
]
  .map((name) => `"${name}"`)
  .join(",");

test("the admin changes the statistics view on the admin panel", async ({ page }) => {
  await useSession(page, ADMIN.email, ADMIN.password);
  await page.goto(paths.admin);
  await expect(page.getByRole("heading", { level: 1, name: en.admin.dashboard.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: en.admin.figures.returnRate })).toBeVisible();
  await expect(page.getByRole("table", { name: en.admin.locations.caption })).toBeVisible();
  await expectNoAxeViolations(page);

  const weekly = page.waitForResponse(
    (response) => response.url().includes("/api/admin/overview?view=weekly") && response.ok(),
  );
  // The view follows the address, so the radio turns checked once the navigation lands (not on the click itself).
  await page.getByRole("radio", { name: en.reports.home.views.weekly }).click();
  await weekly;
  await expect(page).toHaveURL(`${paths.admin}?view=weekly`);
  await expect(page.getByRole("radio", { name: en.reports.home.views.weekly })).toBeChecked();
});

test("the admin filters reports, edits one and exports what the filters select", async ({ page }, info) => {
  const target = targets[info.project.name as keyof typeof targets];
  await useSession(page, ADMIN.email, ADMIN.password);
  await page.goto(paths.admin);
  await page.goto(paths.reportInfo);
  await expect(page.getByRole("heading", { level: 1, name: en.admin.reports.title })).toBeVisible();
  await expect(page.getByRole("table", { name: en.admin.reports.tableLabel })).toBeVisible();
  await expectNoAxeViolations(page);
  if (info.project.name === "desktop") {
    // At 1366 px the sticky actions column does not cover who reported each item.
    const header = page.getByRole("columnheader", { name: en.admin.reports.columns.reporter });
    const box = (await header.boundingBox())!;
    const seen = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("th")?.textContent,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(seen).toBe(en.admin.reports.columns.reporter);
  }

  // Filter: lost reports of the brand.
  await page.getByLabel(en.reports.search.type).selectOption(target.type);
  await expect(page).toHaveURL(/type=lost/);
  await page.getByLabel(en.reports.search.q).fill(target.brand);
  await page.getByRole("button", { name: en.reports.search.apply, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${target.brand}`));
  const table = page.getByRole("table", { name: en.admin.reports.tableLabel });
  const rows = table.locator("tbody tr");
  // Background demo reports may share the brand: every row has it, and the first is this project's to edit.
  await expect(rows.first()).toContainText(target.brand);
  const count = await rows.count();
  for (let index = 0; index < count; index += 1) await expect(rows.nth(index)).toContainText(target.brand);

  // Edit its colour.
  await rows
    .first()
    .getByRole("button", { name: new RegExp(`^${en.admin.reports.edit} `) })
    .click();
  const dialog = page.getByRole("dialog");
  const colour = dialog.getByLabel(`${en.reports.fields.color} (${en.reports.fields.optional})`);
  await expect(colour).not.toHaveValue("");
  await colour.fill(target.colour);
  await dialog.getByRole("button", { name: en.admin.edit.save }).click();
  await expect(page.getByText(en.admin.reportUpdated)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rows.first()).toContainText(target.colour);

  // Export what the filters select.
  const link = page.getByRole("link", { name: en.admin.reports.exportCsv });
  await expect(link).toHaveAttribute("href", new RegExp(`^/api/admin/reports\\.csv\\?.*q=${target.brand}`));
  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^reports-\d{4}-\d\d-\d\d\.csv$/);
  const csv = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines).toHaveLength(count + 1);
  // Every cell is quoted.
  for (const line of lines.slice(1))
    expect(line).toMatch(new RegExp(`^"[^"]+","lost","[^"]*","[^"]*","${target.brand}",`));
  expect(lines.some((line) => line.includes(`,"${target.colour}",`))).toBe(true);
});
