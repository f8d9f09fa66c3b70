/** Interface languages. `my` is the product's code for Malay (BCP 47 tag `ms`). */
export const LANGUAGES = ["en", "my"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The BCP 47 tag to put in `<html lang>` and `Content-Language` for each interface language. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: "en", my: "ms" };

/** Local-storage key under which the browser keeps the chosen interface language. */
export const PREFERRED_LANGUAGE_KEY = "preferred-language";

export const ROLES = ["student", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const REPORT_TYPES = ["lost", "found"] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const ITEM_TYPES = ["wallet", "phone", "laptop", "other"] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const REPORT_STATUSES = ["pending", "solved"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Where a found item is now: still with the finder, or handed in to the administration office. */
export const FOUND_ITEM_CUSTODY = ["finder", "office"] as const;
export type FoundItemCustody = (typeof FOUND_ITEM_CUSTODY)[number];

/** Limits shared by the forms and the server. */
export const LIMITS = {
  nameMax: 120,
  shortTextMax: 80,
  descriptionMax: 1000,
  passwordMin: 6,
  passwordMax: 128,
  chatMessageMax: 2000,
} as const;
