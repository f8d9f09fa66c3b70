import { z } from "zod";
import { FOUND_ITEM_CUSTODY, ITEM_TYPES, LIMITS, REPORT_STATUSES, REPORT_TYPES, STATS_VIEWS } from "../constants";
import { nameSchema, phoneSchema } from "./auth";
import { dateFormat } from "../date-format";

// Messages are catalogue keys (reports.errors.*): the server translates them into the caller's
// language and the forms show them with t().

/** A calendar date, YYYY-MM-DD. */
const calendarDate = z.iso.date("reports.errors.dateInvalid");

/** Optional short text: trimmed, empty means absent (null). Accepts its own output, so parsed values can be sent on. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "reports.errors.textTooLong")
    .nullish()
    .transform((value) => value || null);

/** Today's date (YYYY-MM-DD) in the given IANA time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return dateFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The item fields every report has, whoever makes it (first step of the forms). */
export const itemDetailsSchema = z.object({
  /** wallet, phone, laptop or other. */
  itemType: z.enum(ITEM_TYPES, "reports.errors.itemTypeRequired"),
  /** The item's kind in the reporter's words; required when itemType is other. */
  itemTypeOther: optionalText(LIMITS.shortTextMax),
  brand: optionalText(LIMITS.shortTextMax),
  color: optionalText(LIMITS.shortTextMax),
  serialNumber: optionalText(LIMITS.shortTextMax),
  model: optionalText(LIMITS.shortTextMax),
  description: optionalText(LIMITS.descriptionMax),
});

/** Where and when (second step of the forms). `today` is the university's date at validation time. */
export function placeAndTimeShape(today: () => string) {
  return {
    /** A location from `GET /api/locations` that is still offered. */
    locationId: z.string().trim().min(1, "reports.errors.locationRequired").max(64, "reports.errors.locationUnknown"),
    /** The day the item was lost or found; not after today. */
    eventDate: z
      .string()
      .min(1, "reports.errors.dateRequired")
      .pipe(calendarDate)
      .refine((date) => date <= today(), "reports.errors.dateInFuture"),
    /** The file name from `GET /api/generate-upload-url`, once the photo has been PUT there. */
    image: z.string().max(64).nullish(),
  };
}

/**
 * Errors of these rules show together with the field errors (zod skips refinements on invalid
 * objects otherwise), as long as there is an object to check: a body of null, an array or a
 * string gets the plain "expected object" error (running them on null threw, a 500).
 */
const whenObject = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === "object" && payload.value !== null && !Array.isArray(payload.value),
};

/** "other" needs the item type in the reporter's words. */
export const otherTypeNamed: [
  (report: { itemType?: unknown; itemTypeOther?: unknown }) => boolean,
  { when: (payload: { value: unknown }) => boolean; path: string[]; message: string },
] = [
  (report) => report.itemType !== "other" || Boolean(report.itemTypeOther),
  { ...whenObject, path: ["itemTypeOther"], message: "reports.errors.itemTypeOtherRequired" },
];

/** The first step of the report forms on its own: the item's fields, checked alone. */
export const itemStepSchema = itemDetailsSchema.refine(...otherTypeNamed);

/**
 * Makes sending a new report again safe: the client picks a random id once per report and
 * sends it with every attempt; an attempt whose report was already saved gets that report back.
 */
export const retryKeyShape = { clientId: z.uuid().optional() };

/** A student's new lost report (`POST /api/reports` with type lost). */
export function lostReportSchema(today: () => string) {
  return itemDetailsSchema
    .extend({ type: z.literal("lost"), ...placeAndTimeShape(today), ...retryKeyShape })
    .refine(...otherTypeNamed);
}

