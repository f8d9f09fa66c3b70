import path from "node:path";
import type BetterSqlite3 from "better-sqlite3";
import type { APIRequestContext, BrowserContext, Page, Route } from "@playwright/test";
import { loadSqliteDriver } from "../../apps/server/src/db/sqlite-driver";
import { catalogues, expect, expectNoAxeViolations, logIn, paths, signUpByApi, test, realtimeReady } from "./fixtures";

const en = catalogues.en;
const c = en.chat;
const PASSWORD = "Student#2026";
// The desktop and phone projects run in parallel: each has its own two students (roster numbers
// no other journey uses) and its own item.
const students = {
  desktop: {
    claimant: { matrixNo: "A24CS0115", email: "meiling.chong@student.demo.edu.my", name: "Chong Mei Ling" },
    finder: { matrixNo: "A24CS0116", email: "ahmad.firdaus@student.demo.edu.my", name: "Ahmad Firdaus" },
    item: { brand: "Casio", model: "G-Shock GA-2100", color: "Black" },
  },
  phone: {
    claimant: { matrixNo: "A24EE0117", email: "deepa.krishnan@student.demo.edu.my", name: "Deepa Krishnan" },
    finder: { matrixNo: "A24ME0118", email: "wan.syafiq@student.demo.edu.my", name: "Wan Syafiq" },
    item: { brand: "Fossil", model: "Gen 6", color: "Rose gold" },
  },
};
const origin = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(new Date());

/** The e2e server's SQLite database, through the driver the server uses on this Node. */
async function openDatabase(): Promise<BetterSqlite3.Database> {
  const Database = await loadSqliteDriver();
  const database = new Database(path.join(process.env.E2E_DATA_DIR!, "campus.db"));
  database.pragma("busy_timeout = 5000");
  return database;
}

