import type { MatchReason } from "./score";
import { SHORTLIST_RULE } from "./weights";

/** A candidate of one lost report as the shortlist reads it: a found report still pending and not dismissed. */
export interface ShortlistCandidate {
  foundReportId: string;
  score: number;
  /** Only the codes are read. */
  reasons: ReadonlyArray<{ code: MatchReason["code"] }>;
}

export interface ShortlistRule {
  /** A shortlist is opened when its best candidate scores from this up. */
  threshold: number;
  /** Once open, the next candidates join it from this score up (look-alikes of the best are shown with it). */
  floor: number;
  /** At most this many candidates at a time. */
  size: number;
  /** A candidate this many log-odds or more below the best is left out (a far weaker one is not worth a glance). */
  margin: number;
}

const logOdds = (score: number) => {
  const p = Math.min(Math.max(score, 1e-6), 1 - 1e-6);
  return Math.log(p / (1 - p));
};

const has = (candidate: ShortlistCandidate, code: MatchReason["code"]) =>
  candidate.reasons.some((reason) => reason.code === code);

/**
 * Whether the matcher is near-certain of a pair: every field the two give agreeing so strongly
 * that the score reaches NEAR_CERTAIN. Such a pair is never left out of its lost report's
 * shortlist, whatever else is in it.
 */
export function isNearCertain(candidate: ShortlistCandidate, rule = SHORTLIST_RULE): boolean {
  return candidate.score >= rule.nearCertain && !has(candidate, "detailsDiffer");
}

/**
 * The shortlist of one lost report: the found reports its owner is told "may be yours". From
 * `ranked` (the report's candidates, best first), the first `size` that score from the threshold
 * up, have no detail that tells the two apart, and are
 * within `margin` log-odds of the best such candidate; near-certain ones always. Close look-alikes
 * are shortlisted together: the rule never picks one of two close candidates and hides the other.
 */
export function shortlist(
  ranked: readonly ShortlistCandidate[],
  rule: ShortlistRule & { nearCertain: number } = SHORTLIST_RULE,
): string[] {
  const eligible = ranked.filter(
    (candidate) =>
      isNearCertain(candidate, rule) || (candidate.score >= rule.floor && !has(candidate, "detailsDiffer")),
  );
  const top = Math.max(0, ...eligible.map((candidate) => candidate.score));
  if (!eligible.length || (top < rule.threshold && !eligible.some((candidate) => isNearCertain(candidate, rule))))
    return [];
  const best = logOdds(top);
  const chosen = eligible
    .filter((candidate) => isNearCertain(candidate, rule) || logOdds(candidate.score) > best - rule.margin)
    .slice(0, rule.size);
  for (const candidate of eligible)
    if (isNearCertain(candidate, rule) && !chosen.includes(candidate)) chosen.push(candidate);
  return chosen.map((candidate) => candidate.foundReportId);
}
