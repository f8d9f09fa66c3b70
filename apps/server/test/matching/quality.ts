import { addDays, daysBetween } from "../../src/core/calendar";
import type { LabelledPart } from "./labelled-set";
import { candidateGroups, matchProfile, type MatchProfile } from "../../src/modules/item-profile/profile";
import { rankMatches, type MatchReason, type Nearby } from "../../src/modules/matching/score";
import { shortlist } from "../../src/modules/matching/shortlist";
import {
  FOUND_BEFORE_DAYS,
  FOUND_WITHIN_DAYS,
  KEEP_PER_REPORT,
  SHORTLIST_RULE,
  SUGGEST_THRESHOLD,
} from "../../src/modules/matching/weights";

/** What the owners of a labelled part's lost reports would have seen. */
export interface MatchQuality {
  lost: number;
  /** Lost reports that have a true pair among the found reports. */
  withTruePair: number;
  /** Of those, how often the first suggestion was their item (no suggestion counts as a miss). */
  firstRight: number;
  /** How often their item was among the first five suggestions. */
  withinFive: number;
  /** How often their item was never suggested at all. */
  neverSuggested: number;
  /** Of the owners whose item was never found, the share who got a notice all the same. */
  noPairNotified: number;
  /** Found reports told of (the pairs a shortlist notice named) per lost report. */
  noticesPerLost: number;
  /** Match emails per lost report (at most one per lost report per day). */
  emailsPerLost: number;
  /** Of all pairs told of, the share that was the owner's item. */
  noticePrecision: number;
  /** Of the owners with a true pair, the share told of their item by a notice. */
  truePairNotified: number;
  /** Of the owners told of their item, the median hours from the found report to the notice. */
  medianHoursToNotice: number;
}

/** Whether a found report lies in the service's date window of a lost one (FOUND_BEFORE_DAYS before to FOUND_WITHIN_DAYS after). */
export function inWindow(lost: MatchProfile, found: MatchProfile): boolean {
  const days = daysBetween(lost.eventDate, found.eventDate);
  return days >= -FOUND_BEFORE_DAYS && days <= FOUND_WITHIN_DAYS;
}

/**
 * Replays a labelled part the way a campus would: reports arrive in the order they were made,
 * each is matched against the pending reports of the other type already there (the service's
 * rule), pairs from the suggestion threshold up are stored, and after each arrival every lost
 * report whose candidates changed has its shortlist read again (shortlist.ts): a found report
 * that enters it is told to the owner once, and each lost report gets at most one match email a
 * day. Then reads each lost report's suggestions as its owner would. A rule may be given to try others.
 */
export function measureQuality(
  part: LabelledPart,
  nearby: Nearby,
  rule = { suggest: SUGGEST_THRESHOLD, shortlist: SHORTLIST_RULE },
): MatchQuality {
  const arrivals = [...part.lost, ...part.found].sort(
    (a, b) => a.reportedAt.localeCompare(b.reportedAt) || a.id.localeCompare(b.id),
  );
  const profiles = new Map<string, MatchProfile>();
  const pending = { lost: new Map<string, MatchProfile[]>(), found: new Map<string, MatchProfile[]>() };
  const pairs = new Map<string, Map<string, { score: number; reasons: MatchReason[] }>>();
  const notices = new Map<string, Array<{ foundId: string; day: string; at: string }>>();
  const reportedAt = new Map([...part.lost, ...part.found].map((report) => [report.id, report.reportedAt]));

  const store = (lostId: string, foundId: string, match: { score: number; reasons: MatchReason[] }) => {
    const list = pairs.get(lostId) ?? new Map<string, { score: number; reasons: MatchReason[] }>();
    list.set(foundId, { score: match.score, reasons: match.reasons });
    pairs.set(lostId, list);
  };
  /** A lost report's candidates, best first. */
  const ranking = (lostId: string) =>
    [...(pairs.get(lostId) ?? new Map<string, { score: number; reasons: MatchReason[] }>()).entries()]
      .map(([foundReportId, pair]) => ({ foundReportId, ...pair }))
      .sort((a, b) => b.score - a.score || a.foundReportId.localeCompare(b.foundReportId));
  const tell = (lostId: string, at: string) => {
    const ranked = ranking(lostId);
    const told = notices.get(lostId) ?? [];
    for (const foundId of shortlist(ranked, rule.shortlist))
      if (!told.some((notice) => notice.foundId === foundId)) told.push({ foundId, day: at.slice(0, 10), at });
    notices.set(lostId, told);
  };

  for (const report of arrivals) {
    const profile = matchProfile(report);
    profiles.set(report.id, profile);
    const other = report.type === "lost" ? "found" : "lost";
    const groups = candidateGroups(profile);
    const sameGroup = groups.flatMap((group) => pending[other].get(group) ?? []);
    const candidates = sameGroup.filter((candidate) =>
      report.type === "lost" ? inWindow(profile, candidate) : inWindow(candidate, profile),
    );
    const ranked = rankMatches(profile, report.type, candidates, nearby, rule.suggest).slice(0, KEEP_PER_REPORT);
    for (const match of ranked) {
      if (report.type === "lost") store(report.id, match.report.id, match);
      else store(match.report.id, report.id, match);
    }
    if (report.type === "lost") tell(report.id, report.reportedAt);
    else for (const match of ranked) tell(match.report.id, report.reportedAt);
    const group = pending[report.type].get(profile.group) ?? [];
    group.push(profile);
    pending[report.type].set(profile.group, group);
  }

  let [
    withTruePair,
    firstRight,
    withinFive,
    neverSuggested,
    noPair,
    noPairNotified,
    noticeCount,
    rightNotices,
    truePairNotified,
    emails,
  ] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const hoursToNotice: number[] = [];
  for (const lost of part.lost) {
    const truth = part.truth.get(lost.id);
    const told = notices.get(lost.id) ?? [];
    noticeCount += told.length;
    emails += emailDays(told.map((notice) => notice.day));
    if (!truth) {
      noPair++;
      if (told.length) noPairNotified++;
      continue;
    }
    withTruePair++;
    rightNotices += told.filter((notice) => notice.foundId === truth).length;
    const toldOfIt = told.find((notice) => notice.foundId === truth);
    if (toldOfIt) {
      truePairNotified++;
      hoursToNotice.push((Date.parse(toldOfIt.at) - Date.parse(reportedAt.get(truth)!)) / 3_600_000);
    }
    const list = ranking(lost.id).map((pair) => pair.foundReportId);
    if (list[0] === truth) firstRight++;
    if (list.slice(0, 5).includes(truth)) withinFive++;
    if (!list.includes(truth)) neverSuggested++;
  }
  const share = (count: number, of: number) => (of ? count / of : 0);
  return {
    lost: part.lost.length,
    withTruePair,
    firstRight: share(firstRight, withTruePair),
    withinFive: share(withinFive, withTruePair),
    neverSuggested: share(neverSuggested, withTruePair),
    noPairNotified: share(noPairNotified, noPair),
    noticesPerLost: share(noticeCount, part.lost.length),
    emailsPerLost: share(emails, part.lost.length),
    noticePrecision: share(rightNotices, noticeCount),
    truePairNotified: share(truePairNotified, withTruePair),
    medianHoursToNotice: median(hoursToNotice),
  };
}

/** How many match emails notices on these days make: one a day; a notice after the day's email goes in the next day's. */
function emailDays(days: string[]): number {
  const sent = new Set<string>();
  for (const day of [...days].sort()) sent.add(sent.has(day) ? addDays(day, 1) : day);
  return sent.size;
}

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
