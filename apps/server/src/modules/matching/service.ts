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
import { notificationJobs } from "../../core/jobs";
import {
  confirmMatch as confirmMatchRow,
  dismissMatch as dismissMatchRow,
  restoreMatch as restoreMatchRow,
  findCandidates,
  findMatchSubject,
  insertNotice,
  listMatches,
  nearbyPlaces,
  saveMatches,
  type StoredMatch,
} from "./repository";
import { rankMatchesInSlices } from "./score";
import { isNearCertain, shortlist } from "./shortlist";
import { custodyOf, shortlistCandidates } from "./shortlist-repository";
import { FOUND_BEFORE_DAYS, FOUND_WITHIN_DAYS, KEEP_PER_REPORT, SHORTLIST_RULE, SUGGEST_THRESHOLD } from "./weights";
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
  const [candidates, nearby] = await Promise.all([
    findCandidates(database, side === "lost" ? "found" : "lost", candidateGroups(profile), window),
    nearbyPlaces(database.db),
  ]);
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

type Told = Array<{ userId: string; notice: MatchNotice }>;

/**
 * Reads the shortlists of `lostReportIds` again (shortlist.ts) and tells each owner of every
 * found report that entered theirs: a stored notice per pair (once, whoever runs this and however
 * often), that lost report's match email for the day and a push to the owner's devices, in the
 * caller's transaction. What it
 * returns is published after the commit (publishNotices).
 */
async function tellShortlists(
  ctx: Ctx<"outbox" | "config" | "clock">,
  trx: Kysely<DB>,
  lostReportIds: readonly string[],
  ownerOf: (lostReportId: string) => string | null | undefined,
): Promise<Told> {
  const at = ctx.clock().toISOString();
  const told: Told = [];
  for (const [lostReportId, candidates] of await shortlistCandidates(trx, lostReportIds)) {
    const userId = ownerOf(lostReportId);
    if (!userId) continue;
    let emailed = false;
    for (const foundReportId of shortlist(candidates)) {
      const notice = { id: randomUUID(), userId, lostReportId, foundReportId, at };
      if (!(await insertNotice(trx, notice))) continue; // told already
      if (!emailed) {
        await scheduleMatchEmail(ctx, trx, lostReportId);
        // One push per run and lost report, however many found reports entered its shortlist.
        await ctx.outbox.enqueue(trx, [notificationJobs.pushMatch(userId, lostReportId, false, notice.id)]);
      }
      emailed = true;
      told.push({
        userId,
        notice: {
          id: notice.id,
          lostReportId,
          foundReportId,
          createdAt: at,
          acknowledged: false,
          fromOffice: false,
          open: true,
        },
      });
    }
  }
  return told;
}

/** After the commit: the notices are stored, so one that cannot be sent live now is shown at the next visit. */
async function publishNotices(ctx: Ctx<"bus" | "outbox">, told: Told): Promise<MatchNotice[]> {
  for (const { userId, notice } of told)
    await ctx.bus.publish({ to: { userId }, event: { type: "match", notice } }).catch(() => undefined);
  if (told.length) ctx.outbox.wake();
  return told.map(({ notice }) => notice);
}

/**
 * Matches a pending report against the pending reports of the other type, and owns what follows:
 * every pair from the suggestion threshold up is stored (the lost report's page lists them), and
 * the shortlist of each lost report concerned (the new one, or those the new found report
 * reached) is read again: a found report that entered it is told to its owner ("These found items
 * may be yours": a toast now, or at their next visit, and that lost report's match email of the
 * day), in the same transaction. Safe to run again and again, by the job or by GET
 * /api/report-match: a pair is told once, and dismissed pairs never come back. Nothing happens for
 * a report that is solved, deleted or missing. Uses the realtime bus (live notices), the outbox
 * (emails) and the university's time zone ("one match email per day" counts its days).
 */
