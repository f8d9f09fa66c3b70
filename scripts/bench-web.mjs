// The web app on a phone, measured against a running production server (`base`):
// - benchFirstLoad: the JavaScript a 390 px phone downloads before / and /login show their h1, as
//   sent (brotli: the build's .br copies), goal ≤ 150 kB; and the chunk holding the home screen's
//   chart (plain SVG), goal ≤ 30 kB;
// - benchLighthouse: Lighthouse's performance and accessibility scores at its mobile settings (a
//   phone, simulated slow 4G, a 4× slower CPU) on /, /login and, signed in as a student,
//   /dashboard/home; goals ≥ 95 and 100. Each page is measured BENCH_LIGHTHOUSE_RUNS times (3),
//   the median run counts: the simulation scales what this machine's CPU did, which varies.
// - benchInstallable: Chrome's own installability check (the CDP call behind its install button:
//   Lighthouse 12 has no such audit any more) on the same three pages, each "yes" or a miss;
// - benchRepeatVisit: a signed-in student's repeat visit to /dashboard/home with the service worker
//   warm, on a 390 px phone screen: from the navigation's start until the student's own content
//   shows (the greeting with their name and their open reports), median of BENCH_REPEAT_VISITS (10),
//   goal ≤ 1000 ms.
// Each prints its figures beside their goals and returns { failed } (the misses) with the figures.
// By hand: node --import tsx scripts/bench-web.mjs http://127.0.0.1:3000 ["<a student's Cookie header>" "<their name>"]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// The build's source maps, kept beside dist/ (never served): they say which chunk holds a module.
const SOURCE_MAPS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../apps/web/source-maps/assets");
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const REPEAT_VISITS = Number(process.env.BENCH_REPEAT_VISITS ?? 10);
const GOALS = { firstLoadKb: 150, chartKb: 30, performance: 95, accessibility: 100, repeatVisitMs: 1000 };
const PAGES = ["/", "/login", "/dashboard/home"];
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Prints one figure beside its goal; true when the goal is met. */
function line(name, figure, goal, met) {
  console.log(`${name.padEnd(44)} ${figure.padStart(9)}   goal ${goal.padEnd(9)} ${met ? "ok" : "OVER"}`);
  return met;
}

/** The scripts a fresh phone-sized page asks for until its h1 shows: [{ url, bytes, encoding }]. */
async function scriptsBeforeHeading(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { "accept-encoding": "br" },
  });
  try {
    const page = await context.newPage();
    const requests = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".js")) requests.push(request);
    });
    await page.goto(url);
    await page.getByRole("heading", { level: 1 }).first().waitFor({ state: "visible" });
    const asked = [...requests];
    return await Promise.all(
      asked.map(async (request) => {
        const response = await request.response();
        await response?.finished();
        const { responseBodySize } = await request.sizes();
        return { url: request.url(), bytes: responseBodySize, encoding: response?.headers()["content-encoding"] };
      }),
    );
  } finally {
    await context.close();
  }
}

/** The bytes the server sends for `url` when the client takes brotli (the body as it comes, not decoded). */
function compressedSize(url) {
  const client = url.startsWith("https:") ? https : http;
  return new Promise((resolve, reject) => {
    client
      .get(url, { headers: { "accept-encoding": "br" } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url}: the server answered ${response.statusCode}`));
        let bytes = 0;
        response.on("data", (chunk) => (bytes += chunk.length));
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

/** The built chunk (its file name) that holds the source module `module`, found by the source maps. */
function chunkHolding(module) {
  for (const map of readdirSync(SOURCE_MAPS).filter((name) => name.endsWith(".js.map"))) {
    const { sources } = JSON.parse(readFileSync(path.join(SOURCE_MAPS, map), "utf8"));
    if (sources.some((source) => source.endsWith(module))) return map.slice(0, -".map".length);
  }
  throw new Error(`no chunk in ${SOURCE_MAPS} holds ${module}: build the web app first`);
}

/** The JavaScript / and /login need before they show (brotli), and the home chart's chunk. */
export async function benchFirstLoad(base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  let failed = 0;
  const firstLoad = {};
  try {
    for (const page of ["/", "/login"]) {
      const scripts = await scriptsBeforeHeading(browser, base + page);
      const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
      const plain = scripts.filter((script) => script.encoding !== "br").length;
      firstLoad[page] = { bytes, scripts: scripts.length };
      if (
        !line(`first load ${page} (brotli)`, kb(bytes), `≤ ${GOALS.firstLoadKb} kB`, bytes <= GOALS.firstLoadKb * 1000)
      )
        failed++;
      console.log(`  ${scripts.length} scripts${plain ? `, ${plain} of them not in brotli` : ""}`);
    }
  } finally {
    await browser.close();
  }
  const file = chunkHolding("features/reports/components/summary-bar-chart.tsx");
  const chart = { file, bytes: await compressedSize(`${base}/assets/${file}`) };
  if (
    !line(
      `home chart chunk ${file} (brotli)`,
      kb(chart.bytes),
      `≤ ${GOALS.chartKb} kB`,
      chart.bytes <= GOALS.chartKb * 1000,
    )
  )
    failed++;
  return { failed, firstLoad, chart };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run (mobile: Lighthouse's defaults); a run whose trace failed (NO_NAVSTART…) is tried again, twice. */
async function lighthouseRun(lighthouse, port, url, cookie, attempts = 3) {
  const { lhr } = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (lhr.runtimeError || lhr.categories.performance.score === null) {
    if (attempts > 1) return lighthouseRun(lighthouse, port, url, cookie, attempts - 1);
    throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError?.message ?? "no score"}`);
  }
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  return lhr;
}

/** Lighthouse at mobile settings on /, /login and /dashboard/home (`cookie`: a signed-in student's Cookie header). */
export async function benchLighthouse(base, cookie) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  let failed = 0;
  const scores = {};
  try {
    for (const page of PAGES) {
      const signedIn = page.startsWith("/dashboard");
      if (signedIn && !cookie) throw new Error(`${page} needs a signed-in student's cookie`);
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++)
        runs.push(await lighthouseRun(lighthouse, chrome.port, base + page, signedIn ? cookie : undefined));
      const score = (lhr, category) => Math.round(lhr.categories[category].score * 100);
      const lhr = runs.find((run) => score(run, "performance") === median(runs.map((r) => score(r, "performance"))));
      const performance = score(lhr, "performance");
      const accessibility = Math.min(...runs.map((run) => score(run, "accessibility")));
      scores[page] = { performance, accessibility, runs: runs.map((run) => score(run, "performance")) };
      if (!line(`Lighthouse ${page} performance`, String(performance), `≥ ${GOALS.performance}`, performance >= 95))
        failed++;
      if (!line(`Lighthouse ${page} accessibility`, String(accessibility), `= 100`, accessibility === 100)) failed++;
      // What the median run's score is made of, and every accessibility audit that failed.
      const metric = (id) => lhr.audits[id]?.displayValue ?? "?";
      console.log(
        `  runs ${scores[page].runs.join(", ")}; FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, ` +
          `TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, SI ${metric("speed-index")}`,
      );
      // What the largest paint was, to know what to make come sooner.
      const lcpItem = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0];
      const lcpNode = lcpItem?.items?.[0]?.node ?? lcpItem?.node;
      if (lcpNode) console.log(`  LCP element: ${lcpNode.snippet ?? lcpNode.selector}`);
      for (const ref of lhr.categories.accessibility.auditRefs)
        if (lhr.audits[ref.id]?.score === 0) console.log(`  accessibility: ${ref.id} (${lhr.audits[ref.id].title})`);
    }
  } finally {
    chrome.kill();
  }
  return { failed, scores };
}

