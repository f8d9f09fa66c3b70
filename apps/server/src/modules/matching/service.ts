import type { Kysely } from "kysely";
import type { PotentialMatch, ReportType, SessionUser } from "@campus/shared";
import type { DB } from "../../db/schema";
import type { Database } from "../../db/dialect";
import { AppError } from "../../http/app-error";
import { reportPolicy } from "../reports/policy";
import { reportSummaries } from "../reports/service";
import { dismissMatch as dismissMatchRow, findCandidates, findMatchSubject, listMatches, locationAreas, saveMatches, type StoredMatch } from "./repository";
import { rankMatches } from "./score";

/**
 * A found item is looked for among lost reports of up to this many days before (the date score is
 * near zero by then, and the window keeps matching fast); an equal serial number is found at any date.
 */
const FOUND_WITHIN_DAYS = 60;
/** At most this many pairs are kept per report per run: the best. */
const KEEP_PER_REPORT = 20;

const notFound = () => new AppError(404, "REPORT_NOT_FOUND", "reports.errors.notFound");

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export type MatchSubject = NonNullable<Awaited<ReturnType<typeof findMatchSubject>>>;

/**
 * Scores a pending report against the pending reports of the other type and stores the pairs
 * from the threshold up. Returns the report and the pairs that are new (nothing for a report
 * that is solved, deleted or missing).
 */
export async function runMatching(
  database: Database,
  reportId: string,
  /** Runs in the same transaction as the save, with the new pairs (notices and their jobs are written with them). */
  onFresh?: (trx: Kysely<DB>, subject: MatchSubject, fresh: StoredMatch[]) => Promise<void>,
): Promise<{ subject: MatchSubject | null; fresh: StoredMatch[] }> {
  const subject = await findMatchSubject(database.db, reportId);
  if (!subject || subject.status !== "pending") return { subject, fresh: [] };
  const { profile } = subject;
  const side = subject.type;
  const window =
    side === "lost"
      ? { from: shiftDay(profile.eventDate, -1), to: shiftDay(profile.eventDate, FOUND_WITHIN_DAYS) }
      : { from: shiftDay(profile.eventDate, -FOUND_WITHIN_DAYS), to: shiftDay(profile.eventDate, 1) };
  const [candidates, areas] = await Promise.all([
    findCandidates(database.db, side === "lost" ? "found" : "lost", profile.itemType, window, profile.serial),
    locationAreas(database.db),
  ]);
  const nearby = (a: string, b: string) => {
    const area = areas.get(a);
    return Boolean(area) && area === areas.get(b);
  };
  const pairs = rankMatches(profile, side, candidates, nearby)
    .slice(0, KEEP_PER_REPORT)
    .map((match) => ({
      lostReportId: side === "lost" ? profile.id : match.report.id,
      foundReportId: side === "lost" ? match.report.id : profile.id,
      score: match.score,
      reasons: match.reasons,
    }));
  const fresh = await database.db.transaction().execute(async (trx) => {
    const added = await saveMatches(trx, profile.id, side, pairs, new Date().toISOString());
    if (added.length && onFresh) await onFresh(trx, subject, added);
    return added;
  });
  return { subject, fresh };
}

/** The report `viewer` owns (or any, for an admin) of the given type; 404 otherwise, 403 when not theirs. */
async function ownedSubject(database: Database, viewer: SessionUser, type: ReportType | null, id: string): Promise<MatchSubject> {
  const subject = await findMatchSubject(database.db, id);
  if (!subject || (type !== null && subject.type !== type)) throw notFound();
  if (!reportPolicy.manage(viewer, { reporter_id: subject.reporterId })) throw new AppError(403, "FORBIDDEN", "matches.errors.notYours");
  return subject;
}

/**
 * A report's potential matches for its owner or an admin: the other reports still open, best
 * first. `type`, when given, must be the report's; `rerun` matches the report again first.
 */
export async function potentialMatches(database: Database, viewer: SessionUser, id: string, options: { type: ReportType | null; rerun: boolean }): Promise<PotentialMatch[]> {
  const { type } = await ownedSubject(database, viewer, options.type, id);
  if (options.rerun) await runMatching(database, id);
  const stored = await listMatches(database.db, id, type);
  const others = await reportSummaries(database, viewer, stored.map((match) => (type === "lost" ? match.foundReportId : match.lostReportId)));
  return stored.flatMap((match) => {
    const report = others.get(type === "lost" ? match.foundReportId : match.lostReportId);
    if (!report || report.status !== "pending") return [];
    return [{ report, score: match.score, reasons: match.reasons, createdAt: match.createdAt, isNew: match.isNew }];
  });
}

/** The owner of a lost report says a found one is not theirs: it is not suggested again. Saying it twice (another tab) is fine. */
export async function dismissMatch(database: Database, viewer: SessionUser, lostReportId: string, foundReportId: string): Promise<void> {
  await ownedSubject(database, viewer, "lost", lostReportId);
  if (!(await dismissMatchRow(database.db, lostReportId, foundReportId, new Date().toISOString()))) {
    throw new AppError(404, "MATCH_NOT_FOUND", "matches.errors.notFound");
  }
}
