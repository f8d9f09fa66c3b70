import { catalogues, DEMO_ADMIN, expect, expectNoAxeViolations, paths, test, useSession } from "./fixtures";

const en = catalogues.en.custody;

// Desktop and phone run in parallel against one database: each adds its own place and takes its own item.
const shelves = {
  desktop: { nameEn: "Counter shelf D", nameMy: "Rak kaunter D" },
  phone: { nameEn: "Counter shelf P", nameMy: "Rak kaunter P" },
};

test("the office adds a storage place, takes in a found item there, and sees its custody history", async ({
  page,
}, info) => {
  const project = info.project.name as keyof typeof shelves;
  const shelf = shelves[project];
  await useSession(page, DEMO_ADMIN.email, DEMO_ADMIN.password);

  // The Storage screen: add a place, checked as the server checks it.
  await page.goto(paths.adminStorage);
  await expect(page.getByRole("heading", { level: 1, name: en.places.title })).toBeVisible();
  await page.getByLabel(en.places.fields.nameEn).fill(shelf.nameEn);
  await page.getByLabel(en.places.fields.nameMy).fill(shelf.nameMy);
  await page.getByLabel(en.places.fields.kind).selectOption("shelf");
  await page.getByRole("button", { name: en.places.add.submit }).click();
  await expect(page.getByText(en.places.added)).toBeVisible();
  await expect(page.getByRole("rowheader", { name: shelf.nameEn })).toBeVisible();
  await expectNoAxeViolations(page);

  // A found item still with its finder (from the demo data), a different one for each project.
  const list = (await (await page.request.get("/api/admin/reports?type=found&status=pending&pageSize=50")).json()) as {
    reports: Array<{ id: string }>;
  };
  const withFinder: string[] = [];
  for (const row of list.reports) {
    const custody = (await (await page.request.get(`/api/admin/reports/${row.id}/custody`)).json()) as {
      custody: string;
    };
    if (custody.custody === "finder") withFinder.push(row.id);
  }
  const reportId = withFinder[project === "desktop" ? 0 : 1]!;
  expect(reportId).toBeTruthy();

  await page.goto(`/dashboard/report-found/${reportId}`);
  const panel = page.getByRole("region", { name: en.title });
  await expect(panel.getByText(en.withFinder)).toBeVisible();
  await expect(page.getByText(/^LF-[2-9A-HJKMNP-TV-Z]{6}$/)).toBeVisible();
  await panel.getByRole("button", { name: en.handIn }).click();
  const dialog = page.getByRole("dialog", { name: en.handInTitle });
  await dialog.getByLabel(en.fields.place).selectOption({ label: shelf.nameEn });
  await dialog.getByLabel(en.fields.handedInBy).fill("Nurul, 013-222 3333");
  await dialog.getByRole("button", { name: en.save }).click();
  await expect(page.getByText(en.handedIn)).toBeVisible();
  await expect(panel.getByText(`At the office: ${shelf.nameEn}`)).toBeVisible();
  await expect(panel.getByText(`Handed in to ${shelf.nameEn}`)).toBeVisible();
  await expect(panel.getByText("Brought by Nurul, 013-222 3333")).toBeVisible();
  await expectNoAxeViolations(page);

  // Its label: the reference and a QR code that opens the item here.
  const reference = (await page.getByText(/^LF-[2-9A-HJKMNP-TV-Z]{6}$/).textContent())!;
  await panel.getByRole("link", { name: en.label.open }).click();
  await expect(page.getByRole("heading", { level: 1, name: en.label.title })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByText(reference)).toBeVisible();
  await expect(main.getByRole("img", { name: en.label.qr }).locator("svg")).toBeVisible();
  await expectNoAxeViolations(page);
});
