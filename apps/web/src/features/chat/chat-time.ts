import { dateFormat, formatLocale } from "@campus/shared";

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** When a message was sent: the time for today ("14:05"), else the date and time ("3 Mar, 14:05"; with the year when not this one). */
export function messageTime(value: string, language: string, now = new Date()): string {
  const date = new Date(value);
  const time: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hour12: false };
  if (sameDay(date, now)) return dateFormat(formatLocale(language), time).format(date);
  const year = date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" as const };
  return dateFormat(formatLocale(language), { day: "numeric", month: "short", ...year, ...time }).format(date);
}

/** The chat list's time of a last message: the time for today, else the date. */
export function listTime(value: string, language: string, now = new Date()): string {
  const date = new Date(value);
  if (sameDay(date, now))
    return dateFormat(formatLocale(language), {
      hour: "2-digit",
      minute: "2-digit",
      hour12: false,
    }).format(date);
  const year = date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" as const };
  return dateFormat(formatLocale(language), { day: "numeric", month: "short", ...year }).format(date);
}
