import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  adminCode,
  adminSecondFactor,
  catalogues,
  confirmationLinkFor,
  DEMO_ADMIN,
  expect,
  expectNoAxeViolations,
  latestMailTo,
  logIn,
  paths,
  signUpByApi,
  test,
} from "./fixtures";

const en = catalogues.en;

/** Opens the sidebar on a phone; on a desktop it is always there. */
async function sidebar(page: Page) {
  const menu = page.getByRole("button", { name: en.shell.openMenu });
  const nav = page.getByRole("navigation", { name: en.shell.sidebar });
  // The layout is drawn once the phone's menu button or the wide screen's sidebar shows; a heading
  // alone may still be the screen before (the journey once met the sign-in's, and opened no menu).
  await expect(menu.or(nav.getByRole("link")).filter({ visible: true }).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  return nav;
}

test("a student signs up with a roster number, logs in, sees the student sidebar and logs out", async ({
  page,
}, info) => {
  // Each viewport project signs up a different roster student (they run in parallel).
  const student =
    info.project.name === "phone"
      ? { matrixNo: "A23CS0102", email: "jiahui.lim@student.demo.edu.my", name: "Lim Jia Hui" }
      : { matrixNo: "A23CS0101", email: "nur.aina@student.demo.edu.my", name: "Nur Aina Zulkifli" };
  await page.goto(paths.register);
  await page.getByLabel(en.authPages.register.name).fill(student.name);
  await page.getByLabel(en.authPages.register.matrixNo).fill(student.matrixNo);
  await page.getByLabel(en.authPages.register.email).fill(student.email);
  await page.getByLabel(en.authPages.register.phone).fill("012-555 0101");
  await page.getByLabel(en.authPages.register.password, { exact: true }).fill("my-secret-1");
  await page.getByLabel(en.authPages.register.confirmPassword).fill("my-secret-1");
  await page.getByRole("button", { name: en.authPages.register.submit }).click();
  await expect(page.getByText(en.auth.errors.termsRequired)).toBeVisible();
  await page.getByLabel(en.authPages.register.termsBefore).check();
  await page.getByRole("button", { name: en.authPages.register.submit }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("status")).toHaveText(en.auth.registered);
  // Before the emailed link is followed, the account cannot sign in; the link can be asked for again.
  await page.getByLabel(en.authPages.login.email).fill(student.email);
  await page.getByLabel(en.authPages.login.password).fill("my-secret-1");
  await page.getByRole("button", { name: en.authPages.login.submit }).click();
  await expect(page.getByRole("alert")).toHaveText(
    en.auth.errors.emailNotConfirmed.replace("{{email}}", student.email),
  );
  await page.getByRole("button", { name: en.authPages.login.resend }).click();
  await expect(page.getByRole("status")).toHaveText(en.auth.confirmationSent.replace("{{email}}", student.email));
  await page.goto(
    new URL(confirmationLinkFor(student.email)).pathname + new URL(confirmationLinkFor(student.email)).search,
  );
  // The link asks for the password chosen at sign-up: it never confirms a password somebody else chose.
  await expect(page.getByText(en.authPages.confirm.passwordIntro)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(en.authPages.confirm.passwordLabel).fill("my-secret-1");
  await page.getByRole("button", { name: en.authPages.confirm.submit }).click();
  await expect(page.getByRole("status")).toHaveText(en.auth.emailConfirmed);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: en.authPages.confirm.toLogin }).click();
  await page.getByLabel(en.authPages.login.email).fill(student.email);
  await page.getByLabel(en.authPages.login.password).fill("my-secret-1");
  await page.getByRole("button", { name: en.authPages.login.submit }).click();

  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(page.getByText(student.email)).toBeVisible({ visible: info.project.name !== "phone" });
  const nav = await sidebar(page);
  await expect(nav.getByRole("link")).toHaveText([
    en.shell.nav.home,
    en.shell.nav.reportLost,
    en.shell.nav.reportFound,
    en.shell.nav.profile,
    en.shell.nav.chat,
    en.shell.nav.reportDetails,
    en.shell.nav.myClaims,
  ]);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: en.shell.nav.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(paths.home);
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fhome$/);
});

test("wrong credentials get their own messages, and the form keeps what was typed", async ({ page }) => {
  await logIn(page, "nobody@student.demo.edu.my", "whatever");
  await expect(page.getByText(en.auth.errors.noUser)).toBeVisible();
  await page.getByLabel(en.authPages.login.email).fill(DEMO_ADMIN.email);
  await page.getByRole("button", { name: en.authPages.login.submit }).click();
  await expect(page.getByText(en.auth.errors.incorrectPassword)).toBeVisible();
  await expect(page.getByLabel(en.authPages.login.email)).toHaveValue(DEMO_ADMIN.email);
});

