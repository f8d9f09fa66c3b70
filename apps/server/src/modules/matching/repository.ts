import type { Compilable, Kysely } from "kysely";
import type { ReportType } from "@campus/shared";
import type { DB } from "../../db/schema";
import { toIso, type Database } from "../../db/dialect";
import { UNKNOWN_GROUP, type MatchProfile, type StoredProfile } from "../item-profile/profile";
import type { MatchReason, Nearby } from "./score";

const profileColumns = [
  "reports.id",
  "reports.item_type",
  "reports.location_id",
  "reports.event_date",
  "reports.reporter_id",
  "reports.match_profile",
] as const;

type ProfileRow = {
  id: string;
  item_type: MatchProfile["itemType"];
  location_id: string;
  event_date: string;
  reporter_id: string | null;
  match_profile: string | null;
};

/** A list the stored profile left out (profile.ts leaves out empty ones), shared and never changed. */
const NONE: string[] = [];

/** A row of profileColumns read as an array (Database.readArrays), as a row. */
function profileRowOf(values: unknown[]): ProfileRow {
  return {
    id: values[0] as string,
    item_type: values[1] as MatchProfile["itemType"],
    location_id: values[2] as string,
    event_date: values[3] as string,
    reporter_id: values[4] as string | null,
    match_profile: values[5] as string | null,
  };
}

/** The rows of a read of profileColumns, through the driver's arrays where it has them (SQLite). */
async function profileRows(database: Database, query: Compilable<ProfileRow>): Promise<ProfileRow[]> {
  const compiled = query.compile();
  if (database.readArrays) return (await database.readArrays(compiled)).map(profileRowOf);
  return (await database.db.executeQuery(compiled)).rows;
}

/** The most stored profiles kept parsed (a few hundred bytes each, text and parse). */
const PARSED_KEPT = 50_000;
const parsed = new Map<string, Readonly<Partial<StoredProfile>>>();

/**
 * A stored profile (the match_profile column), parsed. A run reads thousands of candidates and
 * most were read by runs before it, so parses are kept, keyed by the text itself: a profile
 * rewritten (an edit, another instance, a new profile version) is other text and is parsed anew.
 * Shared between rows and frozen: never change it.
 */
function storedProfileOf(text: string | null): Readonly<Partial<StoredProfile>> {
  if (!text) return {};
  let profile = parsed.get(text);
  if (!profile) {
    const fresh = (JSON.parse(text) ?? {}) as Partial<StoredProfile>;
    for (const list of Object.values(fresh)) if (Array.isArray(list)) Object.freeze(list);
    profile = Object.freeze(fresh);
    if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value!); // the oldest first
    parsed.set(text, profile);
  }
  return profile;
}

/**
 * The matcher's view of a row: one object of one shape for every report (the scoring reads
 * thousands a run, and one shape keeps its reads fast). A list the stored profile leaves out is
 * empty, as are parts a row another (older) instance wrote lacks.
 */
function toProfile(row: ProfileRow): MatchProfile {
  const stored = storedProfileOf(row.match_profile);
  return {
    id: row.id,
    itemType: row.item_type,
    locationId: row.location_id,
    eventDate: String(row.event_date).slice(0, 10),
    group: stored.group ?? UNKNOWN_GROUP,
    kinds: stored.kinds ?? NONE,
    mentioned: stored.mentioned ?? NONE,
    kindWords: stored.kindWords ?? NONE,
    brands: stored.brands ?? NONE,
    brandWords: stored.brandWords ?? NONE,
    colours: stored.colours ?? NONE,
    otherColours: stored.otherColours ?? NONE,
    partColours: stored.partColours ?? NONE,
    model: stored.model ?? NONE,
    words: stored.words ?? NONE,
    names: stored.names ?? NONE,
    identifiers: stored.identifiers ?? NONE,
    sizes: stored.sizes ?? NONE,
    counts: stored.counts ?? NONE,
    absent: stored.absent ?? NONE,
    quoted: stored.quoted ?? NONE,
    initials: stored.initials ?? NONE,
    faculties: stored.faculties ?? NONE,
    rooms: stored.rooms ?? NONE,
  };
}