/**
 * A phone's browser with a profile on disk, the student signed in by their cookie: Chrome installs
 * no app from an incognito window, which a fresh Playwright context is.
 */
async function phoneBrowser(base, cookie, run) {
  const profile = mkdtempSync(path.join(tmpdir(), "campus-bench-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu"],
    ...PHONE,
  });
  try {
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
      }),
    );
    return await run(context, context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Chrome's installability check on /, /login and the signed-in /dashboard/home: "yes", or what stops it. */
export async function benchInstallable(base, cookie) {
  let failed = 0;
  const installable = {};
  await phoneBrowser(base, cookie, async (context, page) => {
    const cdp = await context.newCDPSession(page);
    for (const url of PAGES) {
      await page.goto(base + url);
      await page.getByRole("heading", { level: 1 }).first().waitFor({ state: "visible" });
      // Chrome reads the manifest (and its icons) after the page loads: asked again until it has.
      let errors = [];
      for (let attempt = 0; attempt < 20; attempt++) {
        errors = (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors.map((error) => error.errorId);
        if (errors.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      installable[url] = errors;
      if (!line(`installable ${url}`, errors.length ? "no" : "yes", "yes", errors.length === 0)) failed++;
      if (errors.length) console.log(`  ${errors.join(", ")}`);
    }
  });
  return { failed, installable };
}

/**
 * A repeat visit to /dashboard/home with the service worker warm: the first visit installs it,
 * then each visit is timed from its navigation's start (the page's time origin) to the frame in
 * which the student's own content shows: the greeting with `name` and their open reports.
 */
export async function benchRepeatVisit(base, cookie, name) {
  const visits = await phoneBrowser(base, cookie, async (_context, page) => {
    await page.goto(`${base}/dashboard/home`);
    await page.waitForFunction(() => globalThis.navigator.serviceWorker.controller !== null);
    const times = [];
    for (let visit = 0; visit < REPEAT_VISITS; visit++) {
      await page.goto(`${base}/dashboard/home`, { waitUntil: "commit" });
      const shown = await page.waitForFunction(
        // Runs in the page, where the document is: globalThis says so to a linter that sees Node.
        (student) =>
          globalThis.document.querySelector("h1")?.textContent?.includes(student) &&
          globalThis.document.getElementById("my-open-reports")
            ? performance.now()
            : false,
        name,
        { polling: "raf" },
      );
      times.push(await shown.jsonValue());
    }
    return times;
  });
  const ms = median(visits);
  const failed = line(
    "repeat visit /dashboard/home (warm worker)",
    `${Math.round(ms)} ms`,
    `≤ ${GOALS.repeatVisitMs} ms`,
    ms <= GOALS.repeatVisitMs,
  )
    ? 0
    : 1;
  console.log(`  ${visits.length} visits: ${visits.map((time) => Math.round(time)).join(", ")} ms`);
  return { failed, repeatVisitMs: ms, visits };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [base = "http://127.0.0.1:3000", cookie, name] = process.argv.slice(2);
  let failed = (await benchFirstLoad(base)).failed;
  if (cookie) {
    failed += (await benchLighthouse(base, cookie)).failed;
    failed += (await benchInstallable(base, cookie)).failed;
    if (name) failed += (await benchRepeatVisit(base, cookie, name)).failed;
  }
  process.exit(failed ? 1 : 0);
}
