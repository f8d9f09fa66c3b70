import {
  activeLocation,
  campusToday,
  catalogues,
  expect,
  expectNoAxeViolations,
  logIn,
  realtimeReady,
  signUpByApi,
  test,
} from "./fixtures";

const en = catalogues.en;
const PASSWORD = "Student#2026";
// The desktop and phone projects run in parallel: each has its own owner and finder (roster
// numbers no other journey uses) and its own item, which cannot match the other project's.
const students = {
  desktop: {
    owner: { matrixNo: "A24EE0111", email: "nurul.izzah@student.demo.edu.my", name: "Nurul Izzah" },
    finder: { matrixNo: "A24EE0112", email: "goh.cheekeong@student.demo.edu.my", name: "Goh Chee Keong" },
    item: {
      brand: "Samsung",
      model: "Galaxy S23",
      color: "Black",
      description: "Black Samsung phone in a clear case with a cat sticker",
    },
  },
  phone: {
    owner: { matrixNo: "A24ME0113", email: "hafiz.rahim@student.demo.edu.my", name: "Hafiz Rahim" },
    finder: { matrixNo: "A24ME0114", email: "lakshmi.nair@student.demo.edu.my", name: "Lakshmi Nair" },
    item: {
      brand: "Xiaomi",
      model: "Redmi Note 13",
      color: "Blue",
      description: "Blue Xiaomi phone with a cracked screen protector",
    },
  },
};
const origin = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

test("a student is told at once when a found item may be theirs, and sees why", async ({ page, browser }, info) => {
  test.setTimeout(60_000);
  const who = students[info.project.name as "desktop" | "phone"];
  const title = `${who.item.brand} ${who.item.model} (${en.reports.itemTypes.phone})`;

  // The owner signs in, reports the lost phone and stays on the dashboard.
  await signUpByApi(page.request, { ...who.owner, password: PASSWORD });
  const ready = realtimeReady(page);
  await logIn(page, who.owner.email, PASSWORD);
  await page.waitForURL("**/dashboard/home");
  const location = await activeLocation(page.request);
  const created = await page.request.post("/api/reports", {
    headers: { origin: origin() },
    data: {
      type: "lost",
      itemType: "phone",
      ...who.item,
      serialNumber: null,
      locationId: location.id,
      eventDate: campusToday(),
      image: null,
    },
  });
  expect(created.status()).toBe(201);
  const { report: lost } = (await created.json()) as { report: { id: string } };
  const before = (await (await page.request.get(`/api/reports/${lost.id}/matches`)).json()) as { matches: unknown[] };
  expect(before.matches).toEqual([]);
  const socket = await ready;
  const acked = socket.waitForEvent("framesent", {
    predicate: ({ payload }) => String(payload).includes('"type":"ack"'),
    timeout: 20_000,
  });

  // Another student, in another browser, reports finding the same phone.
  const finder = await browser.newContext({
    baseURL: origin(),
    extraHTTPHeaders: {
      "x-forwarded-for": `10.251.${info.workerIndex % 250}.${info.project.name === "phone" ? 2 : 1}`,
    },
  });
  const finderPage = await finder.newPage();
  await signUpByApi(finderPage.request, { ...who.finder, password: PASSWORD });
  const signedIn = await finder.request.post("/api/auth/login", {
    headers: { origin: origin() },
    data: { email: who.finder.email, password: PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const reported = await finder.request.post("/api/reports", {
    headers: { origin: origin() },
    data: {
      type: "found",
      itemType: "phone",
      ...who.item,
      serialNumber: null,
      locationId: location.id,
      eventDate: campusToday(),
      custody: "office",
      image: null,
    },
  });
  expect(reported.status()).toBe(201);
  const { report: found } = (await reported.json()) as { report: { id: string } };
  await finder.close();

  // The owner's open page says so without reloading, then acknowledges the notice.
  const toasts = page.getByRole("region", { name: en.common.notifications });
  const notice = toasts.getByRole("listitem").filter({ hasText: en.matches.mayBeYours });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  expect(page.url()).toMatch(/\/dashboard\/home$/);
  await notice.getByRole("button", { name: en.notifications.open }).click();
  await page.waitForURL(`**/dashboard/report-lost/${lost.id}#matches`);
  expect(JSON.parse(String((await acked).payload))).toMatchObject({ type: "ack" });

  // The lost item's page lists the found phone with its score and reasons.
  const matches = page.getByRole("region", { name: en.matches.title });
  await expect(matches.getByRole("heading", { level: 2, name: en.matches.title })).toBeVisible();
  // Shortlisted: under "These found items may be yours", each item a level-4 heading.
  await expect(matches.getByRole("heading", { level: 3, name: en.matches.mayBeYours })).toBeVisible();
  const item = matches.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 4, name: title }) });
  await expect(item).toBeVisible();
  await expect(item.getByText(/^\d{1,3}% match$/)).toBeVisible();
  const reasons = item.getByRole("list", { name: en.matches.reasonsLabel });
  for (const reason of ["sameBrand", "sameModel", "sameColour", "sameLocation", "foundSameDay"] as const) {
    await expect(reasons.getByText(en.matches.reasons[reason], { exact: true })).toBeVisible();
  }
  await expect(item.getByText(location.nameEn)).toBeVisible();
  await expect(item.getByRole("button", { name: en.matches.dismiss })).toBeVisible();
  await expectNoAxeViolations(page);

  // And opens the found report.
  await item.getByRole("link", { name: en.matches.open }).click();
  await page.waitForURL(`**/dashboard/report-found/${found.id}`);
  await expect(page.getByRole("heading", { level: 1, name: en.reports.details.titleFound })).toBeVisible();
  await expect(page.getByText(who.item.description)).toBeVisible();
});