/** A report as the matcher reads it, with who reported it (null: a visitor). */
export interface Candidate {
  profile: MatchProfile;
  reporterId: string | null;
}

/** A report as the matcher needs it, with who reported it; null when deleted or missing. */
export async function findMatchSubject(db: Kysely<DB>, id: string) {
  const row = await db
    .selectFrom("reports")
    .select([...profileColumns, "reports.type", "reports.status"])
    .where("reports.id", "=", id)
    .where("reports.deleted_at", "is", null)
    .executeTakeFirst();
  return row ? { profile: toProfile(row), type: row.type, status: row.status, reporterId: row.reporter_id } : null;
}

/**
 * The pending reports of `type` that may be the other side: within the date window, in one of
 * `groups` (profile.ts, candidateGroups).
 */
export async function findCandidates(
  database: Database,
  type: ReportType,
  groups: readonly string[],
  window: { from: string; to: string },
): Promise<Candidate[]> {
  const { db } = database;
  const rows = await profileRows(
    database,
    db
      .selectFrom("reports")
      .select(profileColumns)
      .where("reports.type", "=", type)
      .where("reports.status", "=", "pending")
      .where("reports.deleted_at", "is", null)
      // A known kind meets its groups (its category, the unknown kinds, what its description names); an unknown kind meets every one.
      .where("reports.match_group", "in", groups)
      .where("reports.event_date", ">=", window.from)
      .where("reports.event_date", "<=", window.to),
  );
  return rows.map((row) => ({
    profile: toProfile(row),
    reporterId: row.reporter_id,
  }));
}

/** Whether two places are nearby: in one area (locations.area), as the office set them. */
export async function nearbyPlaces(db: Kysely<DB>): Promise<Nearby> {
  const rows = await db.selectFrom("locations").select(["id", "area"]).execute();
  const areas = new Map(rows.map((row) => [row.id, row.area]));
  return (a, b) => {
    const area = areas.get(a);
    return Boolean(area) && area === areas.get(b);
  };
}

export interface StoredMatch {
  lostReportId: string;
  foundReportId: string;
  score: number;
  reasons: MatchReason[];
}

/**
 * Saves a report's pairs: new ones are added, known ones get their new score and reasons, and
 * known ones that no longer score are removed (dismissed and confirmed ones are kept: a dismissed
 * pair never comes back, a confirmed one stays). Returns the pairs that are not dismissed.
 */
