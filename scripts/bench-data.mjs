// Generates many realistic reports for `npm run bench` straight into a migrated database that
// already holds locations and users (the demo seed): SQLite through better-sqlite3 in one
// transaction, PostgreSQL through pg with multi-row INSERTs. The random numbers are seeded, so
// every run makes the same reports (dates are relative to today) and the figures compare.
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadSqliteDriver } from "../apps/server/src/db/sqlite-driver.ts";
import { matchColumns } from "../apps/server/src/modules/item-profile/profile.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// better-sqlite3 and pg are the server's dependencies: resolve them as the server does.
const serverRequire = createRequire(path.join(root, "apps/server/package.json"));

const DAY_MS = 86_400_000;

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const phones = {
  Apple: ["iPhone 11", "iPhone 13", "iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro Max"],
  Samsung: ["Galaxy A14", "Galaxy A54", "Galaxy S23", "Galaxy S24 Ultra", "Galaxy Z Flip5"],
  Xiaomi: ["Redmi Note 12", "Redmi 13C", "Poco X6", "Xiaomi 13T"],
  Oppo: ["Reno 10", "A78", "Find X6"],
  Vivo: ["Y36", "V29", "X100"],
  Huawei: ["Nova 11", "P60 Pro"],
  Realme: ["C55", "11 Pro"],
  Honor: ["X9b", "90"],
};
const laptops = {
  Apple: ["MacBook Air M1", "MacBook Air M2", "MacBook Pro 14"],
  Lenovo: ["ThinkPad E14", "IdeaPad Slim 5", "Legion 5", "Yoga 7"],
  Dell: ["Inspiron 15", "XPS 13", "Latitude 5440", "Vostro 3520"],
  HP: ["Pavilion 14", "Victus 15", "EliteBook 840", "Envy x360"],
  Asus: ["VivoBook 15", "ZenBook 14", "ROG Strix G15", "TUF Gaming F15"],
  Acer: ["Aspire 5", "Swift Go 14", "Nitro 5"],
  MSI: ["Modern 14", "Katana 15"],
};
const wallets = {
  Bonia: ["bifold", "long wallet", null],
  Guess: ["card holder", "zip wallet", null],
  Coach: ["billfold", null],
  Fossil: ["Derrick", "Ingram", null],
  "Levi's": [null],
  Padini: [null],
  "Braun Buffel": ["bifold", null],
  Nike: [null],
  "": [null],
};
const others = [
  { what: "umbrella", brands: ["", "Fibrella", "Totes"] },
  { what: "payung", brands: ["", "Fibrella"] },
  { what: "water bottle", brands: ["", "Tupperware", "Lock&Lock", "Hydro Flask"] },
  { what: "botol air", brands: ["", "Tupperware"] },
  { what: "tumbler", brands: ["Starbucks", "Zus", "Tupperware", ""] },
  { what: "keys", brands: [""] },
  { what: "kunci motor", brands: ["Honda", "Yamaha", ""] },
  { what: "earbuds", brands: ["Apple", "Samsung", "JBL", "Sony", "Xiaomi", "Soundcore"] },
  { what: "headphones", brands: ["Sony", "JBL", "Bose", "Marshall"] },
  { what: "power bank", brands: ["Anker", "Xiaomi", "Baseus", "Samsung"] },
  { what: "calculator", brands: ["Casio", "Canon", "Texas Instruments"] },
  { what: "kalkulator", brands: ["Casio"] },
  { what: "student card", brands: [""] },
  { what: "kad pelajar", brands: [""] },
  { what: "spectacles", brands: ["", "Ray-Ban", "Owndays"] },
  { what: "cermin mata", brands: ["", "Owndays"] },
  { what: "jacket", brands: ["Uniqlo", "Nike", "Adidas", "H&M", ""] },
  { what: "jaket", brands: ["Uniqlo", "Adidas", ""] },
  { what: "backpack", brands: ["Jansport", "Herschel", "Nike", "Adidas", "Samsonite", ""] },
  { what: "beg galas", brands: ["Jansport", ""] },
  { what: "watch", brands: ["Casio", "G-Shock", "Apple", "Samsung", "Fossil", "Seiko"] },
  { what: "jam tangan", brands: ["Casio", "Seiko"] },
  { what: "USB drive", brands: ["SanDisk", "Kingston", "Samsung"] },
  { what: "textbook", brands: [""] },
  { what: "pencil case", brands: ["Faber-Castell", ""] },
  { what: "tablet", brands: ["Apple", "Samsung", "Xiaomi", "Lenovo"] },
];
const colours = [
  "black",
  "black",
  "black",
  "white",
  "white",
  "blue",
  "blue",
  "grey",
  "red",
  "silver",
  "gold",
  "pink",
  "green",
  "brown",
  "purple",
  "navy blue",
  "dark blue",
  "light blue",
  "hitam",
  "hitam",
  "putih",
  "biru",
  "merah",
  "kelabu",
  "hijau",
  "coklat",
];
const details = [
  "cracked screen",
  "with a clear case",
  "black casing",
  "blue cover",
  "sticker on the back",
  "scratch on the corner",
  "with keychain",
  "charger included",
  "name written inside",
  "contains IC and student card",
  "some cash inside",
  "left in the lecture hall",
  "near the cafeteria",
  "at the library second floor",
  "under a table",
  "on the bus to the hostel",
  "in the surau",
  "at the sports complex",
  "beside the parking lot",
  "during the exam",
  "after the lab class",
  "tertinggal di dewan kuliah",
  "jatuh di kafe",
  "ada pelekat",
  "skrin retak",
  "dalam beg plastik",
  "berhampiran perpustakaan",
  "lanyard attached",
  "dented",
  "brand new",
  "old and worn",
  "with a small bear keychain",
  "wrapped in a black pouch",
];

