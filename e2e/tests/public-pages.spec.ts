import { catalogues, expect, paths, test } from "./fixtures";
import { checkPublicPage, publicPages } from "./public-pages";

// In Malay at both widths (its longer words are the ones that would not fit a phone); in English at
// the desktop's width, public-pages-english.desktop.spec.ts.
for (const entry of publicPages)
  test(`${entry.path} in my: content, language and no accessibility violations`, async ({ page, startIn }) => {
    await startIn("my");
    await checkPublicPage(page, "my", entry);
  });

test("the language toggle switches the whole page and the choice survives a reload", async ({ page }) => {
  await page.goto(paths.welcome);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogues.en.welcome.title);
  await page.getByRole("button", { name: "Bahasa Melayu" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogues.my.welcome.title);
  await expect(page.getByRole("contentinfo")).toContainText("Hak cipta terpelihara");
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
  expect(await page.evaluate(() => window.localStorage.getItem("preferred-language"))).toBe("my");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogues.my.welcome.title);
  await page.getByRole("link", { name: catalogues.my.nav.terms }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogues.my.terms.title);

  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogues.en.terms.title);
});

test("keyboard users can skip to the main content", async ({ page }) => {
  await page.goto(paths.terms);
  // A keyboard user starts once the page has shown (its language's catalogue loads first).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogues.en.terms.title);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: catalogues.en.common.skipToContent });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("hashed assets are cached for a year and compressed; the page itself is not cached", async ({ page }) => {
  const assets: { url: string; cache: string | undefined; encoding: string | undefined }[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/assets/") && response.url().endsWith(".js")) {
      assets.push({
        url: response.url(),
        cache: response.headers()["cache-control"],
        encoding: response.headers()["content-encoding"],
      });
    }
  });
  const response = await page.goto(paths.welcome);
  expect(response?.headers()["cache-control"]).toBe("no-cache");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    expect(asset.cache, asset.url).toBe("public, max-age=31536000, immutable");
    expect(["br", "gzip", "deflate"], asset.url).toContain(asset.encoding);
  }
});

test("the API reference renders under the Content-Security-Policy", async ({ page }) => {
  await page.goto("/api/docs");
  // Swagger UI renders the whole document (every route) in the browser: slow on a busy 2-core machine.
  await expect(page.getByRole("heading", { name: /Campus Lost & Found API/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("/api/ping").first()).toBeVisible();
});
