/**
 * A match's score as the percent a student reads: never 100% unless it is certain (the same
 * serial number scores 1). Scores keep six decimals so that pairs rank by their evidence, and
 * 0.996 rounded would otherwise read as certain.
 */
export function matchPercent(score: number): number {
  return score >= 1 ? 100 : Math.min(99, Math.round(score * 100));
}
