import { dayFirstDate } from "@campus/shared";

/** Dates as Malaysians write them, whatever the browser's locale: dd/mm/yyyy for a YYYY-MM-DD value. */
export function toDayMonthYear(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : "";
}

/**
 * A date typed day first (d/m/yyyy; "/", "-", "." or spaces between), read by the shared
 * `dayFirstDate`: its YYYY-MM-DD, or the catalogue key saying what is wrong (not written as a
 * date, or a day that does not exist).
 */
export function readDayMonthYear(text: string): { iso: string; problem?: never } | { iso: null; problem: string } {
  const result = dayFirstDate.safeParse(text);
  return result.success
    ? { iso: result.data }
    : { iso: null, problem: result.error.issues[0]?.message ?? "common.dateFormat" };
}

/** The YYYY-MM-DD of a date typed day first, or null when it is no real date. */
export function fromDayMonthYear(text: string): string | null {
  return readDayMonthYear(text).iso;
}
