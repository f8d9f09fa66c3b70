import type { MatchReasonView } from "./schemas/matching";

/**
 * A match reason in the reader's words ("same brand", "found 2 days before it was lost"), for
 * the web app and the server's emails alike; "found N days after/before" reads as the same day
 * for 0 and singular for 1.
 */
export function matchReasonText(
  translate: (key: string, values?: Record<string, string | number>) => string,
  reason: MatchReasonView,
): string {
  if (reason.code !== "foundDaysAfter" && reason.code !== "foundDaysBefore")
    return translate(`matches.reasons.${reason.code}`);
  const days = reason.days ?? 0;
  if (days <= 0) return translate("matches.reasons.foundSameDay");
  const [one, many] =
    reason.code === "foundDaysBefore"
      ? ["foundOneDayBefore", "foundDaysBefore"]
      : ["foundOneDayAfter", "foundDaysAfter"];
  return days === 1 ? translate(`matches.reasons.${one}`) : translate(`matches.reasons.${many}`, { days });
}
