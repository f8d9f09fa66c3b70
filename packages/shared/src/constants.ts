/** Interface languages. `my` is the product's code for Malay (BCP 47 tag `ms`). */
export const LANGUAGES = ["en", "my"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The BCP 47 tag to put in `<html lang>` and `Content-Language` for each interface language. */
export const LANGUAGE_TAGS = { en: "en", my: "ms" } as const satisfies Record<Language, string>;

/** The locale dates and numbers are written in for each interface language (day before month, as Malaysia writes them). */
export const FORMAT_LOCALES: Record<Language, string> = { en: "en-GB", my: "ms-MY" };

/** The format locale of an interface language given as any string (i18next's current language); English for anything else. */
export const formatLocale = (language: string): string => (language === "my" ? FORMAT_LOCALES.my : FORMAT_LOCALES.en);

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

/** What kind of place in the office a found item is kept in. */
export const STORAGE_KINDS = ["shelf", "bin", "safe", "other"] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/** The steps of a found item's custody the office records (reporting it is the first, from the report itself). */
export const CUSTODY_EVENT_KINDS = [
  "handedIn",
  "moved",
  "claimed",
  "returned",
  "discarded",
  "donated",
  "toPolice",
] as const;
export type CustodyEventKind = (typeof CUSTODY_EVENT_KINDS)[number];

/** How the office lets go of a found item kept past its retention date; each is also its custody step's kind. */
export const DISPOSAL_METHODS = ["discarded", "donated", "toPolice"] as const;
export type DisposalMethod = (typeof DISPOSAL_METHODS)[number];

/** Where a found item stands, as the office's table filters it: with its finder, kept at the office, returned (solved), disposed of. */
export const CUSTODY_STATES = ["finder", "office", "returned", "disposed"] as const;
export type CustodyState = (typeof CUSTODY_STATES)[number];

/** Where a claim on a found item stands: the office approves or rejects it; an approved one ends returned at the handover. */
export const CLAIM_STATUSES = ["open", "approved", "rejected", "returned"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A conversation is open, or resolved (read-only until either side reopens it). */
export const CONVERSATION_STATES = ["open", "resolved"] as const;
export type ConversationState = (typeof CONVERSATION_STATES)[number];

/** The summary chart's periods. */
export const STATS_VIEWS = ["daily", "weekly", "monthly", "yearly"] as const;
export type StatsView = (typeof STATS_VIEWS)[number];

/** How the office checked the claimant's identity at the handover. */
export const IDENTITY_CHECKS = ["studentCard", "icPassport", "other"] as const;
export type IdentityCheck = (typeof IDENTITY_CHECKS)[number];

/** Limits shared by the forms and the server. */
export const LIMITS = {
  nameMax: 120,
  shortTextMax: 80,
  descriptionMax: 1000,
  /** A custody step's note, or who handed an item in. */
  noteMax: 200,
  passwordMin: 6,
  /** Administrators see every report and every person's contacts: a longer password. */
  adminPasswordMin: 12,
  passwordMax: 128,
  chatMessageMax: 2000,
} as const;

/**
 * Close codes of the realtime socket, one list for the server that sends them and the web app
 * that reads them: after `sessionEnded` and `replaced` the client does not reconnect; after
 * `roleChanged` it reconnects (as the user's new role).
 */
export const REALTIME_CLOSE = {
  /** The session ended (signed out, expired, account disabled). */
  sessionEnded: 4401,
  /** A newer socket of the same session or user took this one's place (too many tabs). */
  replaced: 4409,
  /** The user's role changed. */
  roleChanged: 4001,
} as const;

/** Sockets kept open per session and per user; a newer one closes the oldest (`REALTIME_CLOSE.replaced`). */
export const REALTIME_SOCKETS_PER_SESSION = 5;
export const REALTIME_SOCKETS_PER_USER = 10;

/** Why two reports may be the same item; the web app turns each into a sentence. */
export const MATCH_REASON_CODES = [
  "sameSerial",
  "sameKind",
  "similarKind",
  "sameBrand",
  "sameModel",
  "sameColour",
  "similarColour",
  "sameLocation",
  "nearbyLocation",
  "foundSameDay",
  "foundDaysAfter",
  "foundDaysBefore",
  "similarDescription",
  "detailsDiffer",
] as const;