async function signInByApi(request: APIRequestContext, email: string) {
  const response = await request.post("/api/auth/login", {
    headers: { origin: origin() },
    data: { email, password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

/** The Chatbox item of the sidebar (opening the menu first on a phone). */
async function chatLink(page: Page, phone: boolean, name: string | RegExp = /^Chatbox/) {
  if (phone) await page.getByRole("button", { name: /^Open the menu/ }).click();
  return page.getByRole("navigation", { name: en.shell.sidebar }).getByRole("link", { name });
}

test("two students chat about a found item: consent, live messages, badge and toast, expiry and resolution", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const phone = info.project.name === "phone";
  const who = students[phone ? "phone" : "desktop"];

  // The finder (in another browser) signs up and reports a found watch.
  const finder: BrowserContext = await browser.newContext({
    baseURL: origin(),
    viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 860 },
    isMobile: phone,
    hasTouch: phone,
    extraHTTPHeaders: { "x-forwarded-for": `10.252.${info.workerIndex % 250}.${phone ? 2 : 1}` },
  });
  const finderPage = await finder.newPage();
  const finderErrors: string[] = [];
  finderPage.on("pageerror", (error) => finderErrors.push(error.message));
  await signUpByApi(finderPage.request, { ...who.finder, password: PASSWORD });
  await signInByApi(finder.request, who.finder.email);
  const { locations } = (await (await finder.request.get("/api/locations")).json()) as {
    locations: Array<{ id: string; active: boolean }>;
  };
  const reported = await finder.request.post("/api/reports", {
    headers: { origin: origin() },
    data: {
      type: "found",
      itemType: "other",
      itemTypeOther: "Watch",
      ...who.item,
      description: "Found near the lecture hall",
      serialNumber: null,
      locationId: locations.find((l) => l.active)!.id,
      eventDate: today(),
      custody: "finder",
      image: null,
    },
  });
  expect(reported.status()).toBe(201);
  const { report } = (await reported.json()) as { report: { id: string } };

  // The finder waits on the main page with the realtime channel open.
  const finderReady = realtimeReady(finderPage);
  await finderPage.goto(paths.home);
  await finderReady;

  // The claimant opens the report, accepts the consent and is taken to a draft: nothing is stored yet.
  await signUpByApi(page.request, { ...who.claimant, password: PASSWORD });
  const claimantReady = realtimeReady(page);
  await logIn(page, who.claimant.email, PASSWORD);
  await page.waitForURL("**/dashboard/home");
  await page.goto(`/dashboard/report-found/${report.id}`);
  await page.getByRole("button", { name: c.contactReporter }).click();
  const consent = page.getByRole("dialog", { name: c.consent.title });
  await expect(consent.getByText(c.consent.warning)).toBeVisible();
  await expect(consent.getByRole("button", { name: c.consent.continue })).toBeDisabled();
  await consent.getByRole("button", { name: c.consent.accept }).click();
  await expect(consent.getByRole("button", { name: c.consent.accepted })).toHaveAttribute("aria-pressed", "true");
  await consent.getByRole("button", { name: c.consent.continue }).click();
  await expect(page.getByRole("heading", { level: 1, name: c.draft.title })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/chat$/);
  await expect(page.getByText(c.draft.withReporter)).toBeVisible();
  await expect(page.getByText(c.noMessages)).toBeVisible();
  await claimantReady;
  await expectNoAxeViolations(page);
  expect((await (await page.request.get("/api/conversations")).json()).conversations).toEqual([]);

  // The claimant writes (Shift+Enter for a new line, Enter sends): the first message starts the conversation.
  const box = page.getByRole("textbox", { name: c.messageLabel });
  await box.fill("Hello! I think this watch is mine.");
  await box.press("Shift+Enter");
  await box.pressSequentially("It has my initials M.L. on the back.");
  await box.press("Enter");
  await page.waitForURL(/\/dashboard\/chat\/[^/]+$/);
  const conversationId = page.url().split("/").at(-1)!;
  await expect(page.getByRole("heading", { level: 1, name: who.finder.name })).toBeVisible();
  await expect(
    page.getByRole("link", { name: c.about.replace("{{item}}", `${who.item.brand} ${who.item.model} (Watch)`) }),
  ).toBeVisible();
  await expect(box).toHaveValue("");
  const log = page.getByRole("log", { name: c.with.replace("{{name}}", who.finder.name) });
  await expect(log.getByText("It has my initials M.L. on the back.")).toBeVisible();
  await expect(log.getByText(c.sending)).toHaveCount(0);

  // The finder, on the main page, is told, and sees the red badge.
  const toast = finderPage
    .getByRole("region", { name: en.common.notifications })
    .getByRole("listitem")
    .filter({ hasText: c.newMessage });
  await expect(toast).toBeVisible({ timeout: 10_000 });
  if (phone)
    await expect(
      finderPage.getByRole("button", { name: `Open the menu ${c.unread_one.replace("{{count}}", "1")}` }),
    ).toBeVisible();
  const badged = await chatLink(finderPage, phone, `Chatbox ${c.unread_one.replace("{{count}}", "1")}`);
  await expect(badged).toBeVisible();
  await expect(badged.getByText("1", { exact: true })).toBeVisible();

  // The finder opens the chat: the list shows the conversation still unread; opening it clears the badge.
  await badged.click();
  await finderPage.waitForURL("**/dashboard/chat");
  const item = finderPage
    .getByRole("listitem")
    .filter({ has: finderPage.getByRole("link", { name: who.claimant.name }) });
  await expect(item.getByText("It has my initials M.L. on the back.", { exact: false })).toBeVisible();
  await expect(item.getByText(c.unread_one.replace("{{count}}", "1"))).toBeAttached();
  await expectNoAxeViolations(finderPage);
  await item.getByRole("link", { name: who.claimant.name }).click();
  await finderPage.waitForURL(`**/dashboard/chat/${conversationId}`);
  const finderLog = finderPage.getByRole("log", { name: c.with.replace("{{name}}", who.claimant.name) });
  await expect(finderLog.getByText("Hello! I think this watch is mine.", { exact: false })).toBeVisible();
  expect((await (await finder.request.get("/api/conversations/unread")).json()).counts).toEqual({});
  if (phone) await expect(finderPage.getByRole("button", { name: "Open the menu", exact: true })).toBeVisible();
  else
    await expect(
      finderPage
        .getByRole("navigation", { name: en.shell.sidebar })
        .getByRole("link", { name: "Chatbox", exact: true }),
    ).toBeVisible();
  await expectNoAxeViolations(finderPage);

  // From here until a send is refused, the claimant's page may not read the conversation again:
  // a read the reply sets off (or a reconnect of the live channel on a busy machine) could reach
  // the server after the expiry below and show the conversation expired before the student tries
  // to send. Those reads wait, and go on once the refusal is shown.
  const waiting: Route[] = [];
  let release = false;
  const conversationRead = (url: URL) => url.pathname === `/api/conversations/${conversationId}`;
  await page.route(conversationRead, (route) => (release ? route.continue() : void waiting.push(route)));

  // The finder replies; the claimant's page shows it without reloading.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await finderPage
    .getByRole("textbox", { name: c.messageLabel })
    .fill("Yes, it has initials. Meet at the library at 3 pm?");
  await finderPage.getByRole("button", { name: c.send }).click();
  await expect(log.getByText("Yes, it has initials. Meet at the library at 3 pm?")).toBeVisible({ timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  // No toast on the chat screens.
  await expect(page.getByRole("region", { name: en.common.notifications }).getByText(c.newMessage)).toHaveCount(0);

  // A week later (the clock moved by setting the expiry in the past), sending is refused and the
  // resolution question asked (the page's reads of the conversation wait since before the reply).
  const database = await openDatabase();
  try {
    database
      .prepare("update conversations set expires_at = ? where id = ?")
      .run(new Date(Date.now() - 60_000).toISOString(), conversationId);
  } finally {
    database.close();
  }
  await box.fill("See you there!");
  await box.press("Enter");
  await expect(page.getByText(en.chat.errors.expired)).toBeVisible();
  release = true;
  for (const route of waiting) await route.continue();
  await page.unroute(conversationRead);
  const panel = page.getByRole("region", { name: c.expired.title });
  await expect(panel.getByText(c.expired.question)).toBeVisible();
  await expect(log.getByText(c.notSent)).toBeVisible();
  await expect(log.getByText("See you there!")).toBeVisible();
  await expectNoAxeViolations(page);
  // The claimant got the watch back, and says so while resolving.
  await panel.getByRole("checkbox", { name: c.expired.handedOver }).check();
  await panel.getByRole("button", { name: c.expired.resolve }).click();
  await expect(page.getByRole("region", { name: en.common.notifications }).getByText(c.markedResolved)).toBeVisible();
  await expect(page.getByText(c.resolvedNotice)).toBeVisible();
  await expect(page.getByRole("textbox", { name: c.messageLabel })).toHaveCount(0);
  // The finder's open conversation turns read-only too.
  await expect(finderPage.getByText(c.resolvedNotice)).toBeVisible({ timeout: 10_000 });
  await expect(finderPage.getByRole("textbox", { name: c.messageLabel })).toHaveCount(0);

  // One side's word does not solve the report: the finder is asked to confirm the handover.
  const reportStatus = async () =>
    ((await (await finder.request.get(`/api/reports/${report.id}`)).json()) as { report: { status: string } }).report
      .status;
  expect(await reportStatus()).toBe("pending");
  await expect(page.getByText(c.handover.mine.replace("{{name}}", who.finder.name))).toBeVisible();
  const handover = finderPage.getByRole("region", { name: c.handover.title });
  await expect(handover.getByText(c.handover.theirs.replace("{{name}}", who.claimant.name))).toBeVisible({
    timeout: 10_000,
  });
  await expectNoAxeViolations(finderPage);
  await handover.getByRole("button", { name: c.handover.confirm }).click();
  await expect(
    finderPage.getByRole("region", { name: en.common.notifications }).getByText(c.handover.solvedYourFound),
  ).toBeVisible();
  await expect(handover.getByText(c.handover.doneShort)).toBeVisible();
  // The done handover is one line that opens to say which reports were solved.
  await handover.getByText(c.handover.doneShort).click();
  await expect(handover.getByText(c.handover.solvedYourFound)).toBeVisible();
  expect(await reportStatus()).toBe("solved");

  // Once resolved, the handover and the read-only notice take a line or two each: on a phone the
  // messages keep most of the conversation's height.
  await expect(page.getByRole("region", { name: c.handover.title }).getByText(c.handover.doneShort)).toBeVisible({
    timeout: 10_000,
  });
  const heightOf = async (locator: ReturnType<Page["locator"]>) => (await locator.boundingBox())!.height;
  const panels =
    (await heightOf(page.getByRole("region", { name: c.handover.title }))) +
    (await heightOf(page.getByRole("status").filter({ hasText: c.resolvedNotice })));
  const messages = await heightOf(log);
  expect(panels).toBeLessThan(messages / 2);
  expect(panels).toBeLessThan((page.viewportSize()!.height * 18) / 100);

  // Either side may open the conversation again.
  await page.getByRole("button", { name: c.reopen }).click();
  await expect(page.getByRole("region", { name: en.common.notifications }).getByText(c.reopened)).toBeVisible();
  await expect(page.getByRole("textbox", { name: c.messageLabel })).toBeVisible();

  expect(finderErrors).toEqual([]);
  await finder.close();
});
