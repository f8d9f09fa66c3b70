import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Updateable } from "kysely";
import type { ReportSearch, ReportType } from "@campus/shared";
import type { Dialect } from "../../db/dialect";
import type { DB, ReportsTable } from "../../db/schema";
import { matchColumns } from "../item-profile/profile";
import { cachedSearch } from "./search-cache-repository";
import { reportsWhere } from "../../db/report-filters";
import { newReference } from "./reference";

const BATCH = 200;
const LOOKUP_BATCH = 500;

/**
 * Inserts reports in creation order (oldest first): SQLite's search index orders reports by
 * when they were inserted, so backdated rows (the demo, imports) must arrive in that order.
 * Each row gets the matcher's columns, like an index kept with it, and a found report its
 * reference number.
 */
export async function insertReports(db: Kysely<DB>, reports: Insertable<ReportsTable>[]): Promise<void> {
  const references = await freshReferences(db, reports.filter((row) => row.type === "found" && !row.reference).length);
  const ordered = [...reports]
    .sort((a, b) => String(a.created_at ?? "").localeCompare(String(b.created_at ?? "")))
    .map((row) => ({
      ...row,
      ...matchColumns(row),
      reference: row.reference ?? (row.type === "found" ? references.pop()! : null),
    }));
  for (let start = 0; start < ordered.length; start += BATCH) {
    await db
      .insertInto("reports")
      .values(ordered.slice(start, start + BATCH))
      .execute();
  }
}

/**
 * `count` new reference numbers that no report has yet. Drawn at random from about 730 million,
 * a repeat is rare but not negligible (at 50,000 found items, one new item in 15,000 would draw a
 * number already given, and the unique index would refuse the report): the numbers drawn are
 * looked up and the taken ones drawn again. `draw` is for tests.
 */
export async function freshReferences(db: Kysely<DB>, count: number, draw = newReference): Promise<string[]> {
  const chosen = new Set<string>();
  while (chosen.size < count) {
    const drawn = new Set<string>();
    while (drawn.size < count - chosen.size) {
      const reference = draw();
      if (!chosen.has(reference)) drawn.add(reference);
    }
    const candidates = [...drawn];
    const taken = new Set<string>();
    for (let start = 0; start < candidates.length; start += LOOKUP_BATCH) {
      const rows = await db
        .selectFrom("reports")
        .select("reference")
        .where("reference", "in", candidates.slice(start, start + LOOKUP_BATCH))
        .execute();
      for (const row of rows) if (row.reference) taken.add(row.reference);
    }
    for (const reference of candidates) if (!taken.has(reference)) chosen.add(reference);
  }
  return [...chosen];
}

/** One new reference number that no report has yet. */
export const freshReference = async (db: Kysely<DB>): Promise<string> => (await freshReferences(db, 1))[0]!;