test("an admin logs in with the password and the app's code (a recovery code on the phone), lands on the admin panel with the admin sidebar, and is sent back there from student screens", async ({
  page,
}, info) => {
  const text = en.authPages.secondFactor;
  await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page.getByRole("heading", { name: text.title })).toBeFocused();
  if (info.project.name === "phone") {
    await page.getByRole("button", { name: text.useRecovery }).click();
    await page.getByLabel(text.recoveryCode).fill(adminSecondFactor().recoveryCodes[0]!);
  } else {
    await page.getByLabel(text.code).fill("000000");
    await page.getByRole("button", { name: text.submit }).click();
    await expect(page.getByText(en.auth.errors.secondFactorInvalid)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(text.code).fill(await adminCode());
  }
  await page.getByRole("button", { name: text.submit }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  const nav = await sidebar(page);
  await expect(nav.getByRole("link")).toHaveText([
    en.shell.nav.admin,
    en.shell.nav.profile,
    en.shell.nav.reportInfo,
    en.shell.nav.inbox,
    en.shell.nav.adminIntake,
    en.shell.nav.adminClaims,
    en.shell.nav.adminAgeing,
    en.shell.nav.adminStorage,
    en.shell.nav.adminUsers,
    en.shell.nav.adminLocations,
    en.shell.nav.adminRoster,
    en.shell.nav.adminAudit,
  ]);
  await page.goto(paths.reportLost);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await expectNoAxeViolations(page);
});

test("a forgotten password is reset through the emailed link, and the new password works", async ({ page }, info) => {
  const email = info.project.name === "phone" ? "priya.devi@student.demo.edu.my" : "weijie.tan@student.demo.edu.my";
  await page.goto(paths.login);
  await page.getByRole("link", { name: en.authPages.login.forgot }).click();
  // The login form has an Email field too: fill the one of the page that has arrived.
  await page.waitForURL(`**${paths.forgotPassword}`);
  await expect(page.getByRole("heading", { level: 1, name: en.authPages.forgot.title })).toBeVisible();
  await page.getByLabel(en.authPages.forgot.email).fill(email);
  await page.getByRole("button", { name: en.authPages.forgot.submit }).click();
  await expect(page.getByRole("status")).toHaveText(en.auth.resetLinkSent);

  const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(latestMailTo(email))![0];
  await page.goto(link);
  await page.getByLabel(en.authPages.reset.password, { exact: true }).fill("brand-new-9");
  await page.getByLabel(en.authPages.reset.confirmPassword).fill("brand-new-9");
  await page.getByRole("button", { name: en.authPages.reset.submit }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("status")).toHaveText(en.auth.passwordReset);

  await logIn(page, email, "brand-new-9");
  await expect(page).toHaveURL(/\/dashboard\/home$/);

  await page.goto(link);
  await page.getByLabel(en.authPages.reset.password, { exact: true }).fill("another-one-9");
  await page.getByLabel(en.authPages.reset.confirmPassword).fill("another-one-9");
  await page.getByRole("button", { name: en.authPages.reset.submit }).click();
  await expect(page.getByRole("alert")).toContainText(en.auth.errors.resetLinkInvalid);
});

test("a student changes the interface language in the profile; it switches at once, is saved and is remembered", async ({
  page,
}, info) => {
  const student =
    info.project.name === "phone"
      ? { matrixNo: "A23ME0106", email: "farah.nabila@student.demo.edu.my" }
      : { matrixNo: "A23EE0105", email: "kai.xiang@student.demo.edu.my" };
  await signUpByApi(page.request, { ...student, name: "Profile Tester", password: "profile-pass" });
  await logIn(page, student.email, "profile-pass");
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.goto(paths.profile);
  await expect(page.getByLabel(en.profile.matrixNo)).toHaveValue(student.matrixNo);

  await page.getByLabel(en.profile.language, { exact: true }).selectOption("my");
  const my = catalogues.my;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(my.profile.title);
  await page.getByLabel(my.profile.phone).fill("019-222 3333");
  await page.getByRole("button", { name: my.profile.save }).click();
  await expect(page.getByRole("status")).toHaveText(my.profile.updated);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(my.profile.title);
  await expect(page.getByLabel(my.profile.phone)).toHaveValue("019-222 3333");
});

test("a student sets a profile photo; a file that only pretends to be an image is refused and the photo stays", async ({
  page,
}, info) => {
  const student =
    info.project.name === "phone"
      ? { matrixNo: "A24BM0109", email: "kavitha.r@student.demo.edu.my" }
      : { matrixNo: "A24BM0108", email: "amirul.h@student.demo.edu.my" };
  await signUpByApi(page.request, { ...student, name: "Photo Tester", password: "photo-pass" });
  await logIn(page, student.email, "photo-pass");
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.goto(paths.profile);

  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2e86de" } })
    .png()
    .toBuffer();
  await page
    .getByLabel(en.profilePhoto.change)
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: picture });
  await expect(page.getByRole("status")).toHaveText(en.profilePhoto.updated);
  const avatars = page.locator("img[src*='/api/files/']");
  await expect(avatars.first()).toBeVisible();
  const src = await avatars.first().getAttribute("src");
  expect(src).toMatch(/\/api\/files\/[0-9a-f-]{36}\.png$/);

  await page
    .getByLabel(en.profilePhoto.change)
    .setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("this is not a picture") });
  await expect(page.getByRole("alert")).toHaveText(en.uploads.errors.notImage);
  await expect(avatars.first()).toHaveAttribute("src", src!);
  await expectNoAxeViolations(page);
});