/** A student's new found report (`POST /api/reports` with type found). */
export function foundReportSchema(today: () => string) {
  return itemDetailsSchema
    .extend({
      type: z.literal("found"),
      ...placeAndTimeShape(today),
      ...retryKeyShape,
      /** Where the item is now: kept by the finder, or handed in to the office. */
      custody: z.enum(FOUND_ITEM_CUSTODY, "reports.errors.custodyRequired"),
      /** What proves ownership (contents, marks): only the finder and the office see it; a claimant must tell it. */
      hiddenDetails: optionalText(LIMITS.descriptionMax),
    })
    .refine(...otherTypeNamed);
}

/** `POST /api/reports`: a lost or a found report. */
export function newReportSchema(today: () => string) {
  return z.discriminatedUnion("type", [lostReportSchema(today), foundReportSchema(today)]);
}
export type NewReport = z.output<ReturnType<typeof newReportSchema>>;

/**
 * `PATCH /api/admin/reports/:id`: an admin corrects a report's item, place and date (and, for a
 * found item, where it is now), by the same rules as a new report. Type, photo and reporter stay.
 */
export function editReportSchema(today: () => string) {
  const { locationId, eventDate } = placeAndTimeShape(today);
  return itemDetailsSchema
    .extend({ locationId, eventDate, custody: z.enum(FOUND_ITEM_CUSTODY).nullish() })
    .refine(...otherTypeNamed);
}
export type EditReport = z.output<ReturnType<typeof editReportSchema>>;

/** `POST /api/public/found-reports`: a visitor without an account reports a found item. */
export function visitorReportSchema(today: () => string) {
  return itemDetailsSchema
    .extend({
      ...placeAndTimeShape(today),
      ...retryKeyShape,
      custody: z.enum(FOUND_ITEM_CUSTODY, "reports.errors.custodyRequired"),
      /** The visitor's name. */
      visitorName: nameSchema,
      /** How the office reaches the visitor: an email, a phone number, or both. */
      visitorEmail: z
        .string()
        .trim()
        .toLowerCase()
        .max(254, "auth.errors.invalidEmail")
        .nullish()
        .transform((value) => value || null)
        .pipe(z.email("auth.errors.invalidEmail").nullable()),
      visitorPhone: z
        .string()
        .nullish()
        .transform((value) => value?.trim() || null)
        .pipe(phoneSchema.nullable()),
      /** Left empty by people; a filled one marks the sender as a bot. Never shown. */
      website: z.string().max(500).optional(),
    })
    .refine(...otherTypeNamed)
    .refine((report) => Boolean(report.visitorEmail) || Boolean(report.visitorPhone), {
      ...whenObject,
      path: ["visitorEmail"],
      message: "reports.errors.contactRequired",
    });
}
export type VisitorReport = z.output<ReturnType<typeof visitorReportSchema>>;

/**
 * `POST /api/public/found-reports`'s answer: the new report's id, its reference number (to quote
 * at the office's counter; also emailed when the visitor gave an email) and the words to show.
 */
export const visitorReportResponseSchema = z.object({ id: z.string(), reference: z.string(), message: z.string() });

/** A campus location as forms and filters list it. */
export const locationSchema = z.object({
  id: z.string(),
  nameEn: z.string(),
  nameMy: z.string(),
  /** Retired locations stay on old reports but are not offered for new ones. */
  active: z.boolean(),
});
export type Location = z.infer<typeof locationSchema>;
export const locationListSchema = z.object({ locations: z.array(locationSchema) });

export const REPORT_SORTS = ["newest", "oldest"] as const;
export const REPORT_PAGE_SIZE = 12;

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** `GET /api/reports`: search filters, all optional. */
export const reportSearchSchema = z.object({
  type: z.preprocess(emptyToUndefined, z.enum(REPORT_TYPES).optional()),
  itemType: z.preprocess(emptyToUndefined, z.enum(ITEM_TYPES).optional()),
  locationId: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(REPORT_STATUSES).optional()),
  /** Lost or found on or after this day. */
  from: z.preprocess(emptyToUndefined, calendarDate.optional()),
  /** Lost or found on or before this day. */
  to: z.preprocess(emptyToUndefined, calendarDate.optional()),
  /** Words to find in the item type, brand, model, colour and description (every word must match). */
  q: z.preprocess(emptyToUndefined, z.string().trim().max(200, "reports.errors.textTooLong").optional()),
  /** Only the caller's own reports. */
  mine: z.preprocess((value) => value === "true" || value === true, z.boolean()).optional(),
  sort: z.preprocess(emptyToUndefined, z.enum(REPORT_SORTS).default("newest")),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(REPORT_PAGE_SIZE),
});
export type ReportSearch = z.output<typeof reportSearchSchema>;

