import type { BrowserContext } from "@playwright/test";
import {
  catalogues,
  DEMO_ADMIN,
  expect,
  expectNoAxeViolations,
  paths,
  signUpByApi,
  test,
  useSession,
} from "./fixtures";

const en = catalogues.en;
const my = catalogues.my;
const PASSWORD = "Student#2026";
// Desktop and phone run in parallel: each has its own student (roster numbers no other journey uses).
const students = {
  desktop: { matrixNo: "A25CS0207", email: "aina.sofiya@student.demo.edu.my", name: "Aina Sofiya" },
  phone: { matrixNo: "A25CS0208", email: "kelvin.ng@student.demo.edu.my", name: "Kelvin Ng" },
};
const origin = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

test("a student writes to the office; any administrator answers from the office's inbox, as the office", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const phone = info.project.name === "phone";
  const student = students[phone ? "phone" : "desktop"];
  const question = `Is my blue umbrella at the office? (${phone ? "phone" : "desktop"})`;
  const answer = `Yes, it is on shelf B. Come before 5 pm. (${phone ? "phone" : "desktop"})`;

  // The student, in Malay, opens the chat and writes to the office with one button (no consent dialog).
  const studentContext: BrowserContext = await browser.newContext({
    baseURL: origin(),
    viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 860 },
    isMobile: phone,
    hasTouch: phone,
    extraHTTPHeaders: { "x-forwarded-for": `10.251.${info.workerIndex % 250}.${phone ? 2 : 1}` },
  });
  const studentPage = await studentContext.newPage();
  await signUpByApi(studentPage.request, { ...student, password: PASSWORD });
  await useSession(studentPage, student.email, PASSWORD);
  await studentContext.addInitScript(() => window.localStorage.setItem("preferred-language", "my"));
  await studentPage.goto(paths.chat);
  await studentPage.getByRole("button", { name: my.chat.messageOffice }).click();
  // A draft to the office (no consent): the conversation is created with the first message.
  await expect(studentPage.getByRole("heading", { level: 1, name: my.chat.officeName })).toBeVisible();
  await expect(studentPage.getByText(my.chat.draft.firstMessage)).toBeVisible();
  await expect(studentPage.getByRole("dialog")).toHaveCount(0);
  await expectNoAxeViolations(studentPage);
  await studentPage.getByRole("textbox", { name: my.chat.messageLabel }).fill(question);
  await studentPage.getByRole("button", { name: my.chat.send }).click();
  await studentPage.waitForURL(/\/dashboard\/chat\/[^/]+$/);
  const conversationId = studentPage.url().split("/").at(-1)!;
  await expect(studentPage.getByRole("log").getByText(question)).toBeVisible();

  // The administrator sees the inbox in the sidebar with its unread count, and the student's message.
  await useSession(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto(paths.admin);
  if (phone) await page.getByRole("button", { name: /^Open the menu/ }).click();
  const inboxLink = page
    .getByRole("navigation", { name: en.shell.sidebar })
    .getByRole("link", { name: /^Office inbox/ });
  await expect(inboxLink).toHaveAccessibleName(/unread/);
  await inboxLink.click();
  await page.waitForURL("**/dashboard/chat");
  await expect(page.getByRole("heading", { level: 1, name: en.chat.inboxTitle })).toBeVisible();
  await expect(page.getByLabel(en.chat.emailLabel)).toHaveCount(0);
  const item = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: student.name }) });
  await expect(item.getByText(question)).toBeVisible();
  await expectNoAxeViolations(page);
  await item.getByRole("link", { name: student.name }).click();
  await page.waitForURL(`**/dashboard/chat/${conversationId}`);
  await expect(page.getByRole("heading", { level: 1, name: student.name })).toBeVisible();
  await page.getByRole("textbox", { name: en.chat.messageLabel }).fill(answer);
  await page.getByRole("button", { name: en.chat.send }).click();
  await expect(page.getByRole("log").getByText(answer)).toBeVisible();
  await expectNoAxeViolations(page);

  // The student's open conversation shows the answer live, from the office (never the administrator's name).
  const log = studentPage.getByRole("log", { name: my.chat.with.replace("{{name}}", my.chat.officeName) });
  const reply = log.getByRole("listitem").filter({ hasText: answer });
  await expect(reply).toBeVisible({ timeout: 10_000 });
  await expect(reply.getByText(my.chat.officeName)).toBeVisible();
  await expect(studentPage.getByText("Nurul Huda")).toHaveCount(0);
  await studentContext.close();
});
