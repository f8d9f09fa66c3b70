import { addDays, daysBetween } from "../../core/calendar";
import type { LabelledPart } from "./labelled-set";
import { candidateGroups, matchProfile, type MatchProfile } from "../item-profile/profile";
import { isNotice, rankMatches, type Nearby, type RankedMatch } from "./score";
import { FOUND_BEFORE_DAYS, FOUND_WITHIN_DAYS, KEEP_PER_REPORT, NOTICE_THRESHOLD, SUGGEST_THRESHOLD } from "./weights";

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
  /** Notices (toasts) per lost report. */
  noticesPerLost: number;
  /** Match emails per lost report (at most one per lost report per day). */
  emailsPerLost: number;
  /** Of all notices, the share that pointed at the owner's item. */
  noticePrecision: number;
  /** Of the owners with a true pair, the share told of their item by a notice. */
  truePairNotified: number;
}

/** Whether a found report lies in the service's date window of a lost one (FOUND_BEFORE_DAYS before to FOUND_WITHIN_DAYS after). */
export function inWindow(lost: MatchProfile, found: MatchProfile): boolean {
  const days = daysBetween(lost.eventDate, found.eventDate);
  return days >= -FOUND_BEFORE_DAYS && days <= FOUND_WITHIN_DAYS;
}

/**
 * Replays a labelled part the way a campus would: reports arrive in the order they were made,
 * each is matched against the pending reports of the other type already there (the service's
 * rule), pairs from the suggestion threshold up are stored, pairs from the notice threshold up
 * raise one notice each, and each lost report gets at most one match email a day. Then reads
 * each lost report's suggestions as its owner would. Thresholds may be given to try others.
 */
export function measureQuality(
  part: LabelledPart,
  nearby: Nearby,
  thresholds = { suggest: SUGGEST_THRESHOLD, notice: NOTICE_THRESHOLD },
): MatchQuality {
  const arrivals = [...part.lost, ...part.found].sort(
    (a, b) => a.reportedAt.localeCompare(b.reportedAt) || a.id.localeCompare(b.id),
  );
  const profiles = new Map<string, MatchProfile>();
  const pending = { lost: new Map<string, MatchProfile[]>(), found: new Map<string, MatchProfile[]>() };
  const pairs = new Map<string, Map<string, number>>();
  const notices = new Map<string, Array<{ foundId: string; day: string }>>();

  const store = (lostId: string, foundId: string, match: RankedMatch, day: string) => {
    const list = pairs.get(lostId) ?? new Map<string, number>();
    list.set(foundId, match.score);
    pairs.set(lostId, list);
    if (!isNotice(match, thresholds.notice)) return;
    const told = notices.get(lostId) ?? [];
    if (!told.some((notice) => notice.foundId === foundId)) told.push({ foundId, day });
    notices.set(lostId, told);
  };

  for (const report of arrivals) {
    const profile = matchProfile(report);
    profiles.set(report.id, profile);
    const other = report.type === "lost" ? "found" : "lost";
    const groups = candidateGroups(profile);
    const sameGroup = groups.flatMap((group) => pending[other].get(group) ?? []);
    const bySerial = profile.serial
      ? [...pending[other].values()]
          .flat()
          .filter((candidate) => candidate.serial === profile.serial && !groups.includes(candidate.group))
      : [];
    const candidates = [...sameGroup, ...bySerial].filter(
      (candidate) =>
        (profile.serial !== "" && candidate.serial === profile.serial) ||
        (report.type === "lost" ? inWindow(profile, candidate) : inWindow(candidate, profile)),
    );
    const ranked = rankMatches(profile, report.type, candidates, nearby, thresholds.suggest).slice(0, KEEP_PER_REPORT);
    const day = report.reportedAt.slice(0, 10);
    for (const match of ranked) {
      if (report.type === "lost") store(report.id, match.report.id, match, day);
      else store(match.report.id, report.id, match, day);
    }
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
    if (told.some((notice) => notice.foundId === truth)) truePairNotified++;
    const list = [...(pairs.get(lost.id) ?? new Map<string, number>()).entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([id]) => id);
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
  };
}

/** How many match emails notices on these days make: one a day; a notice after the day's email goes in the next day's. */
function emailDays(days: string[]): number {
  const sent = new Set<string>();
  for (const day of [...days].sort()) sent.add(sent.has(day) ? addDays(day, 1) : day);
  return sent.size;
}
