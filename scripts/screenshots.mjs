// `node scripts/screenshots.mjs [base URL]`: screenshots of screens at desktop and 390 px phone
// width, in each language, into .test-output/screenshots/, to look at what we build.
// PAGES=/,/login  LANGS=en,my  FULL=1 (full page) choose what to take; LOGIN=email:password signs
// in first (for dashboard screens). The app must be running.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const pages = (process.env.PAGES ?? "/,/terms-and-conditions,/no-such-page,/dashboard").split(",");
const languages = (process.env.LANGS ?? "en,my").split(",");
const outDir = ".test-output/screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const [label, viewport] of [
  ["desktop", { width: 1366, height: 860 }],
  ["phone", { width: 390, height: 844 }],
]) {
  for (const language of languages) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    page.on("pageerror", (error) => console.log(`page error on ${page.url()}: ${error.message}`));
    await page.addInitScript((value) => globalThis.localStorage.setItem("preferred-language", value), language);
    if (process.env.LOGIN) {
      const [email, password] = process.env.LOGIN.split(":");
      const response = await page.request.post(`${base}/api/auth/login`, {
        data: { email, password },
        headers: { origin: base },
      });
      if (!response.ok()) throw new Error(`login failed: ${response.status()}`);
    }
    for (const path of pages) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      const file = `${outDir}/${label}-${language}${path.replaceAll("/", "_") || "_"}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
