/**
 * Calendar days (YYYY-MM-DD) and the university's local day: the one place for day arithmetic
 * on the server (statistics, matching's date evidence, the audit log's filters, the match
 * digest's morning, the demo data).
 */
import { dateFormat } from "@campus/shared";

/** Milliseconds in a day of UTC. */
export const DAY_MS = 86_400_000;

const pad = (value: number) => String(value).padStart(2, "0");

/** A Date's UTC calendar day, YYYY-MM-DD. */
export const isoDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The start (00:00 UTC) of a YYYY-MM-DD day. */
export const utcDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** The calendar day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = utcDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

/**
 * A YYYY-MM-DD day as a count of days since 1970-01-01, read from its digits (the matcher compares
 * the dates of thousands of pairs a run: parsing each as a Date cost more than scoring them).
 */
function dayNumber(day: string): number {
  let number = DAY_NUMBERS.get(day);
  if (number === undefined) {
    number = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
    if (DAY_NUMBERS.size >= 10_000) DAY_NUMBERS.clear();
    DAY_NUMBERS.set(day, number);
  }
  return number;
}
const DAY_NUMBERS = new Map<string, number>();

/** Whole calendar days from one YYYY-MM-DD day to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** Minutes `timeZone` is ahead of UTC at `instant`. */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number {
  const parts = Object.fromEntries(
    dateFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The UTC instant at which the local day `day` begins in `timeZone`. */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const guess = utcDate(day);
  const first = new Date(guess.getTime() - zoneOffsetMinutes(timeZone, guess) * 60_000);
  return new Date(guess.getTime() - zoneOffsetMinutes(timeZone, first) * 60_000);
}
