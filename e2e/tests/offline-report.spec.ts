import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { catalogues, expect, expectNoAxeViolations, paths, signUpByApi, test } from "./fixtures";

const PASSWORD = "Student#2026";
// Roster students no other journey signs up, one per project (they run in parallel). The phone's
// journey runs in Malay, the desktop's in English.
const students = {
  desktop: { matrixNo: "A25CS0203", email: "rajesh.pillai@student.demo.edu.my", name: "Rajesh Pillai" },
  phone: { matrixNo: "A25CS0204", email: "nadia.sofea@student.demo.edu.my", name: "Nadia Sofea" },
};
const languageOf = { desktop: "en", phone: "my" } as const;

// One after the other: the first journey signs its project's student up, the second signs in.
test.describe.configure({ mode: "default" });
const origin = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(new Date());
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, value), text);

async function photo() {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: "#8d6e63" } })
    .jpeg()
    .toBuffer();
}

/** The project's student, signed up once and signed in on the page's browser. */
async function signIn(page: Page, project: "desktop" | "phone") {
  const student = students[project];
  const request = page.request;
  const signedIn = await request.post("/api/auth/login", {
    headers: { origin: origin() },
    data: { email: student.email, password: PASSWORD },
  });
  if (signedIn.ok()) return;
  await signUpByApi(request, { ...student, password: PASSWORD });
  const again = await request.post("/api/auth/login", {
    headers: { origin: origin() },
    data: { email: student.email, password: PASSWORD },
  });
  expect(again.ok()).toBe(true);
}