/** Counts reports that are not deleted, by type and status. */
export async function countReportsByTypeAndStatus(db: Kysely<DB>) {
  return db
    .selectFrom("reports")
    .select(["type", "status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("deleted_at", "is", null)
    .groupBy(["type", "status"])
    .execute();
}

/** What a list shows of a report, with its location's names. */
const SUMMARY_COLUMNS = [
  "reports.id",
  "reports.type",
  "reports.item_type",
  "reports.item_type_other",
  "reports.brand",
  "reports.color",
  "reports.model",
  "reports.description",
  "reports.location_id",
  "reports.event_date",
  "reports.status",
  "reports.image",
  "reports.created_at",
  "reports.reporter_id",
  "locations.name_en as location_name_en",
  "locations.name_my as location_name_my",
  "locations.active as location_active",
] as const;

/** Reports with their location's names, for lists. */
function summaries(db: Kysely<DB>) {
  return db
    .selectFrom("reports")
    .innerJoin("locations", "locations.id", "reports.location_id")
    .select(SUMMARY_COLUMNS)
    .where("reports.deleted_at", "is", null);
}
export type ReportSummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>["executeTakeFirstOrThrow"]>>;

/**
 * Reports made in [from, to) and not deleted, leaving out those `exceptReporterId` made, oldest
 * first, at most `limit`; and how many there are.
 */
export async function findReportsCreatedBetween(
  db: Kysely<DB>,
  from: string,
  to: string,
  limit: number,
  exceptReporterId: string,
) {
  const notTheirs = (eb: ExpressionBuilder<DB, "reports">) =>
    eb.or([eb("reports.reporter_id", "is", null), eb("reports.reporter_id", "!=", exceptReporterId)]);
  const rows = await summaries(db)
    .where("reports.created_at", ">=", from)
    .where("reports.created_at", "<", to)
    .where(notTheirs)
    .orderBy("reports.created_at")
    .limit(limit)
    .execute();
  const { total } = await db
    .selectFrom("reports")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("deleted_at", "is", null)
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .where(notTheirs)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** The id of the report `reporterId` (null: a visitor) already sent with `clientId`, if any. */
export async function findReportIdByClientId(
  db: Kysely<DB>,
  reporterId: string | null,
  clientId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("reports")
    .select("id")
    .where("client_id", "=", clientId)
    .where("reporter_id", reporterId === null ? "is" : "=", reporterId)
    .executeTakeFirst();
  return row?.id;
}

/** One report that is not deleted, with its location, reporter and solver. */
export async function findReport(db: Kysely<DB>, id: string) {
  return summaries(db)
    .leftJoin("users as reporter", "reporter.id", "reports.reporter_id")
    .leftJoin("users as solver", "solver.id", "reports.solved_by")
    .leftJoin("report_hidden_details as hidden", "hidden.report_id", "reports.id")
    .select([
      "reports.serial_number",
      "hidden.details as hidden_details",
      "reports.custody",
      "reports.reference",
      "reports.visitor_name",
      "reports.visitor_email",
      "reports.visitor_phone",
      "reports.completed_at",
      "reporter.name as reporter_name",
      "reporter.role as reporter_role",
      "reporter.email as reporter_email",
      "reporter.phone_no as reporter_phone",
      "solver.name as solver_name",
      "reports.solved_by",
    ])
    .where("reports.id", "=", id)
    .executeTakeFirst();
}
export type ReportDetailsRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

/** Letters and digits only, at most eight words: safe to put in either dialect's text query. */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * Totals above this show as "200+" (the pages go on while full): counting further costs every
 * search a fixed price (on PostgreSQL 6 ms for a common word at 1,000) and tells nobody anything.
 */
export const SEARCH_COUNT_CAP = 200;

const hex = (value: string) => Buffer.from(value, "utf8").toString("hex");

/**
 * SQLite's full-text query for the filters that have tokens in the index (migration 0005) and
 * the words, each as a prefix; null when there is nothing to ask the index.
 */
export function sqliteMatch(filters: ReportSearch, viewerId: string, words: string[]): string | null {
  const terms: string[] = [];
  if (filters.type && filters.status) terms.push(`_ts${filters.type}${filters.status}`);
  else if (filters.type) terms.push(`_t${filters.type}`);
  else if (filters.status) terms.push(`_s${filters.status}`);
  if (filters.itemType) terms.push(`_i${filters.itemType}`);
  if (filters.locationId) terms.push(`_l${hex(filters.locationId)}`);
  if (filters.mine) terms.push(`_r${hex(viewerId)}`);
  terms.push(...words.map((word) => `"${word}"*`));
  return terms.length ? terms.join(" AND ") : null;
}

interface FoundPage<Item> {
  /** The page's reports (ids, or summaries), in order. */
  items: Item[];
  /** How many match, up to SEARCH_COUNT_CAP + 1. */
  total: number;
}

/**
 * Where the page lies among the matches, and whether it lies within the first
 * SEARCH_COUNT_CAP + 1 (every page the list offers but the deepest), so that the first CAP + 1
 * matches in order give both the page and the count.
 */
function pageBounds(filters: ReportSearch) {
  const offset = (filters.page - 1) * filters.pageSize;
  const end = offset + filters.pageSize;
  return { offset, end, withinCap: end <= SEARCH_COUNT_CAP + 1 };
}

/**
 * A page and its capped count. On SQLite (one connection, in the process) from one ordered read
 * when the page lies within the first SEARCH_COUNT_CAP + 1 matches (every page the list offers
 * but the deepest): the first CAP + 1 matching ids, in order, are both the count and, sliced, the
 * page; one walk of the index instead of two. Otherwise (and on PostgreSQL for the deepest pages,
 * whose usual pages `searchTable` reads in one statement) the page and a count that stops at
 * CAP + 1 run side by side.
 * `ordered(limit, offset)` answers the matching reports in the page's order; `counted(limit)` how
 * many match, up to `limit`.
 */
async function pageAndCount<Item>(
  dialect: Dialect,
  filters: ReportSearch,
  ordered: (limit: number, offset: number) => Promise<Item[]>,
  counted: (limit: number) => Promise<number>,
): Promise<FoundPage<Item>> {
  const { offset, end, withinCap } = pageBounds(filters);
  if (dialect === "sqlite" && withinCap) {
    const items = await ordered(SEARCH_COUNT_CAP + 1, 0);
    return { items: items.slice(offset, end), total: items.length };
  }
  const [items, total] = await Promise.all([ordered(filters.pageSize, offset), counted(SEARCH_COUNT_CAP + 1)]);
  return { items, total };
}

/**
 * SQLite with something to ask the index: the index alone finds, orders (its rowid follows
 * creation) and counts; only the dates need the table. Reads at most SEARCH_COUNT_CAP + 1 index
 * entries (or the page's, on a deeper page), whatever the size of the table.
 */
async function searchSqliteIndex(db: Kysely<DB>, match: string, filters: ReportSearch): Promise<FoundPage<string>> {
  const dates = filters.from || filters.to;
  const source = dates ? sql`reports_fts join reports on reports.id = reports_fts.report_id` : sql`reports_fts`;
  const where = sql.join(
    [
      sql`reports_fts match ${match}`,
      ...(filters.from ? [sql`reports.event_date >= ${filters.from}`] : []),
      ...(filters.to ? [sql`reports.event_date <= ${filters.to}`] : []),
    ],
    sql` and `,
  );
  const direction = sql.raw(filters.sort === "oldest" ? "asc" : "desc");
  return pageAndCount(
    "sqlite",
    filters,
    async (limit, offset) =>
      (
        await sql<{ report_id: string }>`select reports_fts.report_id from ${source} where ${where}
          order by reports_fts.rowid ${direction} limit ${limit} offset ${offset}`.execute(db)
      ).rows.map((row) => row.report_id),
    async (limit) =>
      Number(
        (
          await sql<{
            count: number;
          }>`select count(*) as count from (select 1 from ${source} where ${where} limit ${limit})`.execute(db)
        ).rows[0]?.count ?? 0,
      ),
  );
}

/**
 * The table with its indexes: every search on PostgreSQL (text through the tsvector column),
 * and on SQLite the unfiltered list. Filters, order and page apply to the reports table alone.
 */
async function searchTable(
  db: Kysely<DB>,
  dialect: Dialect,
  filters: ReportSearch,
  viewerId: string,
  words: string[],
): Promise<FoundPage<ReportSummaryRow>> {
  let matching = reportsWhere(db, filters);
  if (filters.mine) matching = matching.where("reports.reporter_id", "=", viewerId);
  if (words.length && dialect === "postgres") {
    const tsquery = words.map((word) => `${word}:*`).join(" & ");
    matching = matching.where(sql<boolean>`reports.search_vector @@ to_tsquery('simple', ${tsquery})`);
  }
  const direction = filters.sort === "oldest" ? "asc" : "desc";
  const page = (limit: number, offset: number) =>
    matching.orderBy("reports.created_at", direction).orderBy("reports.id", direction).limit(limit).offset(offset);
  const counted = async (limit: number) =>
    Number(
      (
        await db
          .selectFrom(matching.select(sql.lit(1).as("one")).limit(limit).as("capped"))
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );
  if (dialect === "sqlite") {
    // Up to SEARCH_COUNT_CAP + 1 ids at once for page and count, then the page's summaries.
    const ids = async (limit: number, offset: number) =>
      (await page(limit, offset).select("reports.id").execute()).map((row) => row.id);
    return summariesOfPage(db, await pageAndCount(dialect, filters, ids, counted));
  }
  const { offset, withinCap } = pageBounds(filters);
  if (withinCap) {
    // One statement: the first CAP + 1 matches in the list's order, read from the covering index
    // alone (migration 0023), are both the count and, sliced, the page, which brings its summaries.
    const rows = await db
      .with("hits", () => page(SEARCH_COUNT_CAP + 1, 0).select(["reports.id", "reports.created_at"]))
      .selectFrom((eb) =>
        eb
          .selectFrom("hits")
          .select(["hits.id", "hits.created_at"])
          .orderBy("hits.created_at", direction)
          .orderBy("hits.id", direction)
          .limit(filters.pageSize)
          .offset(offset)
          .as("page"),
      )
      .innerJoin("reports", "reports.id", "page.id")
      .innerJoin("locations", "locations.id", "reports.location_id")
      .select(SUMMARY_COLUMNS)
      .select((eb) => eb.selectFrom("hits").select(eb.fn.countAll<number | string>().as("count")).as("total"))
      .orderBy("page.created_at", direction)
      .orderBy("page.id", direction)
      .execute();
    const items = rows.map(({ total: _total, ...summary }) => summary);
    // An empty page past the matches says nothing of how many there are; count them then.
    const total = rows.length ? Number(rows[0]!.total) : offset ? await counted(SEARCH_COUNT_CAP + 1) : 0;
    return { items, total };
  }
  const rows = (limit: number, offset: number) =>
    page(limit, offset).innerJoin("locations", "locations.id", "reports.location_id").select(SUMMARY_COLUMNS).execute();
  return pageAndCount(dialect, filters, rows, counted);
}

/** The summaries of a page of ids, in the page's order. */
async function summariesOfPage(db: Kysely<DB>, { items: ids, total }: FoundPage<string>) {
  const found = await findSummaries(db, ids);
  const byId = new Map(found.map((row) => [row.id, row]));
  return { items: ids.map((id) => byId.get(id)).filter((row) => row !== undefined), total };
}

/**
 * One page of the reports the filters select, newest first unless asked otherwise, and how many
 * there are (exactly up to SEARCH_COUNT_CAP; `totalCapped` when there are more).
 */
export async function searchReports(
  db: Kysely<DB>,
  dialect: Dialect,
  filters: ReportSearch,
  viewerId: string,
  { cache }: { cache: boolean },
) {
  const words = searchWords(filters.q ?? "");
  const search = async () => {
    const match = dialect === "sqlite" ? sqliteMatch(filters, viewerId, words) : null;
    const { items: rows, total } = match
      ? await summariesOfPage(db, await searchSqliteIndex(db, match, filters))
      : await searchTable(db, dialect, filters, viewerId, words);
    return { rows, total: Math.min(total, SEARCH_COUNT_CAP), totalCapped: total > SEARCH_COUNT_CAP };
  };
  if (dialect !== "sqlite" || !cache) return search();
  // The rows do not depend on who asks, except for "only mine".
  const key = JSON.stringify({ ...filters, q: words.join(" "), mine: filters.mine ? viewerId : false });
  return cachedSearch(db, key, search);
}

/** The reports with these ids that are not deleted, in no particular order. */
export async function findSummaries(db: Kysely<DB>, ids: string[]) {
  return ids.length ? summaries(db).where("reports.id", "in", ids).execute() : [];
}

/** The reporter's pending reports of a type, newest first. */
export async function findPendingReportsOf(db: Kysely<DB>, reporterId: string, type: ReportType, limit = 20) {
  return summaries(db)
    .where("reports.reporter_id", "=", reporterId)
    .where("reports.type", "=", type)
    .where("reports.status", "=", "pending")
    .orderBy("reports.created_at", "desc")
    .limit(limit)
    .execute();
}

/** The newest pending found reports that have a photo. */
export async function recentFoundWithPhotos(db: Kysely<DB>, limit: number) {
  return summaries(db)
    .where("reports.type", "=", "found")
    .where("reports.status", "=", "pending")
    .where("reports.image", "is not", null)
    .orderBy("reports.created_at", "desc")
    .limit(limit)
    .execute();
}

/** Marks a pending report solved; false when it was not pending (or is deleted). */
export async function markSolved(db: Kysely<DB>, id: string, solverId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("reports")
    .set({ status: "solved", completed_at: at, solved_by: solverId })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Soft-deletes a report and forgets its photo; false when it was already deleted. */
export async function softDeleteReport(db: Kysely<DB>, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("reports")
    .set({ deleted_at: at, image: null })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Writes corrected item, place and date columns of a report (not deleted), with the matcher's columns made from them. */
export async function updateReportFields(
  db: Kysely<DB>,
  id: string,
  values: Parameters<typeof matchColumns>[0] & Updateable<ReportsTable>,
): Promise<void> {
  await db
    .updateTable("reports")
    .set({ ...values, ...matchColumns(values) })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .execute();
}

/** The ids of the reports a student made that are not deleted, oldest first. */
export async function reportIdsOfReporter(db: Kysely<DB>, reporterId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("reports")
    .select("id")
    .where("reporter_id", "=", reporterId)
    .where("deleted_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

/** Whether the report row `table` names (the table or its alias) was closed before `before` (ISO instant): solved then, or deleted then. */
function closedBefore(table: string, before: string) {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  return sql<boolean>`((${column("status")} = 'solved' and ${column("completed_at")} < ${before}) or ${column("deleted_at")} < ${before})`;
}

/**
 * Whether the report whose id is in `reportIdColumn` was closed before `before` (closedBefore).
 * A test for each row of another table (the report found by its key), not a list of closed
 * reports: on a campus most reports end closed, and building that list read the whole reports
 * table (130 ms at 100,000 on SQLite, on the request thread) for every table housekeeping cleans.
 */
export function reportClosedBefore(reportIdColumn: string, before: string) {
  return sql<boolean>`exists (select 1 from reports closed where closed.id = ${sql.ref(reportIdColumn)} and ${closedBefore("closed", before)})`;
}

/** How many reports' visitor contacts one statement forgets; the housekeeping yields between batches. */
const FORGET_BATCH = 50;

/**
 * Forgets what closed reports (closed before `before`) hold about people: the visitor's contact
 * and the hidden details. Reads only the reports that still hold a visitor's contact (the
 * reports_visitor_contact index) and the hidden details' own rows. The contacts go FORGET_BATCH
 * reports at a time, letting requests in between: the first run after an upgrade may find
 * years of closed cases (1,347 reports in one statement held SQLite's request thread 224 ms at
 * 100,000 reports). Answers how many went.
 */
export async function forgetClosedReportsPersonalData(db: Kysely<DB>, before: string): Promise<number> {
  let forgotten = 0;
  for (;;) {
    const { numUpdatedRows } = await db
      .updateTable("reports")
      .set({ visitor_name: null, visitor_email: null, visitor_phone: null })
      .where("id", "in", (eb) =>
        eb
          .selectFrom("reports as due")
          .select("due.id")
          .where(sql<boolean>`(visitor_name is not null or visitor_email is not null or visitor_phone is not null)`)
          .where(closedBefore("due", before))
          .limit(FORGET_BATCH),
      )
      .executeTakeFirst();
    forgotten += Number(numUpdatedRows);
    if (Number(numUpdatedRows) < FORGET_BATCH) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  const hidden = await db
    .deleteFrom("report_hidden_details")
    .where(reportClosedBefore("report_hidden_details.report_id", before))
    .executeTakeFirst();
  return forgotten + Number(hidden.numDeletedRows);
}
