import type { TFunction } from "./translator";
import {
  reportTitle as sharedReportTitle,
  type Location,
  type ReportSummary,
  dateFormat,
  formatLocale,
} from "@campus/shared";
import { translateKey } from "./translate-key";

type Labelled = Pick<ReportSummary, "itemType" | "itemTypeOther" | "brand" | "model">;

/** What a report is about, in words: "Samsung Galaxy S23 (Phone)", "Payung" or "Wallet". */
export function reportTitle(t: TFunction, report: Labelled): string {
  return sharedReportTitle((key) => translateKey(t, key), report);
}

const CALENDAR_DATE = /^\d{4}-\d\d-\d\d$/;

/** A calendar date (YYYY-MM-DD) or an instant, in the interface language, e.g. "22 Nov 2026". */
export function formatDate(value: string, language: string): string {
  const calendar = CALENDAR_DATE.test(value);
  return dateFormat(formatLocale(language), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: calendar ? "UTC" : undefined,
  }).format(calendar ? new Date(`${value}T00:00:00Z`) : new Date(value));
}

/** Formats a date once, so that the browser's calendar data is loaded before a screen needs it. */
export function warmDateFormat(language: string): void {
  formatDate("2026-01-01", language);
}

/** A location's name in the interface language. */
export function locationName(location: Pick<Location, "nameEn" | "nameMy">, language: string): string {
  return language === "my" ? location.nameMy : location.nameEn;
}

/** The office's place in the interface language. */
export function officePlace(office: { place: string; placeMy: string }, language: string): string {
  return language === "my" ? office.placeMy : office.place;
}
