import type { Page } from "@playwright/test";
import { catalogues, expect, expectNoAxeViolations, paths } from "./fixtures";

/** Every page a visitor can open without an account, with its heading in each language. */
export const publicPages = [
  { path: paths.welcome, heading: { en: catalogues.en.welcome.title, my: catalogues.my.welcome.title } },
  { path: paths.terms, heading: { en: catalogues.en.terms.title, my: catalogues.my.terms.title } },
  { path: paths.privacy, heading: { en: catalogues.en.privacy.title, my: catalogues.my.privacy.title } },
  { path: paths.login, heading: { en: catalogues.en.authPages.login.title, my: catalogues.my.authPages.login.title } },
  {
    path: paths.register,
    heading: { en: catalogues.en.authPages.register.title, my: catalogues.my.authPages.register.title },
  },
  {
    path: paths.forgotPassword,
    heading: { en: catalogues.en.authPages.forgot.title, my: catalogues.my.authPages.forgot.title },
  },
  {
    path: paths.resetPassword,
    heading: { en: catalogues.en.authPages.reset.title, my: catalogues.my.authPages.reset.title },
  },
  {
    path: paths.visitorReport,
    heading: { en: catalogues.en.reports.form.visitorTitle, my: catalogues.my.reports.form.visitorTitle },
  },
  {
    path: "/no-such-page",
    heading: { en: catalogues.en.notFound.title, my: catalogues.my.notFound.title },
    status: 404,
  },
];

/** Opens a public page in the language the test started in: its status, heading, `lang`, footer and axe. */
export async function checkPublicPage(
  page: Page,
  language: "en" | "my",
  { path, heading, status = 200 }: (typeof publicPages)[number],
) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading[language]);
  await expect(page.locator("html")).toHaveAttribute("lang", language === "my" ? "ms" : "en");
  await expect(page.getByRole("contentinfo")).toContainText("Universiti Teknologi Contoh");
  await expectNoAxeViolations(page);
}
