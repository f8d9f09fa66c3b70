import { totpCode } from "../../apps/server/test/totp";
import {
  catalogues,
  DEMO_ADMIN,
  expect,
  expectNoAxeViolations,
  logIn,
  paths,
  saveAdminSecondFactor,
  test,
} from "./fixtures";

const text = catalogues.en.authPages.secondFactor;

test("the demo admin's first sign-in leads to turning two-step sign-in on: password, QR code and key, recovery codes, the app's code", async ({
  page,
}) => {
  await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.waitForURL(`**${paths.adminTwoStep}`);
  await expect(page.getByRole("heading", { level: 1, name: text.setupTitle })).toBeVisible();
  // The admin panel waits until it is on.
  await page.goto(paths.reportInfo);
  await page.waitForURL(`**${paths.adminTwoStep}`);
  await expectNoAxeViolations(page);

  await page.getByLabel(text.password).fill(DEMO_ADMIN.password);
  await page.getByRole("button", { name: text.begin }).click();
  await expect(page.getByRole("img", { name: text.qrAlt }).locator("svg")).toBeVisible();
  const key = (await page.getByTestId("authenticator-key").textContent())!.replaceAll(" ", "");
  const recoveryCodes = await page
    .getByRole("list", { name: text.recoveryCode })
    .getByRole("listitem")
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: text.download }).click();
  expect((await download).suggestedFilename()).toBe(text.fileName);
  await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: text.code }).fill(totpCode(key));
  await page.getByLabel(text.codesSaved).check();
  await page.getByRole("button", { name: text.turnOn }).click();
  await page.waitForURL(/\/dashboard\/admin$/);
  await expect(page.getByText(text.turnedOn)).toBeVisible();
  saveAdminSecondFactor({ key, recoveryCodes });
});