const person = z.object({
  name: z.string(),
  /** Shown only to the reporter themselves and to admins. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

/** A report as lists show it. */
export const reportSummarySchema = z.object({
  id: z.string(),
  type: z.enum(REPORT_TYPES),
  itemType: z.enum(ITEM_TYPES),
  itemTypeOther: z.string().nullable(),
  brand: z.string().nullable(),
  color: z.string().nullable(),
  model: z.string().nullable(),
  description: z.string().nullable(),
  location: locationSchema,
  eventDate: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** The photo and its thumbnail, when there is one. */
  image: z.object({ url: z.string(), thumbUrl: z.string() }).nullable(),
  createdAt: z.string(),
  /** True when the caller reported it. */
  mine: z.boolean(),
  /** True when a visitor (no account) reported it: there is nobody to chat with about it. */
  byVisitor: z.boolean(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** One report in full, as much of it as the caller may see. */
export const reportDetailsSchema = reportSummarySchema.extend({
  /** Null when absent or hidden: a found item's serial number is only for its reporter and admins. */
  serialNumber: z.string().nullable(),
  /** True when the report has a serial number the caller may not see. */
  serialNumberHidden: z.boolean(),
  /** A found item's details that prove ownership: only for its finder and the office (null otherwise or when none). */
  hiddenDetails: z.string().nullable(),
  custody: z.enum(FOUND_ITEM_CUSTODY).nullable(),
  /** A found item's reference number (LF-XXXXXX), to quote at the office's counter. */
  reference: z.string().nullable(),
  /**
   * Who reported it; contact details only for the reporter and admins. A visitor is marked so; so
   * is the office (an item taken in at the counter), whose clerk's name only admins see.
   */
  reporter: person.extend({ visitor: z.boolean(), office: z.boolean() }),
  completedAt: z.string().nullable(),
  solvedBy: z.object({ name: z.string() }).nullable(),
  /** What the caller may do with it. */
  can: z.object({ complete: z.boolean(), delete: z.boolean() }),
});
export type ReportDetails = z.infer<typeof reportDetailsSchema>;

export const reportPageSchema = z.object({
  reports: z.array(reportSummarySchema),
  /** How many reports match, exact up to a cap (1,000)… */
  total: z.number(),
  /** …and true when there are more than that. */
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type ReportPage = z.infer<typeof reportPageSchema>;

export const reportResponseSchema = z.object({ report: reportDetailsSchema, message: z.string().optional() });

/** `GET /api/reports/stats`: the summary chart's view, for the period containing `date` (default today). */
export const reportStatsQuerySchema = z.object({
  view: z.enum(STATS_VIEWS).default("daily"),
  date: z.preprocess(emptyToUndefined, calendarDate.optional()),
});

/** One bar group of the summary chart. `key`: mon…fri, week1…week4, 01…12 (months) or a year. */
export const statsBucketSchema = z.object({
  key: z.string(),
  lostPending: z.number(),
  lostSolved: z.number(),
  foundPending: z.number(),
  foundSolved: z.number(),
});
export type StatsBucket = z.infer<typeof statsBucketSchema>;

export const reportStatsSchema = z.object({
  view: z.enum(STATS_VIEWS),
  /** The first and last day the view covers, in the university's time zone. */
  from: z.string(),
  to: z.string(),
  buckets: z.array(statsBucketSchema),
});
export type ReportStats = z.infer<typeof reportStatsSchema>;

export const recentFoundSchema = z.object({ reports: z.array(reportSummarySchema) });
