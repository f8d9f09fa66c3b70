import { sql, type Kysely } from "kysely";
import type { DisposalMethod, ItemType } from "@campus/shared";
import type { Dialect } from "../../db/dialect";
import type { DB } from "../../db/schema";

/** The days kept when an item type has no row (the migration gives every type one). */
export const FALLBACK_RETENTION_DAYS = 90;

export async function listRetentionPeriods(db: Kysely<DB>) {
  return db.selectFrom("retention_periods").select(["item_type", "days"]).execute();
}

export async function setRetentionDays(
  db: Kysely<DB>,
  values: { itemType: ItemType; days: number; by: string; at: string },
): Promise<void> {
  await db
    .insertInto("retention_periods")
    .values({ item_type: values.itemType, days: values.days, updated_by: values.by, updated_at: values.at })
    .onConflict((conflict) =>
      conflict.column("item_type").doUpdateSet({ days: values.days, updated_by: values.by, updated_at: values.at }),
    )
    .execute();
}

/** A found item's last day kept, YYYY-MM-DD: the day found + its type's days + its own extension. */
function retainUntil(dialect: Dialect) {
  const days = sql<number>`(coalesce(retention_periods.days, ${FALLBACK_RETENTION_DAYS}) + reports.retention_extra_days)`;
  return dialect === "postgres"
    ? sql<string>`to_char(reports.event_date + ${days}, 'YYYY-MM-DD')`
    : sql<string>`date(reports.event_date, '+' || ${days} || ' days')`;
}

/** Found items still pending (not deleted), with their type's retention period joined. */
function pendingFound(db: Kysely<DB>) {
  return db
    .selectFrom("reports")
    .leftJoin("retention_periods", "retention_periods.item_type", "reports.item_type")
    .where("reports.type", "=", "found")
    .where("reports.status", "=", "pending")
    .where("reports.deleted_at", "is", null);
}

/**
 * Found items still pending (not deleted): those in the office's keeping past their retention
 * date (`before` today), oldest first; or, with `createdBefore`, every one reported before that
 * instant (its finder's too), oldest first. Retention is the office's: an item its finder keeps
 * is never due for disposal.
 */
function ageing(db: Kysely<DB>, dialect: Dialect, filter: { today: string } | { createdBefore: string }) {
  return "today" in filter
    ? pendingFound(db).where("reports.custody", "=", "office").where(retainUntil(dialect), "<", filter.today)
    : pendingFound(db).where("reports.created_at", "<", filter.createdBefore);
}

/**
 * Found items their finder still keeps past their retention date whose finder (a student, or a
 * visitor who gave an email) was not reminded yet, oldest first: at most `limit`.
 */
export async function findFinderItemsToRemind(db: Kysely<DB>, dialect: Dialect, today: string, limit: number) {
  const rows = await pendingFound(db)
    .select("reports.id")
    .where("reports.custody", "=", "finder")
    .where("reports.finder_reminded_at", "is", null)
    // A visitor who left only a phone number cannot be emailed: the office calls them.
    .where((eb) => eb.or([eb("reports.reporter_id", "is not", null), eb("reports.visitor_email", "is not", null)]))
    .where(retainUntil(dialect), "<", today)
    .orderBy("reports.event_date")
    .orderBy("reports.id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Marks the finder of an item reminded; false when someone else did it first. */
export async function markFinderReminded(db: Kysely<DB>, reportId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("reports")
    .set({ finder_reminded_at: at })
    .where("id", "=", reportId)
    .where("finder_reminded_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function ageingPage(
  db: Kysely<DB>,
  dialect: Dialect,
  filter: { today: string } | { createdBefore: string },
  page: { limit: number; offset: number },
) {
  const until = retainUntil(dialect);
  const [rows, count] = await Promise.all([
    ageing(db, dialect, filter)
      .leftJoin("storage_places", "storage_places.id", "reports.storage_place_id")
      .select([
        "reports.id",
        "reports.reference",
        "reports.item_type",
        "reports.item_type_other",
        "reports.brand",
        "reports.color",
        "reports.event_date",
        "reports.retention_extra_days",
        "reports.custody",
        "reports.finder_reminded_at",
        "storage_places.id as place_id",
        "storage_places.name_en as place_name_en",
        "storage_places.name_my as place_name_my",
        until.as("retain_until"),
      ])
      .orderBy("today" in filter ? until : sql`reports.created_at`)
      .orderBy("reports.created_at")
      .orderBy("reports.id")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    ageing(db, dialect, filter)
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Keeps a found item `days` longer. */
export async function addRetentionDays(db: Kysely<DB>, reportId: string, days: number): Promise<void> {
  await db
    .updateTable("reports")
    .set((eb) => ({ retention_extra_days: eb("retention_extra_days", "+", days) }))
    .where("id", "=", reportId)
    .execute();
}

/**
 * Marks a pending found item disposed of, and so solved (it leaves every pending list and
 * count); it is in no storage place any more (its custody steps keep where it was). Conditional, so two people disposing at once cannot both win: false when it was not
 * pending any more.
 */
export async function markDisposed(
  db: Kysely<DB>,
  reportId: string,
  values: { method: DisposalMethod; by: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("reports")
    .set({
      status: "solved",
      completed_at: values.at,
      solved_by: values.by,
      disposal: values.method,
      storage_place_id: null,
    })
    .where("id", "=", reportId)
    .where("status", "=", "pending")
    .where("disposal", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Custody steps taken from `from` (inclusive) to `to` (exclusive), ISO instants, counted by kind. */
export async function countCustodyEvents(db: Kysely<DB>, range: { from: string; to: string }) {
  const rows = await db
    .selectFrom("custody_events")
    .select(["kind", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("at", ">=", range.from)
    .where("at", "<", range.to)
    .groupBy("kind")
    .execute();
  return rows.map((row) => ({ kind: row.kind, count: Number(row.n) }));
}

/**
 * Whether a claim on the item is approved and awaits its handover. Read here rather than through
 * the claims module, which sits above custody in the module stack (claims hand items over).
 */
export async function hasApprovedClaim(db: Kysely<DB>, reportId: string): Promise<boolean> {
  const row = await db
    .selectFrom("claims")
    .select("id")
    .where("report_id", "=", reportId)
    .where("status", "=", "approved")
    .executeTakeFirst();
  return row !== undefined;
}
