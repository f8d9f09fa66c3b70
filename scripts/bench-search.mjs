// The report search and the office's screens over many generated reports, measured as a campus
// meets them: while students keep reporting (5 new reports a second through the API, each one
// also matched by the job thread), so every search runs against a table that just changed.
import path from "node:path";
import { fillPostgres, fillSqlite } from "./bench-data.mjs";
import { budgets, measure, measureAtRate, report, seedDemo, signIn, startServer, stopServer } from "./bench-kit.mjs";

const budget = (ms) => ({ label: `p95 ≤ ${ms} ms`, check: (figures) => figures.p95 <= ms });

/** The students' search: what the search form asks most. */
const searchScenarios = [
  { name: 'search: lost, pending, "black"', path: "/api/reports?type=lost&status=pending&q=black" },
  { name: 'search: "samsung bl" (a partial word)', path: "/api/reports?q=samsung%20bl" },
  { name: "search: found, phone, pending", path: "/api/reports?type=found&itemType=phone&status=pending" },
  { name: "list: newest first, no filter", path: "/api/reports" },
  {
    name: 'search: lost, pending, "black", any page and size',
    path: "/api/reports?type=lost&status=pending&q=black",
    vary: (i) =>
      `/api/reports?type=lost&status=pending&q=black&pageSize=${5 + (i % 56)}&page=${1 + (Math.floor(i / 56) % 5)}&sort=${Math.floor(i / 280) % 2 ? "oldest" : "newest"}`,
  },
];

/** The administration office's statistics and report table. */
const adminScenarios = [
  ...["daily", "weekly", "monthly", "yearly"].map((view) => ({
    name: `admin overview: ${view}`,
    path: `/api/admin/overview?view=${view}`,
  })),
  {
    name: "admin overview: any view and day",
    path: "/api/admin/overview?view=monthly",
    vary: (i) =>
      `/api/admin/overview?view=${["daily", "weekly", "monthly", "yearly"][i % 4]}&date=${new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 4) * 86_400_000).toISOString().slice(0, 10)}`,
  },
  { name: "admin reports: first page", path: "/api/admin/reports" },
  {
    name: "admin reports: lost, pending, by location",
    path: "/api/admin/reports?type=lost&status=pending&sort=location&dir=asc",
  },
];

/**
 * The load the latency budgets hold at, arriving at random moments (bench-kit's measureAtRate).
 * Students: 100 searches a second, about ten times a 30,000-student campus's busiest hour (a
 * tenth of them searching ten times each in that hour is 8 a second). The office: 20 requests a
 * second, a dozen staff each opening a screen every half second. Each scenario is then also run
 * flat out, for how much the server can take (figures only: latency there is queueing).
 */
const SEARCH_RATE = 100;
const ADMIN_RATE = 20;

const TRICKLE_PER_SECOND = 5;
const COLOURS = ["Black", "Blue", "Red", "Silver", "White", "Green"];
const ITEM_TYPES = ["wallet", "phone", "laptop"];

/**
 * The office's counter takes in TRICKLE_PER_SECOND found items a second (POST /api/admin/intake:
 * the same writes as a student's report, search index and match job included, and no per-student
 * limit to run into), until stopped; `stop()` answers how many were sent and refused.
 */
async function startTrickle(base, cookie) {
  const get = async (path) => (await fetch(base + path, { headers: { cookie } })).json();
  const locations = (await get("/api/locations")).locations.filter((location) => location.active);
  const places = (await get("/api/admin/storage-places")).places;
  let sent = 0;
  let failed = 0;
  let firstRefusal = null;
  const inFlight = new Set();
  const today = new Date().toISOString().slice(0, 10);
  const timer = setInterval(() => {
    const n = sent++;
    const body = {
      itemType: ITEM_TYPES[n % ITEM_TYPES.length],
      brand: `Trickle ${n}`,
      color: COLOURS[n % COLOURS.length],
      locationId: locations[n % locations.length].id,
      eventDate: today,
      handedInBy: "staff",
      storagePlaceId: places[n % places.length].id,
    };
    const request = fetch(`${base}/api/admin/intake`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, cookie },
      body: JSON.stringify(body),
    })
      .then(async (response) => {
        if (response.status === 201) return;
        failed++;
        firstRefusal ??= `${response.status} ${await response.text()}`;
      })
      .catch((error) => {
        failed++;
        firstRefusal ??= error.message;
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }, 1000 / TRICKLE_PER_SECOND);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return { sent, failed, firstRefusal };
    },
  };
}

/**
 * Seeds, adds `count` reports, starts the server and runs the search and admin scenarios under
 * the write trickle. `goals`: { search, admin } in ms (p95), or null for figures only.
 */
export async function benchSearch({ label, dataDir, databaseUrl, count, goals, scenarios = "all" }) {
  const started = Date.now();
  seedDemo(dataDir, databaseUrl);
  if (databaseUrl) await fillPostgres(databaseUrl, count);
  else await fillSqlite(path.join(dataDir, "campus.db"), count);
  console.log(
    `\nReport search over ${count.toLocaleString("en")} reports on ${label} (generated in ${((Date.now() - started) / 1000).toFixed(1)} s), nothing kept between requests, ${TRICKLE_PER_SECOND} new reports a second arriving:`,
  );
  // The search itself: SQLite's kept pages (search-cache.ts) would answer most requests.
  const { child, base } = await startServer(dataDir, databaseUrl, { SEARCH_CACHE: "off" });
  const cookie = await signIn(base);
  const trickle = await startTrickle(base, cookie);
  try {
    const chosen = [
      ...searchScenarios.map((scenario) => ({
        ...scenario,
        rate: SEARCH_RATE,
        connections: 20,
        budget: goals && budget(goals.search),
      })),
      ...(scenarios === "all" ? adminScenarios : []).map((scenario) => ({
        ...scenario,
        rate: ADMIN_RATE,
        connections: 10,
        budget: goals && budget(goals.admin),
      })),
    ];
    for (const scenario of chosen) {
      const check = await fetch(base + scenario.path, { headers: { cookie } });
      if (check.status !== 200) throw new Error(`${scenario.path} answered ${check.status}: ${await check.text()}`);
      const { total } = await check.json();
      const note = total === undefined ? "" : ` (${total.toLocaleString("en")} found)`;
      const figures = await measureAtRate(base + scenario.path, scenario.rate, { cookie }, scenario.vary);
      report(scenario, figures, scenario.budget, note);
    }
    // The same flat out, after all the above (a flat-out run leaves the job thread behind, and its
    // catching up is not what a campus meets): how many requests the server answers a second when
    // 20 students (10 staff) wait at all times. Figures only: their latency is queueing.
    console.log("\nThe same, flat out:");
    for (const scenario of chosen) {
      const figures = await measure(base + scenario.path, scenario.connections, { cookie }, scenario.vary);
      report({ ...scenario, rate: undefined }, figures, null);
    }
  } finally {
    const { sent, failed, firstRefusal } = await trickle.stop();
    console.log(`(meanwhile ${sent.toLocaleString("en")} new reports were sent, ${failed} refused)`);
    if (failed) {
      console.log(`  the first refusal: ${firstRefusal}`);
      budgets.failed++;
    }
    await stopServer(child);
  }
}
