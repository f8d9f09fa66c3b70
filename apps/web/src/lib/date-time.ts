import { dateFormat, formatLocale } from "@campus/shared";
/** An instant as date and time in the interface language, e.g. "2 Mar 2026, 09:30" ("2 Mac 2026, 09:30 PG"). */
export function formatDateTime(value: string, language: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(formatLocale(language), {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
  }).format(date);
}
