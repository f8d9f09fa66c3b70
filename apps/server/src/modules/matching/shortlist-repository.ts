import { sql, type Kysely } from "kysely";
import type { FoundItemCustody } from "@campus/shared";
import type { DB } from "../../db/schema";
import { toIso } from "../../db/dialect";
import type { MatchReason } from "./score";
import type { ShortlistCandidate } from "./shortlist";

/**
 * The candidates each of `lostReportIds` may be shortlisted from: its pairs not dismissed whose
 * found report is still pending, best first. Lost reports that are solved, deleted or missing
 * have none (their shortlist is closed).
 */
export async function shortlistCandidates(
  db: Kysely<DB>,
  lostReportIds: readonly string[],
): Promise<Map<string, ShortlistCandidate[]>> {
  const byLost = new Map<string, ShortlistCandidate[]>();
  if (!lostReportIds.length) return byLost;
  const rows = await db
    .selectFrom("matches")
    .innerJoin("reports as lost", "lost.id", "matches.lost_report_id")
    .innerJoin("reports as found", "found.id", "matches.found_report_id")
    .select(["matches.lost_report_id", "matches.found_report_id", "matches.score", "matches.reasons"])
    .where("matches.lost_report_id", "in", [...new Set(lostReportIds)])
    .where("matches.dismissed_at", "is", null)
    .where("lost.status", "=", "pending")
    .where("lost.deleted_at", "is", null)
    .where("found.status", "=", "pending")
    .where("found.deleted_at", "is", null)
    .execute();
  for (const row of rows) {
    const list = byLost.get(row.lost_report_id) ?? [];
    list.push({
      foundReportId: row.found_report_id,
      score: Number(row.score),
      reasons: JSON.parse(row.reasons) as MatchReason[],
    });
    byLost.set(row.lost_report_id, list);
  }
  for (const list of byLost.values())
    list.sort((a, b) => b.score - a.score || a.foundReportId.localeCompare(b.foundReportId));
  return byLost;
}

/** Who keeps each found report (the office, its finder, or unknown). */
export async function custodyOf(db: Kysely<DB>, ids: readonly string[]): Promise<Map<string, FoundItemCustody | null>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom("reports")
    .select(["id", "custody"])
    .where("id", "in", [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.custody]));
}

/**
 * Every notice of a user, newest first, with whether its shortlist is still open (the lost report
 * pending, the found report there and pending, the pair not dismissed). Notices of a lost report
 * its owner deleted are left out.
 */
export async function noticesOf(db: Kysely<DB>, userId: string) {
  const rows = await db
    .selectFrom("match_notices")
    .innerJoin("reports as lost", "lost.id", "match_notices.lost_report_id")
    .leftJoin("reports as found", "found.id", "match_notices.found_report_id")
    .leftJoin("matches", (join) =>
      join
        .onRef("matches.lost_report_id", "=", "match_notices.lost_report_id")
        .onRef("matches.found_report_id", "=", "match_notices.found_report_id"),
    )
    .select([
      "match_notices.id",
      "match_notices.lost_report_id",
      "match_notices.found_report_id",
      "match_notices.created_at",
      "match_notices.acknowledged_at",
      "match_notices.office_notice_at",
      "lost.status as lost_status",
      "found.status as found_status",
      "found.deleted_at as found_deleted_at",
      "matches.lost_report_id as pair",
      "matches.dismissed_at",
    ])
    .where("match_notices.user_id", "=", userId)
    .where("lost.deleted_at", "is", null)
    .orderBy("match_notices.created_at", "desc")
    .orderBy("match_notices.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    lostReportId: row.lost_report_id,
    foundReportId: row.found_report_id,
    createdAt: toIso(row.created_at),
    acknowledged: row.acknowledged_at !== null,
    fromOffice: row.office_notice_at !== null,
    open:
      row.lost_status === "pending" &&
      row.found_status === "pending" &&
      row.found_deleted_at === null &&
      row.pair !== null &&
      row.dismissed_at === null,
  }));
}

