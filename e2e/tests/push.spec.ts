import type { APIRequestContext } from "@playwright/test";
import {
  activeLocation,
  campusToday,
  catalogues,
  DEMO_ADMIN,
  expect,
  expectNoAxeViolations,
  LANGUAGE_TAGS,
  paths,
  signUpByApi,
  test,
  useSession,
} from "./fixtures";
import { deliverPush, pushDevice, shownNotifications, tapNotification } from "./push-device";

const PASSWORD = "Student#2026";
const origin = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

// Desktop and phone run in parallel against one database: each has its own owner and finder
// (added to the roster here, numbers no other journey uses), its own laptop, which cannot match
// the other's, and its own language: the push comes in the owner's.
const runs = {
  desktop: {
    language: "en",
    owner: { matrixNo: "A26CS0451", email: "aqilah.hamid@student.demo.edu.my", name: "Aqilah Hamid" },
    finder: { matrixNo: "A26CS0452", email: "jason.lim@student.demo.edu.my", name: "Jason Lim" },
    laptop: {
      brand: "Lenovo",
      model: "ThinkPad X1 Carbon",
      color: "Grey",
      description: "Grey ThinkPad with a UTM sticker",
    },
  },
  phone: {
    language: "my",
    owner: { matrixNo: "A26CS0453", email: "syafiqah.nor@student.demo.edu.my", name: "Syafiqah Nor" },
    finder: { matrixNo: "A26CS0454", email: "vikram.rao@student.demo.edu.my", name: "Vikram Rao" },
    laptop: { brand: "Asus", model: "Zenbook 14 OLED", color: "Blue", description: "Blue Zenbook in a black sleeve" },
  },
} as const;

/** The endpoints of the devices the server holds for the signed-in user (their copy of their data lists them). */
async function serverDevices(request: APIRequestContext): Promise<string[]> {
  const data = (await (await request.get("/api/profile/data")).json()) as { pushDevices?: Array<{ endpoint: string }> };
  return (data.pushDevices ?? []).map((device) => device.endpoint);
}

test("a student turns on notifications on her device, a found item that may be hers is pushed to it in her language, and its tap opens her shortlist", async ({
  page,
  context,
  browser,
  startIn,
}, info) => {
  // Two browsers, the office's roster import, a match and a push through the outbox.
  test.slow();
  const run = runs[info.project.name as keyof typeof runs];
  const text = catalogues[run.language];
  const device = pushDevice();
  await device.install(context);
  await context.grantPermissions(["notifications"], { origin: origin() });
  await startIn(run.language);

  // The office puts both students on the roster.
  const officeContext = await browser.newContext({ baseURL: origin() });
  const office = await officeContext.newPage();
  await useSession(office, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const roster = await office.request.post("/api/admin/roster/import", {
    headers: { origin: origin() },
    data: { csv: [run.owner, run.finder].map((s) => `${s.matrixNo},${s.email},${s.name}`).join("\n") },
  });
  expect(roster.status()).toBe(200);
  await officeContext.close();

  // The owner signs in, in her language, and opens her profile once the app's service worker runs it.
  await signUpByApi(page.request, { ...run.owner, password: PASSWORD });
  await useSession(page, run.owner.email, PASSWORD);
  const language = await page.request.put("/api/profile/language", {
    headers: { origin: origin() },
    data: { language: run.language },
  });
  expect(language.ok()).toBe(true);
  await page.goto(paths.profile);
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();

  // Notifications on this device: off, then on.
  const section = page.getByRole("region", { name: text.profile.push.title });
  const toggle = section.getByRole("switch", { name: text.profile.push.switch });
  await expect(section.getByText(text.profile.push.off)).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(section.getByText(text.profile.push.on)).toBeVisible();
  await expect(toggle).toBeFocused();
  await expectNoAxeViolations(page);
  expect(await serverDevices(page.request)).toEqual([device.endpoint]);

  // She reports her laptop lost; another student, in another browser, reports finding it.
  const place = await activeLocation(page.request);
  const lostAnswer = await page.request.post("/api/reports", {
    headers: { origin: origin() },
    data: {
      type: "lost",
      itemType: "laptop",
      ...run.laptop,
      serialNumber: null,
      locationId: place.id,
      eventDate: campusToday(),
      image: null,
    },
  });
  expect(lostAnswer.status()).toBe(201);
  const { report: lost } = (await lostAnswer.json()) as { report: { id: string } };
  const finder = await browser.newContext({
    baseURL: origin(),
    extraHTTPHeaders: {
      "x-forwarded-for": `10.252.${info.workerIndex % 250}.${info.project.name === "phone" ? 2 : 1}`,
    },
  });
  const finderPage = await finder.newPage();
  await signUpByApi(finderPage.request, { ...run.finder, password: PASSWORD });
  expect(
    (
      await finder.request.post("/api/auth/login", {
        headers: { origin: origin() },
        data: { email: run.finder.email, password: PASSWORD },
      })
    ).ok(),
  ).toBe(true);
  const foundAnswer = await finder.request.post("/api/reports", {
    headers: { origin: origin() },
    data: {
      type: "found",
      itemType: "laptop",
      ...run.laptop,
      serialNumber: null,
      locationId: place.id,
      eventDate: campusToday(),
      custody: "office",
      image: null,
    },
  });
  expect(foundAnswer.status()).toBe(201);
  await finder.close();

  // The server pushes the shortlist's notice to her device, encrypted for it, in her language.
  await expect.poll(() => device.received(page.request), { timeout: 30_000 }).toHaveLength(1);
  const [pushed] = await device.received(page.request);
  const payload = JSON.parse(pushed!) as { title: string; body: string; lang: string; url: string; tag: string };
  expect(payload).toMatchObject({
    title: text.push.match.title,
    lang: LANGUAGE_TAGS[run.language],
    url: `/dashboard/report-lost/${lost.id}#matches`,
  });

  // Delivered to the device's service worker, it shows as a notification.
  await deliverPush(page, pushed!, payload.tag);
  await expect
    .poll(async () => (await shownNotifications(page)).map(({ title, lang, tag }) => ({ title, lang, tag })))
    .toEqual([{ title: text.push.match.title, lang: LANGUAGE_TAGS[run.language], tag: payload.tag }]);

  // A tap takes the open app to her shortlist.
  await tapNotification(context, payload.tag);
  await page.waitForURL(`**/dashboard/report-lost/${lost.id}#matches`);
  const matches = page.getByRole("region", { name: text.matches.title });
  await expect(matches.getByRole("heading", { level: 3, name: text.matches.mayBeYours })).toBeVisible();
  await expect(matches.getByRole("heading", { level: 4, name: new RegExp(run.laptop.brand) })).toBeVisible();
  expect(await shownNotifications(page)).toEqual([]);

  // Turned off, the server forgets the device.
  await page.goto(paths.profile);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(section.getByText(text.profile.push.off)).toBeVisible();
  expect(await serverDevices(page.request)).toEqual([]);
});