export async function saveMatches(
  db: Kysely<DB>,
  reportId: string,
  side: ReportType,
  pairs: StoredMatch[],
  at: string,
): Promise<StoredMatch[]> {
  const own = side === "lost" ? "lost_report_id" : "found_report_id";
  const other = side === "lost" ? "found_report_id" : "lost_report_id";
  const otherOf = (pair: StoredMatch) => (side === "lost" ? pair.foundReportId : pair.lostReportId);
  const known = await db
    .selectFrom("matches")
    .select(["lost_report_id", "found_report_id", "score", "reasons", "dismissed_at", "confirmed_at"])
    .where(own, "=", reportId)
    .execute();
  const knownOthers = new Map(known.map((row) => [row[other], row]));
  const live: StoredMatch[] = [];
  const added: StoredMatch[] = [];
  for (const pair of pairs) {
    const row = knownOthers.get(otherOf(pair));
    if (!row) {
      added.push(pair);
      live.push(pair);
      continue;
    }
    if (Number(row.score) !== pair.score || row.reasons !== JSON.stringify(pair.reasons)) {
      await db
        .updateTable("matches")
        .set({ score: pair.score, reasons: JSON.stringify(pair.reasons) })
        .where("lost_report_id", "=", pair.lostReportId)
        .where("found_report_id", "=", pair.foundReportId)
        .execute();
    }
    if (row.dismissed_at === null) live.push(pair);
  }
  if (added.length) {
    // One statement for the new pairs; one the other side's run stored meanwhile gets the new score.
    await db
      .insertInto("matches")
      .values(
        added.map((pair) => ({
          lost_report_id: pair.lostReportId,
          found_report_id: pair.foundReportId,
          score: pair.score,
          reasons: JSON.stringify(pair.reasons),
          created_at: at,
        })),
      )
      .onConflict((conflict) =>
        conflict
          .columns(["lost_report_id", "found_report_id"])
          .doUpdateSet((eb) => ({ score: eb.ref("excluded.score"), reasons: eb.ref("excluded.reasons") })),
      )
      .execute();
  }
  const kept = new Set(pairs.map(otherOf));
  const stale = known
    .filter((row) => row.dismissed_at === null && row.confirmed_at === null && !kept.has(row[other]))
    .map((row) => row[other]);
  // A pair the office told its owner of stays though the matcher no longer suggests it (likely-owners.ts).
  if (stale.length)
    await db
      .deleteFrom("matches")
      .where(own, "=", reportId)
      .where(other, "in", stale)
      .where(other, "not in", (eb) =>
        eb
          .selectFrom("match_notices")
          .select(other)
          .where(own, "=", reportId)
          .where("office_notice_at", "is not", null),
      )
      .execute();
  return live;
}

/** A report's pairs that are not dismissed: the ones the owner confirmed first, then best first. */
export async function listMatches(db: Kysely<DB>, reportId: string, side: ReportType) {
  const own = side === "lost" ? "lost_report_id" : "found_report_id";
  const rows = await db
    .selectFrom("matches")
    .leftJoin("match_notices", (join) =>
      join
        .onRef("match_notices.lost_report_id", "=", "matches.lost_report_id")
        .onRef("match_notices.found_report_id", "=", "matches.found_report_id"),
    )
    .select([
      "matches.lost_report_id",
      "matches.found_report_id",
      "matches.score",
      "matches.reasons",
      "matches.created_at",
      "matches.confirmed_at",
      "match_notices.id as notice_id",
      "match_notices.acknowledged_at",
    ])
    .where(`matches.${own}`, "=", reportId)
    .where("matches.dismissed_at", "is", null)
    .execute();
  return rows
    .map((row) => ({
      lostReportId: row.lost_report_id,
      foundReportId: row.found_report_id,
      score: Number(row.score),
      reasons: JSON.parse(row.reasons) as MatchReason[],
      createdAt: toIso(row.created_at),
      confirmed: row.confirmed_at !== null,
      isNew: row.notice_id !== null && row.acknowledged_at === null,
    }))
    .sort(
      (a, b) =>
        Number(b.confirmed) - Number(a.confirmed) || b.score - a.score || b.createdAt.localeCompare(a.createdAt),
    );
}

/** For each lost report: suggestions not dismissed, strong ones (noticed) still unanswered, and whether one was claimed. */
export async function matchStandings(
  db: Kysely<DB>,
  lostReportIds: string[],
): Promise<Map<string, { suggestions: number; strongToCheck: number; claimed: boolean }>> {
  const standings = new Map<string, { suggestions: number; strongToCheck: number; claimed: boolean }>();
  if (lostReportIds.length === 0) return standings;
  const rows = await db
    .selectFrom("matches")
    .leftJoin("match_notices", (join) =>
      join
        .onRef("match_notices.lost_report_id", "=", "matches.lost_report_id")
        .onRef("match_notices.found_report_id", "=", "matches.found_report_id"),
    )
    .select(["matches.lost_report_id", "matches.confirmed_at", "match_notices.id as notice_id"])
    .where("matches.lost_report_id", "in", lostReportIds)
    .where("matches.dismissed_at", "is", null)
    .execute();
  for (const row of rows) {
    const standing = standings.get(row.lost_report_id) ?? { suggestions: 0, strongToCheck: 0, claimed: false };
    standing.suggestions++;
    if (row.confirmed_at !== null) standing.claimed = true;
    else if (row.notice_id !== null) standing.strongToCheck++;
    standings.set(row.lost_report_id, standing);
  }
  return standings;
}

