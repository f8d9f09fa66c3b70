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

for (const language of ["en", "my"] as const)
  test(`at 1366 px every column of the report table is readable in ${language}: none under the actions, no sideways scrolling, emails whole, actions lined up`, async ({
    page,
    startIn,
  }, info) => {
    test.skip(info.project.name !== "desktop", "the width the office works at");
    const text = catalogues[language];
    await startIn(language);
    await useSession(page, ADMIN.email, ADMIN.password);
    // Solved reports too, so rows with and without "Complete" are side by side.
    await page.goto(paths.reportInfo);
    const table = page.getByRole("table", { name: text.admin.reports.tableLabel });
    await expect(table.locator("tbody tr").first()).toBeVisible();
    await expect(table.getByText(text.reports.statuses.solved).first()).toBeVisible();
    const layout = await table.evaluate((element) => {
      const region = element.closest<HTMLElement>("[role=region]")!;
      const covered: string[] = [];
      for (const cell of element.querySelectorAll<HTMLElement>("th, td")) {
        const box = cell.getBoundingClientRect();
        if (box.bottom > window.innerHeight || box.width === 0) continue;
        const seen = document.elementFromPoint(box.x + box.width / 2, box.y + Math.min(box.height / 2, 12));
        if (seen?.closest("th, td") !== cell) covered.push(cell.textContent ?? "");
      }
      // An email may break only before its "@" or after a dot, never inside a word.
      const badBreaks: string[] = [];
      for (const cell of element.querySelectorAll<HTMLElement>("tbody tr td:nth-child(2)")) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        const chars: Array<{ char: string; top: number }> = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.parentElement?.closest("[data-email]")) continue;
          for (let index = 0; index < node.textContent!.length; index += 1) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            chars.push({ char: node.textContent![index]!, top: Math.round(range.getBoundingClientRect().top) });
          }
        }
        const email = chars.map((entry) => entry.char).join("");
        chars.forEach((entry, index) => {
          const before = chars[index - 1];
          if (!before || entry.top <= before.top) return;
          if (!(entry.char === "@" || before.char === ".")) badBreaks.push(email);
        });
      }
      return {
        emails: element.querySelectorAll("[data-email]").length > 0,
        pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
        tableScrolls: region.scrollWidth > region.clientWidth,
        covered,
        badBreaks,
      };
    });
    expect(layout).toEqual({ emails: true, pageScrolls: false, tableScrolls: false, covered: [], badBreaks: [] });
    // Each action sits at the same place in every row, whether or not the report can still be completed.
    const lefts = async (name: string) =>
      table
        .getByRole("button", { name: new RegExp(`^${name} `) })
        .evaluateAll((buttons) => [...new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().x)))]);
    for (const name of [text.admin.reports.details, text.admin.reports.edit, text.admin.reports.delete])
      expect(await lefts(name)).toHaveLength(1);
    await expectNoAxeViolations(page);
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