/** The pending lost reports paired with a found report (not dismissed), with their owners and what they were told. */
export async function lostReportsPairedWith(db: Kysely<DB>, foundReportId: string) {
  return db
    .selectFrom("matches")
    .innerJoin("reports as lost", "lost.id", "matches.lost_report_id")
    .innerJoin("reports as found", "found.id", "matches.found_report_id")
    .innerJoin("users", "users.id", "lost.reporter_id")
    .leftJoin("match_notices", (join) =>
      join
        .onRef("match_notices.lost_report_id", "=", "matches.lost_report_id")
        .onRef("match_notices.found_report_id", "=", "matches.found_report_id"),
    )
    .select([
      "matches.lost_report_id",
      "matches.score",
      "matches.reasons",
      "users.id as owner_id",
      "users.name as owner_name",
      "users.email as owner_email",
      "match_notices.created_at as told_at",
      "match_notices.office_notice_at",
      // The serial numbers, equal however they were typed (profile.ts, matchColumns): for the office only.
      sql<boolean>`coalesce(lost.match_serial = found.match_serial and length(lost.match_serial) >= 4, false)`.as(
        "same_serial",
      ),
    ])
    .where("matches.found_report_id", "=", foundReportId)
    .where("matches.dismissed_at", "is", null)
    .where("lost.status", "=", "pending")
    .where("lost.deleted_at", "is", null)
    .execute();
}

/**
 * The pending lost reports that give a found report's serial number (equal however typed, four
 * characters or more) but that the matcher keeps no pair for: another kind of item, or too little
 * else alike. For the office's "Likely owners" only; a pair the owner dismissed stays dismissed.
 */
export async function lostReportsWithSerialOf(db: Kysely<DB>, foundReportId: string) {
  return db
    .selectFrom("reports as found")
    .innerJoin("reports as lost", "lost.match_serial", "found.match_serial")
    .innerJoin("users", "users.id", "lost.reporter_id")
    .leftJoin("matches", (join) =>
      join.onRef("matches.lost_report_id", "=", "lost.id").onRef("matches.found_report_id", "=", "found.id"),
    )
    .leftJoin("match_notices", (join) =>
      join
        .onRef("match_notices.lost_report_id", "=", "lost.id")
        .onRef("match_notices.found_report_id", "=", "found.id"),
    )
    .select([
      "lost.id as lost_report_id",
      "users.id as owner_id",
      "users.name as owner_name",
      "users.email as owner_email",
      "match_notices.created_at as told_at",
      "match_notices.office_notice_at",
    ])
    .where("found.id", "=", foundReportId)
    .where(sql<number>`length(found.match_serial)`, ">=", 4)
    .where("lost.type", "=", "lost")
    .where("lost.status", "=", "pending")
    .where("lost.deleted_at", "is", null)
    .where("matches.lost_report_id", "is", null)
    .execute();
}

/**
 * A pair the office told an owner of though the matcher keeps none (lostReportsWithSerialOf):
 * stored, so the owner's lists show the item; matching keeps it while the office's notice stands
 * (repository.ts, saveMatches).
 */
export async function keepOfficePair(
  db: Kysely<DB>,
  pair: { lostReportId: string; foundReportId: string; score: number; reasons: MatchReason[]; at: string },
): Promise<void> {
  await db
    .insertInto("matches")
    .values({
      lost_report_id: pair.lostReportId,
      found_report_id: pair.foundReportId,
      score: pair.score,
      reasons: JSON.stringify(pair.reasons),
      created_at: pair.at,
    })
    .onConflict((conflict) => conflict.columns(["lost_report_id", "found_report_id"]).doNothing())
    .execute();
}

/**
 * The office's notice of a pair to the lost report's owner: a new notice marked as the office's,
 * or the existing one marked so and shown again (not acknowledged, not emailed). Returns its id.
 */
export async function saveOfficeNotice(
  db: Kysely<DB>,
  notice: { id: string; userId: string; lostReportId: string; foundReportId: string; at: string },
): Promise<string> {
  await db
    .insertInto("match_notices")
    .values({
      id: notice.id,
      user_id: notice.userId,
      lost_report_id: notice.lostReportId,
      found_report_id: notice.foundReportId,
      created_at: notice.at,
      office_notice_at: notice.at,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["lost_report_id", "found_report_id"])
        .doUpdateSet({ office_notice_at: notice.at, acknowledged_at: null, emailed_at: null }),
    )
    .execute();
  const row = await db
    .selectFrom("match_notices")
    .select("id")
    .where("lost_report_id", "=", notice.lostReportId)
    .where("found_report_id", "=", notice.foundReportId)
    .executeTakeFirstOrThrow();
  return row.id;
}
