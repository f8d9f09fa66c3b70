import { randomUUID } from "node:crypto";
import type { MatchNotice, PotentialMatch, ReportType, SessionUser } from "@campus/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../db/dialect";
import type { DB } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { reportPolicy } from "../reports/policy";
import { addDays } from "../../core/calendar";
import { candidateGroups } from "../item-profile/profile";
import { reportSummaries } from "../reports/service";
import { scheduleMatchEmail } from "./match-email";
import {
  confirmMatch as confirmMatchRow,
  dismissMatch as dismissMatchRow,
  restoreMatch as restoreMatchRow,
  findCandidates,
  findMatchSubject,
  insertNotice,
  listMatches,
  locationAreas,
  saveMatches,
  type StoredMatch,
} from "./repository";
import { isNotice, rankMatchesInSlices } from "./score";
import { FOUND_BEFORE_DAYS, FOUND_WITHIN_DAYS, KEEP_PER_REPORT, SUGGEST_THRESHOLD } from "./weights";
import type { Ctx } from "../../core/context";

const notFound = () => new AppError(404, "REPORT_NOT_FOUND", "reports.errors.notFound");

export type MatchSubject = NonNullable<Awaited<ReturnType<typeof findMatchSubject>>>;

export interface MatchingRun {
  /** The report's suggestions now (pairs not dismissed). */
  suggestions: StoredMatch[];
  /** Notices this run raised (each once, whoever runs matching and however often). */
  notices: MatchNotice[];
}

type Reporters = Map<string, string | null>;

/** Ranks a pending report's candidates and saves its suggestions; `then` runs in the same transaction. */
async function matchAndSave<T>(
  ctx: Ctx<"database" | "clock">,
  reportId: string,
  then: (trx: Kysely<DB>, subject: MatchSubject, suggestions: StoredMatch[], reporters: Reporters) => Promise<T>,
) {
  const { database } = ctx;
  const subject = await findMatchSubject(database.db, reportId);
  if (!subject || subject.status !== "pending") return null;
  const { profile } = subject;
  const side = subject.type;
  const window =
    side === "lost"
      ? { from: addDays(profile.eventDate, -FOUND_BEFORE_DAYS), to: addDays(profile.eventDate, FOUND_WITHIN_DAYS) }
      : { from: addDays(profile.eventDate, -FOUND_WITHIN_DAYS), to: addDays(profile.eventDate, FOUND_BEFORE_DAYS) };
  const [candidates, areas] = await Promise.all([
    findCandidates(database, side === "lost" ? "found" : "lost", candidateGroups(profile), window, profile.serial),
    locationAreas(database.db),
  ]);
  const nearby = (a: string, b: string) => {
    const area = areas.get(a);
    return Boolean(area) && area === areas.get(b);
  };
  const ranked = await rankMatchesInSlices(
    profile,
    side,
    candidates.map((candidate) => candidate.profile),
    nearby,
    SUGGEST_THRESHOLD,
  );
  const kept = ranked.slice(0, KEEP_PER_REPORT);
  const pairs = kept.map((match) => ({
    lostReportId: side === "lost" ? profile.id : match.report.id,
    foundReportId: side === "lost" ? match.report.id : profile.id,
    score: match.score,
    reasons: match.reasons,
  }));
  // Who reported the kept ones (a run keeps a few of its thousands of candidates).
  const keptIds = new Set(kept.map((match) => match.report.id));
  const reporters: Reporters = new Map();
  for (const candidate of candidates)
    if (keptIds.has(candidate.profile.id)) reporters.set(candidate.profile.id, candidate.reporterId);
  return database.db.transaction().execute(async (trx) => {
    const suggestions = await saveMatches(trx, profile.id, side, pairs, ctx.clock().toISOString());
    return { suggestions, after: await then(trx, subject, suggestions, reporters) };
  });
}

/** Matches a report and stores its suggestions, raising no notice (the demo data starts quiet). */
export async function storeSuggestions(ctx: Ctx<"database" | "clock">, reportId: string): Promise<StoredMatch[]> {
  return (await matchAndSave(ctx, reportId, async () => null))?.suggestions ?? [];
}

/**
 * Matches a pending report against the pending reports of the other type, and owns what follows:
 * every pair from the suggestion threshold up is stored (the lost report's page lists them); a
 * pair from the notice threshold up that its owner has not been told of becomes a notice (a toast
 * now, or at their next visit) and is put in that lost report's next match email, in the same
 * transaction. Safe to run again and again, by the job or by GET /api/report-match: a pair is
 * noticed once, and dismissed pairs never come back. Nothing happens for a report that is
 * solved, deleted or missing. Uses the realtime bus (live notices), the outbox (emails) and the
 * university's time zone ("one match email per day" counts its days).
 */
