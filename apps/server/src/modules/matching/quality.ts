import type { LabelledSet } from "./labelled-set";
import { matchProfile } from "./profile";
import { MATCH_THRESHOLD, rankMatches } from "./score";

export interface MatchQuality {
  cases: number;
  /** Of the lost reports that got a first suggestion, how often it was their item. */
  precisionAtOne: number;
  /** How often their item was among the first five suggestions. */
  recallAtFive: number;
  /** How many lost reports got no suggestion at all. */
  unanswered: number;
}

/** Ranks every found report of the set for each lost one and measures the suggestions. */
export function measureQuality(set: LabelledSet, threshold = MATCH_THRESHOLD): MatchQuality {
  const found = set.found.map(matchProfile);
  let suggested = 0;
  let firstRight = 0;
  let inFive = 0;
  for (const { lost, expectedFoundId } of set.cases) {
    const ranked = rankMatches(matchProfile(lost), "lost", found, set.nearby, threshold);
    if (ranked.length) suggested++;
    if (ranked[0]?.report.id === expectedFoundId) firstRight++;
    if (ranked.slice(0, 5).some((match) => match.report.id === expectedFoundId)) inFive++;
  }
  return {
    cases: set.cases.length,
    precisionAtOne: suggested ? firstRight / suggested : 0,
    recallAtFive: inFive / set.cases.length,
    unanswered: set.cases.length - suggested,
  };
}
