import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { catalogues, expect, expectNoAxeViolations, logIn, paths, signUpByApi, test } from "./fixtures";

const en = catalogues.en;
const r = en.reports;
const PASSWORD = "Student#2026";
// The desktop and phone projects run in parallel, and other journeys change some demo students'
// passwords: each project signs up its own roster students (free in the demo roster) as owner
// and finder. The other student has Malay in the profile, so that interface is Malay.
const students = {
  desktop: {
    owner: { matrixNo: "A23CS0103", email: "arjun.kumar@student.demo.edu.my", name: "Arjun Kumar" },
    finder: { matrixNo: "A23ME0107", email: "daniel.wong@student.demo.edu.my", name: "Daniel Wong" },
    other: "aisyah.rahman@student.demo.edu.my",
  },
  phone: {
    owner: { matrixNo: "A24CS0110", email: "izzat.danial@student.demo.edu.my", name: "Izzat Danial" },
    finder: { matrixNo: "A23EE0104", email: "siti.mariam@student.demo.edu.my", name: "Siti Mariam" },
    other: "haziq.m@student.demo.edu.my",
  },
};
const origin = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(new Date());

async function photo() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: "#455a64" } })
    .jpeg()
    .toBuffer();
}

async function signInByApi(request: APIRequestContext, email: string) {
  const response = await request.post("/api/auth/login", {
    headers: { origin: origin() },
    data: { email, password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

function signUp(request: APIRequestContext, student: { matrixNo: string; email: string; name: string }) {
  return signUpByApi(request, { ...student, password: PASSWORD });
}

async function firstLocation(page: Page) {
  const { locations } = (await (await page.request.get("/api/locations")).json()) as {
    locations: Array<{ id: string; nameEn: string; active: boolean }>;
  };
  return locations.find((location) => location.active)!;
}

test("a student reports a lost item with a photo, finds it in search, opens it and marks it complete", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const who = students[info.project.name as "desktop" | "phone"];
  const brand = `Zenbook${info.project.name}${Date.now() % 100000}`;
  await signUp(page.request, who.owner);
  await logIn(page, who.owner.email, PASSWORD);
  await page.waitForURL("**/dashboard/home");
  // Home: the summary chart (drawn as SVG bars) and the recently found items.
  await expect(page.getByRole("heading", { name: r.home.chartTitle })).toBeVisible();
  await expect(page.getByRole("region", { name: r.home.chartTitle }).locator("svg rect").first()).toBeVisible();
  await page.getByRole("radio", { name: r.home.views.monthly }).check();
  await expect(page.getByText(r.home.months["01"], { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: r.home.recentTitle })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(paths.reportLost);
  await expect(page.getByRole("heading", { level: 1, name: r.form.lostTitle })).toBeVisible();
  await page.getByRole("button", { name: r.form.next }).click();
  await expect(page.getByText(r.errors.itemTypeRequired)).toBeVisible();
  await page.getByRole("radio", { name: r.itemTypes.laptop }).check();
  await page.getByLabel(`${r.fields.brand} (${r.fields.optional})`).fill(brand);
  await page.getByLabel(`${r.fields.model} (${r.fields.optional})`).fill("UX325");
  await page.getByLabel(`${r.fields.color} (${r.fields.optional})`).fill("Silver");
  await page
    .getByLabel(`${r.fields.description} (${r.fields.optional})`)
    .fill("Silver laptop in a grey sleeve with a sticker");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: r.form.next }).click();

  const location = await firstLocation(page);
  await page.getByLabel(r.fields.location).selectOption(location.id);
  await page.getByLabel(r.fields.dateLost).fill(today().split("-").reverse().join("/"));
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "laptop.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await expect(page.getByText(r.form.photoChosen.replace("{{name}}", "laptop.jpg")).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: r.form.submit }).click();

  await expect(page.getByText(r.submitted)).toBeVisible();
  await page.waitForURL(/\/dashboard\/report-lost\/[0-9a-f-]{36}$/);
  // The photo shown is the one uploaded, as the server stored it: it loads (an <img> whose file is
  // missing is still "visible" by its alt text), and it keeps the picture's 4:3 shape.
  const shown = page.getByRole("img", { name: new RegExp(brand) });
  await expect(shown).toBeVisible();
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth / img.naturalHeight : 0)))
    .toBeCloseTo(800 / 600, 2);
  const stored = await page.request.get((await shown.getAttribute("src"))!);
  expect(stored.status()).toBe(200);
  expect(stored.headers()["content-type"]).toMatch(/^image\/(jpeg|webp|png)$/);
  await expect(page.getByText(r.details.mine)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(paths.reportDetails);
  await page.getByLabel(r.search.q).fill(brand.slice(0, 10).toLowerCase());
  await page.getByRole("button", { name: r.search.apply, exact: true }).click();
  await expect(page.getByText(r.search.results.replace("{{count}}", "1"))).toBeVisible();
  await expectNoAxeViolations(page);
  const title = `${brand} UX325 (${r.itemTypes.laptop})`;
  const opener = page.getByRole("button", { name: r.search.view.replace("{{item}}", title) });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog.getByText("Silver laptop in a grey sleeve with a sticker")).toBeVisible();
  await expectNoAxeViolations(page);
  // Escape closes it and focus returns to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await dialog.getByRole("link", { name: r.details.openFull }).click();
  await page.waitForURL(/\/dashboard\/report-lost\//);

  await page.getByRole("button", { name: r.details.markComplete }).click();
  const confirm = page.getByRole("dialog", { name: r.details.confirmCompleteTitle });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: r.details.markComplete }).click();
  await expect(page.getByText(r.completed)).toBeVisible();
  await expect(page.getByText(r.statuses.solved, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(r.details.solvedBy)).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: who.owner.name })).toBeVisible();
  await expect(page.getByRole("button", { name: r.details.markComplete })).toHaveCount(0);
});

