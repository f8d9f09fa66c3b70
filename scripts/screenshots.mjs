// `node scripts/screenshots.mjs [base URL]`: screenshots of screens at desktop and 390 px phone
// width, in each language, into .test-output/screenshots/, to look at what we build.
// PAGES=/,/login  LANGS=en,my  FULL=1 (full page) choose what to take; LOGIN=email:password signs
// in first (for dashboard screens). An administrator signs in with the authenticator app's code
// too: the first time, the script turns two-step sign-in on and keeps the key in
// .test-output/screenshots/<email>.totp for the next runs (run it with `node --import tsx`, which
// the code's calculation, apps/server/test/totp.ts, needs). The app must be running.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
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
    if (process.env.LOGIN) await signIn(page.request, ...process.env.LOGIN.split(":"));
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

/** Signs in with the password, and as an administrator with the app's code (turning two-step sign-in on the first time). */
async function signIn(request, email, password) {
  const post = async (path, data) => {
    const response = await request.post(`${base}/api/auth/${path}`, { data, headers: { origin: base } });
    if (!response.ok()) throw new Error(`${path} failed: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  const keyFile = `${outDir}/${email}.totp`;
  // A code completes one sign-in only: each sign-in (one per viewport) takes one not used before.
  const code = async (key) => (await import("../apps/server/test/totp.ts")).unusedTotpCode(key);
  const answer = await post("login", { email, password });
  if (answer.secondFactorRequired) {
    if (!existsSync(keyFile)) throw new Error(`two-step sign-in is on for ${email} and ${keyFile} is missing`);
    await post("second-factor", { code: await code(readFileSync(keyFile, "utf8").trim()), recoveryCode: false });
  } else if (answer.user.role === "admin" && !answer.user.twoFactorEnabled) {
    const { key } = await post("second-factor/setup", { password });
    writeFileSync(keyFile, key);
    await post("second-factor/confirm", { code: await code(key) });
  }
}