/** The owner says the found item is theirs; false when there is no such pair (or it was dismissed). */
export async function confirmMatch(
  db: Kysely<DB>,
  lostReportId: string,
  foundReportId: string,
  at: string,
): Promise<boolean> {
  await db
    .updateTable("matches")
    .set({ confirmed_at: at })
    .where("lost_report_id", "=", lostReportId)
    .where("found_report_id", "=", foundReportId)
    .where("dismissed_at", "is", null)
    .where("confirmed_at", "is", null)
    .execute();
  const pair = await db
    .selectFrom("matches")
    .select("lost_report_id")
    .where("lost_report_id", "=", lostReportId)
    .where("found_report_id", "=", foundReportId)
    .where("dismissed_at", "is", null)
    .executeTakeFirst();
  return pair !== undefined;
}

/** Marks a pair dismissed (kept as it was if it already is); false when there is no such pair. */
export async function dismissMatch(
  db: Kysely<DB>,
  lostReportId: string,
  foundReportId: string,
  at: string,
): Promise<boolean> {
  await db
    .updateTable("matches")
    .set({ dismissed_at: at, confirmed_at: null })
    .where("lost_report_id", "=", lostReportId)
    .where("found_report_id", "=", foundReportId)
    .where("dismissed_at", "is", null)
    .execute();
  const pair = await db
    .selectFrom("matches")
    .select("lost_report_id")
    .where("lost_report_id", "=", lostReportId)
    .where("found_report_id", "=", foundReportId)
    .executeTakeFirst();
  return pair !== undefined;
}

/** Takes back a "Not mine" (the owner's undo): the pair is suggested again. False when there is no such pair. */
export async function restoreMatch(db: Kysely<DB>, lostReportId: string, foundReportId: string): Promise<boolean> {
  await db
    .updateTable("matches")
    .set({ dismissed_at: null })
    .where("lost_report_id", "=", lostReportId)
    .where("found_report_id", "=", foundReportId)
    .execute();
  const pair = await db
    .selectFrom("matches")
    .select("lost_report_id")
    .where("lost_report_id", "=", lostReportId)
    .where("found_report_id", "=", foundReportId)
    .executeTakeFirst();
  return pair !== undefined;
}