test("a visitor reports a found item without an account, in Malay", async ({ page, startIn }, info) => {
  await startIn("my");
  const my = catalogues.my.reports;
  await page.goto(paths.visitorReport);
  await expect(page.getByRole("heading", { level: 1, name: my.form.visitorTitle })).toBeVisible();
  await page.getByRole("button", { name: my.form.submit }).click();
  await expect(page.getByText(my.errors.itemTypeRequired)).toBeVisible();
  await expect(page.getByText(my.errors.contactRequired)).toBeVisible();
  await page.getByRole("radio", { name: my.itemTypes.other }).check();
  await page.getByLabel(my.fields.itemTypeOther).fill("Payung");
  await page.getByLabel(`${my.fields.color} (${my.fields.optional})`).fill(`Biru ${info.project.name}`);
  const location = await firstLocation(page);
  await page.getByLabel(my.fields.location).selectOption(location.id);
  await page.getByLabel(my.fields.dateFound).fill(today().split("-").reverse().join("/"));
  await page.getByRole("radio", { name: my.custody.office }).check();
  await page.getByLabel(my.fields.visitorName).fill("Encik Rahman");
  await page.getByLabel(my.fields.visitorPhone).fill("012-987 6543");
  // A text file named like a photo is refused when picked, in Malay, before anything is sent.
  await page
    .getByLabel(my.form.choosePhoto)
    .setInputFiles({ name: "fake.jpg", mimeType: "image/jpeg", buffer: Buffer.from("just some text") });
  await expect(page.getByRole("alert")).toHaveText(catalogues.my.uploads.errors.notImage);
  await expect(page.getByLabel(my.fields.visitorName)).toHaveValue("Encik Rahman");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: my.form.submit }).click();
  await expect(page.getByText(my.visitorSubmitted)).toBeVisible();
  // The form went: focus is on the thank-you message, not on the page's body.
  await expect(page.locator(":focus")).toHaveText(my.visitorSubmitted);
  await expectNoAxeViolations(page);
});

test("another student sees neither a found item's serial number nor the finder's contacts, and cannot complete or delete it", async ({
  page,
  browser,
}, info) => {
  const who = students[info.project.name as "desktop" | "phone"];
  const finder = await browser.newContext({
    baseURL: origin(),
    extraHTTPHeaders: { "x-forwarded-for": `10.250.${info.workerIndex % 250}.1` },
  });
  await signUp(finder.request, who.finder);
  await signInByApi(finder.request, who.finder.email);
  const location = (await (await finder.request.get("/api/locations")).json()) as {
    locations: Array<{ id: string; active: boolean }>;
  };
  const created = await finder.request.post("/api/reports", {
    headers: { origin: origin() },
    data: {
      type: "found",
      itemType: "phone",
      brand: "Oppo",
      model: "Reno 10",
      color: "Green",
      serialNumber: `SN-SECRET-${info.project.name}`,
      locationId: location.locations.find((l) => l.active)!.id,
      eventDate: today(),
      custody: "finder",
    },
  });
  expect(created.status()).toBe(201);
  const { report } = (await created.json()) as { report: { id: string } };
  await finder.close();

  const my = catalogues.my.reports;
  await logIn(page, who.other, PASSWORD);
  await page.waitForURL("**/dashboard/home");
  await page.goto(`/dashboard/report-found/${report.id}`);
  await expect(page.getByText(my.details.serialHidden)).toBeVisible();
  await expect(page.getByText(`SN-SECRET-${info.project.name}`)).toHaveCount(0);
  await expect(page.getByText("012-000 2222")).toHaveCount(0);
  await expect(page.getByRole("button", { name: my.details.markComplete })).toHaveCount(0);
  await expect(page.getByRole("button", { name: my.details.delete })).toHaveCount(0);
  await expect(page.getByText(my.details.notEditable)).toBeVisible();
  await expectNoAxeViolations(page);

  // The server refuses too, whatever the page shows.
  const complete = await page.request.post(`/api/reports/${report.id}/complete`, { headers: { origin: origin() } });
  expect(complete.status()).toBe(403);
  const remove = await page.request.delete(`/api/reports/${report.id}`, { headers: { origin: origin() } });
  expect(remove.status()).toBe(403);
  expect(
    ((await (await page.request.get(`/api/reports/${report.id}`)).json()) as { report: { status: string } }).report
      .status,
  ).toBe("pending");
});