function pickFrom(random, items) {
  return items[Math.floor(random() * items.length)];
}

function uuidFrom(random) {
  const hex = Array.from({ length: 4 }, () =>
    Math.floor(random() * 2 ** 32)
      .toString(16)
      .padStart(8, "0"),
  ).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${"89ab"[Math.floor(random() * 4)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The column order both writers use. */
const COLUMNS = [
  "id",
  "type",
  "item_type",
  "item_type_other",
  "brand",
  "color",
  "serial_number",
  "model",
  "description",
  "location_id",
  "event_date",
  "custody",
  "status",
  "reporter_id",
  "visitor_name",
  "visitor_email",
  "visitor_phone",
  "created_at",
  "completed_at",
  "solved_by",
  "deleted_at",
  // The matcher's columns, written with the report as the server does: no start-up backfill.
  "match_profile",
  "match_serial",
  "match_group",
  "match_version",
];

/**
 * `count` reports as arrays in COLUMNS order, spread over the three years before today, at the
 * given locations and by the given users (some by visitors, without a reporter).
 */
export function* generateReports(count, locationIds, userIds, seed = 20260101) {
  const random = seededRandom(seed);
  const today = new Date(new Date().toISOString().slice(0, 10) + "T00:00:00.000Z").getTime();
  const span = 3 * 365;
  for (let i = 0; i < count; i++) {
    const type = random() < 0.55 ? "lost" : "found";
    const kind = random();
    let itemType,
      other = null,
      brand,
      model = null;
    if (kind < 0.3) {
      itemType = "phone";
      brand = pickFrom(random, Object.keys(phones));
      model = pickFrom(random, phones[brand]);
    } else if (kind < 0.55) {
      itemType = "wallet";
      brand = pickFrom(random, Object.keys(wallets));
      model = pickFrom(random, wallets[brand]);
    } else if (kind < 0.7) {
      itemType = "laptop";
      brand = pickFrom(random, Object.keys(laptops));
      model = pickFrom(random, laptops[brand]);
    } else {
      itemType = "other";
      const thing = pickFrom(random, others);
      other = thing.what;
      brand = pickFrom(random, thing.brands);
    }
    const words = 1 + Math.floor(random() * 3);
    const description = Array.from({ length: words }, () => pickFrom(random, details)).join(", ");
    const daysAgo = Math.floor(random() * span);
    const eventAt = today - daysAgo * DAY_MS;
    const createdAt = Math.min(
      Date.now(),
      eventAt + Math.floor(random() * 3) * DAY_MS + Math.floor(random() * 20 * 3_600_000),
    );
    const visitor = type === "found" && random() < 0.15;
    const reporterId = visitor ? null : pickFrom(random, userIds);
    const solved = random() < 0.3;
    const deleted = random() < 0.01;
    const row = [
      uuidFrom(random),
      type,
      itemType,
      other,
      brand || null,
      pickFrom(random, colours),
      (itemType === "phone" || itemType === "laptop") && random() < 0.4
        ? `SN${Math.floor(random() * 1e10)
            .toString()
            .padStart(10, "0")}`
        : null,
      model,
      description,
      pickFrom(random, locationIds),
      new Date(eventAt).toISOString().slice(0, 10),
      type === "found" ? (visitor || random() < 0.5 ? "office" : "finder") : null,
      solved ? "solved" : "pending",
      reporterId,
      visitor ? `Visitor ${i}` : null,
      visitor ? `visitor${i}@example.com` : null,
      visitor ? "012-345 6789" : null,
      new Date(createdAt).toISOString(),
      solved ? new Date(createdAt + (1 + Math.floor(random() * 20)) * DAY_MS).toISOString() : null,
      solved ? (reporterId ?? pickFrom(random, userIds)) : null,
      deleted ? new Date(createdAt + DAY_MS).toISOString() : null,
    ];
    const profile = matchColumns({
      item_type: itemType,
      item_type_other: row[3],
      brand: row[4],
      color: row[5],
      serial_number: row[6],
      model: row[7],
      description: row[8],
    });
    yield [...row, profile.match_profile, profile.match_serial, profile.match_group, profile.match_version];
  }
}

/** Adds `count` generated reports to the SQLite file, then refreshes the planner's statistics. */
export async function fillSqlite(file, count) {
  const Database = await loadSqliteDriver();
  const db = new Database(file);
  try {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    const locationIds = db.prepare("select id from locations").pluck().all();
    const userIds = db.prepare("select id from users").pluck().all();
    if (!locationIds.length || !userIds.length)
      throw new Error("the database needs locations and users first (run the seed)");
    const insert = db.prepare(
      `insert into reports (${COLUMNS.join(", ")}) values (${COLUMNS.map(() => "?").join(", ")})`,
    );
    // In creation order, as real reports arrive: the search index's order follows insertion.
    const createdAt = COLUMNS.indexOf("created_at");
    const rows = [...generateReports(count, locationIds, userIds)].sort((a, b) =>
      a[createdAt] < b[createdAt] ? -1 : a[createdAt] > b[createdAt] ? 1 : 0,
    );
    db.transaction(() => {
      for (const row of rows) insert.run(row);
    })();
    db.exec("analyze");
    db.pragma("optimize");
  } finally {
    db.close();
  }
}

/**
 * Adds `count` generated reports to the PostgreSQL database, 1,000 rows a statement, then
 * VACUUM ANALYZE: the state autovacuum leaves a live database in shortly after such a load
 * (planner statistics, and the visibility map that lets counts read only an index).
 */
export async function fillPostgres(databaseUrl, count) {
  const pg = serverRequire("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const locationIds = (await client.query("select id from locations")).rows.map((row) => row.id);
    const userIds = (await client.query("select id from users")).rows.map((row) => row.id);
    if (!locationIds.length || !userIds.length)
      throw new Error("the database needs locations and users first (run the seed)");
    const rowsPerStatement = 1000;
    await client.query("begin");
    let batch = [];
    const flush = async () => {
      if (!batch.length) return;
      const values = batch
        .map((_, r) => `(${COLUMNS.map((_, c) => `$${r * COLUMNS.length + c + 1}`).join(", ")})`)
        .join(", ");
      await client.query(`insert into reports (${COLUMNS.join(", ")}) values ${values}`, batch.flat());
      batch = [];
    };
    for (const row of generateReports(count, locationIds, userIds)) {
      batch.push(row);
      if (batch.length === rowsPerStatement) await flush();
    }
    await flush();
    await client.query("commit");
    // The rollups' triggers updated a counter row per report in this one transaction, leaving a
    // dead version each (the month table grew to 13 MB for 7,000 rows): rewritten compact, as
    // autovacuum keeps them when reports arrive over years. Then statistics for every table.
    await client.query("vacuum full report_day_counts, report_month_counts, report_solve_days, report_solve_months");
    await client.query("vacuum analyze");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