export async function runMatching(
  ctx: Ctx<"database" | "bus" | "outbox" | "config" | "clock">,
  reportId: string,
): Promise<MatchingRun> {
  const { bus, outbox } = ctx;
  const run = await matchAndSave(ctx, reportId, async (trx, subject, suggestions, reporters) => {
    const at = ctx.clock().toISOString();
    const notices: Array<{ userId: string; notice: MatchNotice }> = [];
    for (const pair of suggestions) {
      if (!isNotice(pair)) continue;
      const ownerId = subject.type === "lost" ? subject.reporterId : reporters.get(pair.lostReportId);
      if (!ownerId) continue;
      const notice = {
        id: randomUUID(),
        userId: ownerId,
        lostReportId: pair.lostReportId,
        foundReportId: pair.foundReportId,
        at,
      };
      if (!(await insertNotice(trx, notice))) continue; // told already
      await scheduleMatchEmail(ctx, trx, pair.lostReportId);
      notices.push({
        userId: ownerId,
        notice: { id: notice.id, lostReportId: pair.lostReportId, foundReportId: pair.foundReportId, createdAt: at },
      });
    }
    return notices;
  });
  if (!run) return { suggestions: [], notices: [] };
  // After the commit: the notices are stored, so one that cannot be sent live now is shown at the next visit.
  for (const { userId, notice } of run.after)
    await bus.publish({ to: { userId }, event: { type: "match", notice } }).catch(() => undefined);
  if (run.after.length) outbox.wake();
  return { suggestions: run.suggestions, notices: run.after.map(({ notice }) => notice) };
}

/** The report `viewer` owns (or any, for an admin) of the given type; 404 otherwise, 403 when not theirs. */
async function ownedSubject(
  database: Database,
  viewer: SessionUser,
  type: ReportType | null,
  id: string,
): Promise<MatchSubject> {
  const subject = await findMatchSubject(database.db, id);
  if (!subject || (type !== null && subject.type !== type)) throw notFound();
  if (!reportPolicy.manage(viewer, { reporter_id: subject.reporterId }))
    throw new AppError(403, "FORBIDDEN", "matches.errors.notYours");
  return subject;
}

/**
 * A report's suggestions for its owner or an admin: the other reports still open, the ones the
 * owner confirmed first, then best first. `type`, when given, must be the report's; `rerun`
 * matches the report again first (and so may raise notices, once each).
 */
export async function potentialMatches(
  ctx: Ctx<"database" | "bus" | "outbox" | "config" | "clock">,
  viewer: SessionUser,
  id: string,
  options: { type: ReportType | null; rerun: boolean },
): Promise<PotentialMatch[]> {
  const { type } = await ownedSubject(ctx.database, viewer, options.type, id);
  if (options.rerun) await runMatching(ctx, id);
  const stored = await listMatches(ctx.database.db, id, type);
  const others = await reportSummaries(
    ctx,
    viewer,
    stored.map((match) => (type === "lost" ? match.foundReportId : match.lostReportId)),
  );
  return stored.flatMap((match) => {
    const report = others.get(type === "lost" ? match.foundReportId : match.lostReportId);
    if (!report || report.status !== "pending") return [];
    return [
      {
        report,
        score: match.score,
        reasons: match.reasons,
        createdAt: match.createdAt,
        isNew: match.isNew,
        confident: isNotice(match),
        confirmed: match.confirmed,
      },
    ];
  });
}

/** Records an answer of the owner (or an admin) of a lost report about one of its pairs; 404 when there is no such pair. */
async function answerMatch(
  ctx: Ctx<"database" | "clock">,
  viewer: SessionUser,
  lostReportId: string,
  foundReportId: string,
  record: typeof dismissMatchRow,
): Promise<void> {
  const { database } = ctx;
  await ownedSubject(database, viewer, "lost", lostReportId);
  if (!(await record(database.db, lostReportId, foundReportId, ctx.clock().toISOString())))
    throw new AppError(404, "MATCH_NOT_FOUND", "matches.errors.notFound");
}

/** The owner of a lost report says a found one is not theirs: it is not suggested again. Saying it twice (another tab) is fine. */
export const dismissMatch = (
  ctx: Ctx<"database" | "clock">,
  viewer: SessionUser,
  lostReportId: string,
  foundReportId: string,
) => answerMatch(ctx, viewer, lostReportId, foundReportId, dismissMatchRow);

/** The owner takes back a "Not mine" (the toast's Undo): the found report is suggested again. Twice is fine. */
export const restoreMatch = (
  ctx: Ctx<"database" | "clock">,
  viewer: SessionUser,
  lostReportId: string,
  foundReportId: string,
) => answerMatch(ctx, viewer, lostReportId, foundReportId, restoreMatchRow);

/** The owner of a lost report says a found one is theirs: recorded, and listed first from now on. Twice is fine. */
export const confirmMatch = (
  ctx: Ctx<"database" | "clock">,
  viewer: SessionUser,
  lostReportId: string,
  foundReportId: string,
) => answerMatch(ctx, viewer, lostReportId, foundReportId, confirmMatchRow);