/** Adds the notice of a pair for the lost report's owner; null when it exists already. */
export async function insertNotice(
  db: Kysely<DB>,
  notice: { id: string; userId: string; lostReportId: string; foundReportId: string; at: string },
) {
  const result = await db
    .insertInto("match_notices")
    .values({
      id: notice.id,
      user_id: notice.userId,
      lost_report_id: notice.lostReportId,
      found_report_id: notice.foundReportId,
      created_at: notice.at,
    })
    .onConflict((conflict) => conflict.columns(["lost_report_id", "found_report_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

const noticeColumns = [
  "match_notices.id",
  "match_notices.user_id",
  "match_notices.lost_report_id",
  "match_notices.found_report_id",
  "match_notices.created_at",
  "match_notices.acknowledged_at",
  "match_notices.office_notice_at",
] as const;

export async function findNotice(db: Kysely<DB>, id: string) {
  return db.selectFrom("match_notices").select(noticeColumns).where("id", "=", id).executeTakeFirst();
}

/** A user's notices not yet acknowledged, while the lost item is still missing, the found report is there and the pair is not dismissed, oldest first. */
export async function pendingNotices(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom("match_notices")
    .innerJoin("reports as lost", "lost.id", "match_notices.lost_report_id")
    .innerJoin("reports as found", "found.id", "match_notices.found_report_id")
    .innerJoin("matches", (join) =>
      join
        .onRef("matches.lost_report_id", "=", "match_notices.lost_report_id")
        .onRef("matches.found_report_id", "=", "match_notices.found_report_id"),
    )
    .select(noticeColumns)
    .where("matches.dismissed_at", "is", null)
    .where("match_notices.user_id", "=", userId)
    .where("match_notices.acknowledged_at", "is", null)
    .where("lost.deleted_at", "is", null)
    .where("lost.status", "=", "pending")
    .where("found.deleted_at", "is", null)
    .orderBy("match_notices.created_at")
    .limit(50)
    .execute();
}

export async function acknowledgeNotice(db: Kysely<DB>, userId: string, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("match_notices")
    .set({ acknowledged_at: at })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("acknowledged_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A lost report's notices not yet emailed whose pair still stands: not dismissed, both reports
 * still pending. What the next match email lists.
 */
export async function noticesToEmail(db: Kysely<DB>, lostReportId: string) {
  return db
    .selectFrom("match_notices")
    .innerJoin("matches", (join) =>
      join
        .onRef("matches.lost_report_id", "=", "match_notices.lost_report_id")
        .onRef("matches.found_report_id", "=", "match_notices.found_report_id"),
    )
    .innerJoin("reports as found", "found.id", "match_notices.found_report_id")
    .select([
      "match_notices.id",
      "match_notices.user_id",
      "match_notices.found_report_id",
      "match_notices.office_notice_at",
      "matches.score",
      "matches.reasons",
    ])
    .where("match_notices.lost_report_id", "=", lostReportId)
    .where("match_notices.emailed_at", "is", null)
    .where("matches.dismissed_at", "is", null)
    .where("found.deleted_at", "is", null)
    .where("found.status", "=", "pending")
    .orderBy("matches.score", "desc")
    .execute();
}

/** The lost reports of a user with a notice not yet emailed. */
export async function lostReportsWithNoticesToEmail(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("match_notices")
    .select("lost_report_id")
    .distinct()
    .where("user_id", "=", userId)
    .where("emailed_at", "is", null)
    .orderBy("lost_report_id")
    .execute();
  return rows.map((row) => row.lost_report_id);
}

export async function markNoticesEmailed(db: Kysely<DB>, ids: string[], at: string): Promise<void> {
  if (ids.length) await db.updateTable("match_notices").set({ emailed_at: at }).where("id", "in", ids).execute();
}

/** Up to `limit` reports whose stored profile is older than `version` (or missing), with what the profile is made from. */
export async function reportsToProfile(db: Kysely<DB>, version: number, limit: number) {
  return db
    .selectFrom("reports")
    .select(["id", "item_type", "item_type_other", "brand", "color", "model", "description", "serial_number"])
    .where((eb) => eb.or([eb("match_version", "is", null), eb("match_version", "<", version)]))
    .limit(limit)
    .execute();
}

export async function saveProfile(
  db: Kysely<DB>,
  id: string,
  columns: { match_profile: string; match_serial: string | null; match_group: string; match_version: number },
): Promise<void> {
  await db.updateTable("reports").set(columns).where("id", "=", id).execute();
}

/** The pending lost reports of `ownerId` paired with a found report (a "Not mine" pair excluded). */
export async function ownersLostReportsMatching(db: Kysely<DB>, foundReportId: string, ownerId: string) {
  return db
    .selectFrom("matches")
    .innerJoin("reports", "reports.id", "matches.lost_report_id")
    .select("reports.id")
    .where("matches.found_report_id", "=", foundReportId)
    .where("matches.dismissed_at", "is", null)
    .where("reports.reporter_id", "=", ownerId)
    .where("reports.status", "=", "pending")
    .where("reports.deleted_at", "is", null)
    .execute();
}
