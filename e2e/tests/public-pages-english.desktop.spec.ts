import { test } from "./fixtures";
import { checkPublicPage, publicPages } from "./public-pages";

// The public pages in English at the desktop's width (in Malay at both widths: public-pages.spec.ts).
for (const entry of publicPages)
  test(`${entry.path} in en: content, language and no accessibility violations`, async ({ page, startIn }) => {
    await startIn("en");
    await checkPublicPage(page, "en", entry);
  });
