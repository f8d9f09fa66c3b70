import { z } from "zod";
import { FOUND_ITEM_CUSTODY, MATCH_REASON_CODES, REPORT_TYPES } from "../constants";
import { reportSummarySchema } from "./reports";

export const matchReasonSchema = z.object({ code: z.enum(MATCH_REASON_CODES), days: z.number().int().optional() });
export type MatchReasonView = z.infer<typeof matchReasonSchema>;

/** `GET /api/report-match`: match a report now and list its suggestions. */
export const reportMatchQuerySchema = z.object({
  report_type: z.enum(REPORT_TYPES),
  report_id: z.string().min(1).max(64),
});

/**
 * A suggestion as the owner of a report sees it: the other report, its score and the reasons.
 * Every plausible pair is a suggestion; the few in the lost report's shortlist were told to its
 * owner ("These found items may be yours": toast, notices and the day's email).
 */
export const potentialMatchSchema = z.object({
  report: reportSummarySchema,
  score: z.number(),
  reasons: z.array(matchReasonSchema),
  createdAt: z.string(),
  /** True until the owner has been told of it (the notice is acknowledged). */
  isNew: z.boolean(),
  /** In the lost report's shortlist now: its owner was told "these found items may be yours". */
  shortlisted: z.boolean(),
  /** The owner said "this is mine". */
  confirmed: z.boolean(),
  /** Who keeps the found item: the office ("This is mine" files a verified claim), its finder (it opens a chat), or unknown. */
  custody: z.enum(FOUND_ITEM_CUSTODY).nullable(),
});
export type PotentialMatch = z.infer<typeof potentialMatchSchema>;
export const potentialMatchListSchema = z.object({ matches: z.array(potentialMatchSchema) });

/**
 * A found report the owner of a lost report was told of: one per (lost report, found report)
 * pair, kept after it is acknowledged. A live shortlist notice carries every such pair of the
 * lost report raised by one matching run.
 */
export const matchNoticeSchema = z.object({
  id: z.string(),
  lostReportId: z.string(),
  foundReportId: z.string(),
  createdAt: z.string(),
  /** The owner has seen it (it is not shown as a toast again). */
  acknowledged: z.boolean(),
  /** The office sent it ("The office may have your item: bring your student card"). */
  fromOffice: z.boolean(),
  /** The lost report is still pending and the found report still there and not dismissed: the shortlist is open. */
  open: z.boolean(),
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
  /** Of those, shortlisted ones (the owner was told) still waiting for "This is mine" or "Not mine". */
  strongToCheck: z.number().int(),
  /** The owner said one of the suggestions is their item. */
  claimed: z.boolean(),
});
export type MyOpenReport = z.infer<typeof myOpenReportSchema>;
/** `GET /api/reports/mine/open`: the newest few, and how many there are in all. */
export const myOpenReportListSchema = z.object({ reports: z.array(myOpenReportSchema), total: z.number().int() });
export type MyOpenReportList = z.infer<typeof myOpenReportListSchema>;

/**
 * One of the office's likely owners of a found item in its custody: a pending lost report whose
 * shortlist holds the item, with the pair's score and reasons, and whether the office already
 * sent its owner a notice.
 */
export const likelyOwnerSchema = z.object({
  lostReport: reportSummarySchema,
  owner: z.object({ name: z.string(), email: z.string() }),
  score: z.number(),
  reasons: z.array(matchReasonSchema),
  /** When the owner was told of the item by the matcher's shortlist (null: not yet). */
  toldAt: z.string().nullable(),
  /** When the office sent its own notice (null: not yet). */
  officeNoticeAt: z.string().nullable(),
});
export type LikelyOwner = z.infer<typeof likelyOwnerSchema>;
/** `GET /api/admin/reports/:id/likely-owners`: best first. */
export const likelyOwnerListSchema = z.object({ owners: z.array(likelyOwnerSchema) });
