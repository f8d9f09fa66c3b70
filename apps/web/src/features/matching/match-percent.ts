/**
 * A match's score as the percent a student reads: 100% only for a score of 1, which the matcher
 * never gives (it stops at 0.999999). Scores keep six decimals so that pairs rank by their
 * evidence, and 0.996 rounded would otherwise read as certain.
 */
export function matchPercent(score: number): number {
  return score >= 1 ? 100 : Math.min(99, Math.round(score * 100));
}
