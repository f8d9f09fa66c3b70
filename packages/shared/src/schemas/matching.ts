import { z } from "zod";
import { REPORT_TYPES } from "../constants";
import { reportSummarySchema } from "./reports";

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

export const matchReasonSchema = z.object({ code: z.enum(MATCH_REASON_CODES), days: z.number().int().optional() });
export type MatchReasonView = z.infer<typeof matchReasonSchema>;

/** `GET /api/report-match`: the specification's call. */
export const reportMatchQuerySchema = z.object({
  report_type: z.enum(REPORT_TYPES),
  report_id: z.string().min(1).max(64),
});

/**
 * A suggestion as the owner of a report sees it: the other report, its score and the reasons.
 * Every plausible pair is a suggestion; the confident ones also raised a notice (toast and email).
 */
export const potentialMatchSchema = z.object({
  report: reportSummarySchema,
  score: z.number(),
  reasons: z.array(matchReasonSchema),
  createdAt: z.string(),
  /** True until the owner has been told of it (the notice is acknowledged). */
  isNew: z.boolean(),
  /** The matcher is confident about it (from the notice threshold up): its owner is told with a toast and an email. */
  confident: z.boolean(),
  /** The owner said "this is mine". */
  confirmed: z.boolean(),
});
export type PotentialMatch = z.infer<typeof potentialMatchSchema>;
export const potentialMatchListSchema = z.object({ matches: z.array(potentialMatchSchema) });

/** A stored notice that a found report may be a student's lost item. */
export const matchNoticeSchema = z.object({
  id: z.string(),
  lostReportId: z.string(),
  foundReportId: z.string(),
  createdAt: z.string(),
});
export type MatchNotice = z.infer<typeof matchNoticeSchema>;
export const matchNoticeListSchema = z.object({ notices: z.array(matchNoticeSchema) });

/** `POST /api/notify/admin-new-report`. */
export const notifyAdminNewReportSchema = z.object({ report_id: z.string().min(1).max(64) });
export const notifyResultSchema = z.object({ queued: z.boolean() });

/** One of the student's own open reports, for the home page: with how its matching stands. */
export const myOpenReportSchema = reportSummarySchema.extend({
  /** Suggestions not dismissed (lost reports; 0 for found ones). */
  suggestions: z.number().int(),
  /** Of those, strong matches (the owner was told) still waiting for "This is mine" or "Not mine". */
  strongToCheck: z.number().int(),
  /** The owner said one of the suggestions is their item. */
  claimed: z.boolean(),
});
export type MyOpenReport = z.infer<typeof myOpenReportSchema>;
/** `GET /api/reports/mine/open`: the newest few, and how many there are in all. */
export const myOpenReportListSchema = z.object({ reports: z.array(myOpenReportSchema), total: z.number().int() });
export type MyOpenReportList = z.infer<typeof myOpenReportListSchema>;