export async function runMatching(
  ctx: Ctx<"database" | "bus" | "outbox" | "config" | "clock">,
  reportId: string,
): Promise<MatchingRun> {
  const run = await matchAndSave(ctx, reportId, async (trx, subject, suggestions, reporters) => {
    if (subject.type === "lost") return tellShortlists(ctx, trx, [subject.profile.id], () => subject.reporterId);
    // A found report below the floor can neither enter a shortlist nor change one.
    const reached = suggestions.filter((pair) => pair.score >= SHORTLIST_RULE.floor || isNearCertain(pair));
    return tellShortlists(
      ctx,
      trx,
      reached.map((pair) => pair.lostReportId),
      (lostReportId) => reporters.get(lostReportId),
    );
  });
  if (!run) return { suggestions: [], notices: [] };
  return { suggestions: run.suggestions, notices: await publishNotices(ctx, run.after) };
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
  if (!reportPolicy.manage(viewer, subject)) throw new AppError(403, "FORBIDDEN", "matches.errors.notYours");
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
  const { type, status } = await ownedSubject(ctx.database, viewer, options.type, id);
  if (options.rerun) await runMatching(ctx, id);
  const stored = await listMatches(ctx.database.db, id, type);
  const otherIds = stored.map((match) => (type === "lost" ? match.foundReportId : match.lostReportId));
  const [others, custody] = await Promise.all([
    reportSummaries(ctx, viewer, otherIds),
    custodyOf(ctx.database.db, otherIds),
  ]);
  const open = stored.filter((match) => {
    const report = others.get(type === "lost" ? match.foundReportId : match.lostReportId);
    return report?.status === "pending";
  });
  // A lost report's own shortlist; for a found report, the lost reports whose shortlist holds it.
  const shortlisted = new Set<string>();
  if (status === "pending" && type === "lost")
    for (const foundId of shortlist(
      [...open].sort((a, b) => b.score - a.score || a.foundReportId.localeCompare(b.foundReportId)),
    ))
      shortlisted.add(foundId);
  if (status === "pending" && type === "found")
    for (const [lostId, candidates] of await shortlistCandidates(
      ctx.database.db,
      open.map((match) => match.lostReportId),
    ))
      if (shortlist(candidates).includes(id)) shortlisted.add(lostId);
  return open.map((match) => {
    const otherId = type === "lost" ? match.foundReportId : match.lostReportId;
    return {
      report: others.get(otherId)!,
      score: match.score,
      reasons: match.reasons,
      createdAt: match.createdAt,
      isNew: match.isNew,
      shortlisted: shortlisted.has(otherId),
      confirmed: match.confirmed,
      custody: type === "lost" ? (custody.get(otherId) ?? null) : null,
    };
  });
}

type AnswerCtx = Ctx<"database" | "bus" | "outbox" | "config" | "clock">;

/**
 * Records an answer of the owner (or an admin) of a lost report about one of its pairs, then
 * reads its shortlist again: after a "Not mine" the next candidate may come in (and is told).
 * 404 when there is no such pair.
 */
async function answerMatch(
  ctx: AnswerCtx,
  viewer: SessionUser,
  lostReportId: string,
  foundReportId: string,
  record: typeof dismissMatchRow,
): Promise<void> {
  const { database } = ctx;
  const subject = await ownedSubject(database, viewer, "lost", lostReportId);
  const told = await database.db.transaction().execute(async (trx) => {
    if (!(await record(trx, lostReportId, foundReportId, ctx.clock().toISOString())))
      throw new AppError(404, "MATCH_NOT_FOUND", "matches.errors.notFound");
    return tellShortlists(ctx, trx, [lostReportId], () => subject.reporterId);
  });
  await publishNotices(ctx, told);
}

/** The owner of a lost report says a found one is not theirs: it is not suggested again, and the next candidate may enter the shortlist. Saying it twice (another tab) is fine. */
export const dismissMatch = (ctx: AnswerCtx, viewer: SessionUser, lostReportId: string, foundReportId: string) =>
  answerMatch(ctx, viewer, lostReportId, foundReportId, dismissMatchRow);

/** The owner takes back a "Not mine" (the toast's Undo): the found report is suggested again. Twice is fine. */
export const restoreMatch = (ctx: AnswerCtx, viewer: SessionUser, lostReportId: string, foundReportId: string) =>
  answerMatch(ctx, viewer, lostReportId, foundReportId, restoreMatchRow);

/** The owner of a lost report says a found one is theirs: recorded, and listed first from now on. Twice is fine. */
export const confirmMatch = (ctx: AnswerCtx, viewer: SessionUser, lostReportId: string, foundReportId: string) =>
  answerMatch(ctx, viewer, lostReportId, foundReportId, confirmMatchRow);