/** The signed-in student's own reports whose words include `brand`, as the server holds them. */
async function myReportsWith(request: APIRequestContext, brand: string) {
  const response = await request.get(`/api/reports?mine=true&q=${encodeURIComponent(brand)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    reports: Array<{ id: string; brand: string; image: { url: string } | null }>;
    total: number;
  };
}

async function firstLocation(request: APIRequestContext) {
  const { locations } = (await (await request.get("/api/locations")).json()) as {
    locations: Array<{ id: string; active: boolean }>;
  };
  return locations.find((location) => location.active)!;
}

test("a student's report submitted offline is kept on the phone with its photo and sent once when the connection is back", async ({
  page,
  context,
  startIn,
}, info) => {
  test.setTimeout(120_000);
  const project = info.project.name as "desktop" | "phone";
  const language = languageOf[project];
  const r = catalogues[language].reports;
  await startIn(language);
  await signIn(page, project);
  // A brand-sized word: the office's table (report-table.desktop.spec.ts) shows these reports too.
  const brand = `Ofl${project === "desktop" ? "D" : "P"}${Date.now() % 100000}`;
  const location = await firstLocation(page.request);

  await page.goto(paths.reportLost);
  await expect(page.getByRole("heading", { level: 1, name: r.form.lostTitle })).toBeVisible();
  await page.getByRole("radio", { name: r.itemTypes.phone }).check();
  await page.getByLabel(`${r.fields.brand} (${r.fields.optional})`).fill(brand);
  await page.getByRole("button", { name: r.form.next }).click();
  await page.getByLabel(r.fields.location).selectOption(location.id);
  await page.getByLabel(r.fields.dateLost).fill(today().split("-").reverse().join("/"));
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "phone.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await expect(page.getByText(fill(r.form.photoChosen, { name: "phone.jpg" })).first()).toBeVisible();

  // The connection drops before the student presses Submit; the page stays open.
  await context.setOffline(true);
  await page.getByRole("button", { name: r.form.submit }).click();
  await expect(page.getByText(r.waiting.kept)).toBeVisible();
  const kept = page.getByRole("region", { name: r.waiting.title });
  const title = `${brand} (${r.itemTypes.phone})`;
  await expect(kept.getByText(`${title} · ${r.types.lost}`)).toBeVisible();
  await expect(kept.getByText(fill(r.waiting.waiting, { time: "" }).trim())).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath(`waiting-${language}.png`), fullPage: true });
  // Nothing reached the server (asked from the test's side, which the page's lost connection does not touch).
  expect((await myReportsWith(page.request, brand)).total).toBe(0);

  await context.setOffline(false);

  const openLink = kept.getByRole("link", { name: `${r.waiting.open} ${title}` });
  await expect(openLink).toBeVisible();
  await expect(kept.getByText(fill(r.waiting.sent, { time: "" }).trim())).toBeVisible();
  await expect(page.getByText(r.waiting.sentToast)).toBeVisible();
  await expect(page.getByText(r.waiting.keptSent)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath(`sent-${language}.png`), fullPage: true });

  // The server holds exactly one such report, with its photo.
  const mine = await myReportsWith(page.request, brand);
  expect(mine.total).toBe(1);
  expect(mine.reports[0]!.image).not.toBeNull();
  await openLink.click();
  await page.waitForURL(new RegExp(`/dashboard/report-lost/${mine.reports[0]!.id}$`));
  await expect(page.getByRole("img", { name: new RegExp(brand) })).toBeVisible();
});

test("two tabs and the online event said twice still make one report", async ({ page, context, startIn }, info) => {
  test.setTimeout(120_000);
  const project = info.project.name as "desktop" | "phone";
  const language = languageOf[project];
  const r = catalogues[language].reports;
  await startIn(language);
  await signIn(page, project);
  const brand = `Tab${project === "desktop" ? "D" : "P"}${Date.now() % 100000}`;
  const location = await firstLocation(page.request);

  await page.goto(paths.reportFound);
  // A second tab on the main page (in the language the first one stored), loaded before the connection drops.
  const home = await context.newPage();
  await home.goto(paths.home);
  await expect(home.getByRole("heading", { name: r.home.recentTitle })).toBeVisible();

  await page.getByRole("radio", { name: r.itemTypes.wallet }).check();
  await page.getByLabel(`${r.fields.brand} (${r.fields.optional})`).fill(brand);
  await page.getByRole("button", { name: r.form.next }).click();
  await page.getByLabel(r.fields.location).selectOption(location.id);
  await page.getByLabel(r.fields.dateFound).fill(today().split("-").reverse().join("/"));
  await page.getByRole("radio", { name: r.custody.finder }).check();
  await context.setOffline(true);
  await page.getByRole("button", { name: r.form.submit }).click();
  await expect(page.getByText(r.waiting.kept)).toBeVisible();
  // The other tab learns of it at once.
  const title = `${brand} (${r.itemTypes.wallet})`;
  const homeKept = home.getByRole("region", { name: r.waiting.title });
  await expect(homeKept.getByText(`${title} · ${r.types.found}`)).toBeVisible();
  await expect(homeKept.getByText(fill(r.waiting.waiting, { time: "" }).trim())).toBeVisible();
  await expectNoAxeViolations(home);
  await home.screenshot({ path: info.outputPath(`home-waiting-${language}.png`), fullPage: true });

  // Back online: both tabs hear it, and each is told once more.
  await context.setOffline(false);
  await Promise.all([page, home].map((tab) => tab.evaluate(() => window.dispatchEvent(new Event("online")))));
  await expect(homeKept.getByText(fill(r.waiting.sent, { time: "" }).trim())).toBeVisible();
  await expect(
    page.getByRole("region", { name: r.waiting.title }).getByText(fill(r.waiting.sent, { time: "" }).trim()),
  ).toBeVisible();
  await home.screenshot({ path: info.outputPath(`home-sent-${language}.png`), fullPage: true });
  const mine = await myReportsWith(page.request, brand);
  expect(mine.total).toBe(1);
  // The main page's own list has it too, whichever tab sent it.
  await expect(home.getByRole("region", { name: r.home.mine.title }).getByRole("link", { name: title })).toBeVisible();

  // Put away, it leaves the main page.
  await homeKept.getByRole("button", { name: `${r.waiting.hide} ${title}` }).click();
  await expect(homeKept).toBeHidden();
});
