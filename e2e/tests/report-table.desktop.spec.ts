import {
  activeLocation,
  campusToday,
  catalogues,
  expect,
  expectNoAxeViolations,
  paths,
  test,
  useSession,
} from "./fixtures";

/**
 * The office's report table at the width it works at (1366 px; the phone project leaves this
 * file out, playwright.config.ts): every column readable in both languages.
 */
const ADMIN = { email: "admin@demo.edu.my", password: "AdminDemo#2026" };

for (const language of ["en", "my"] as const)
  test(`at 1366 px every column of the report table is readable in ${language}: none under the actions, no sideways scrolling, emails whole, actions lined up`, async ({
    page,
    startIn,
  }) => {
    const text = catalogues[language];
    await startIn(language);
    await useSession(page, ADMIN.email, ADMIN.password);
    // The newest report's brand and kind are typed as one long word each (a serial number, a
    // run-together name): they wrap inside their cells rather than widening the table.
    const longWord = `Longbrand${language}${"x".repeat(40)}`;
    const headers = { origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}` };
    const created = await page.request.post("/api/reports", {
      headers,
      data: {
        type: "found",
        itemType: "other",
        itemTypeOther: `Thing${"y".repeat(40)}`,
        brand: longWord,
        model: null,
        color: null,
        serialNumber: null,
        description: null,
        locationId: (await activeLocation(page.request)).id,
        eventDate: campusToday(),
        custody: "office",
        image: null,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    // It is solved, so rows with and without "Complete" are side by side on the first page,
    // whatever other journeys have reported meanwhile.
    const { report } = (await created.json()) as { report: { id: string } };
    expect((await page.request.post(`/api/reports/${report.id}/complete`, { headers })).status()).toBe(200);
    await page.goto(paths.reportInfo);
    const table = page.getByRole("table", { name: text.admin.reports.tableLabel });
    await expect(table.locator("tbody tr").first()).toBeVisible();
    await expect(table.getByRole("rowheader", { name: new RegExp(longWord) })).toBeVisible();
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
