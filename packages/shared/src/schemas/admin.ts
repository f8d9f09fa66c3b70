import { z } from "zod";
import { CUSTODY_STATES, DISPOSAL_METHODS, ITEM_TYPES, REPORT_STATUSES, REPORT_TYPES, STATS_VIEWS } from "../constants";
import { reportStatsSchema, reportSearchSchema } from "./reports";

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** `GET /api/admin/overview`: the period of the chart's view containing `date` (default today). */
export const adminOverviewQuerySchema = z.object({
  view: z.enum(STATS_VIEWS).default("monthly"),
  date: z.preprocess(emptyToUndefined, z.iso.date("reports.errors.dateInvalid").optional()),
});

/** The administration office's figures for the period (reports created in it, university time zone). */
export const adminOverviewSchema = z.object({
  stats: reportStatsSchema,
  /** Every location with its reports in the period. */
  locations: z.array(
    z.object({
      id: z.string(),
      nameEn: z.string(),
      nameMy: z.string(),
      active: z.boolean(),
      total: z.number(),
      lost: z.number(),
      found: z.number(),
      solved: z.number(),
    }),
  ),
  /** Solved over total, 0 to 1; null without reports. */
  returnRate: z.number().nullable(),
  /** Median days from report to solved, of the reports solved; null when none. */
  medianDaysToSolve: z.number().nullable(),
  /** Found items still pending (any period): reported more than 30, 60 and 90 days ago. */
  unclaimed: z.object({ over30: z.number(), over60: z.number(), over90: z.number() }),
  /**
   * Found items handed back to their owners in the period (custody steps "returned"), and those the
   * office let go, each way apart: discarded, donated, handed to the police.
   */
  custodySteps: z.object({
    handovers: z.number(),
    discarded: z.number(),
    donated: z.number(),
    toPolice: z.number(),
  }),
  /** Item types by number of reports in the period, most first. */
  busiestItemTypes: z.array(z.object({ itemType: z.enum(ITEM_TYPES), count: z.number() })),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const ADMIN_REPORT_SORTS = ["created", "event", "type", "itemType", "status", "location"] as const;

/** `GET /api/admin/reports` (and `.csv`): the search's filters plus the reporter and a sort. */
export const adminReportQuerySchema = reportSearchSchema.omit({ mine: true, sort: true }).extend({
  /** Words in the reporter's name or email (a visitor's name or email too). */
  reporter: z.preprocess(emptyToUndefined, z.string().trim().max(120, "reports.errors.textTooLong").optional()),
  sort: z.preprocess(emptyToUndefined, z.enum(ADMIN_REPORT_SORTS).default("created")),
  dir: z.preprocess(emptyToUndefined, z.enum(["asc", "desc"]).default("desc")),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Found items where they stand: with the finder, at the office, returned, disposed of. */
  custodyState: z.preprocess(emptyToUndefined, z.enum(CUSTODY_STATES).optional()),
  /** Found items kept in this storage place now. */
  storagePlaceId: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
});
export type AdminReportQuery = z.output<typeof adminReportQuerySchema>;
export type AdminReportQueryInput = z.input<typeof adminReportQuerySchema>;

export const adminReportRowSchema = z.object({
  id: z.string(),
  type: z.enum(REPORT_TYPES),
  itemType: z.enum(ITEM_TYPES),
  itemTypeOther: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  color: z.string().nullable(),
  serialNumber: z.string().nullable(),
  location: z.object({ id: z.string(), nameEn: z.string(), nameMy: z.string() }),
  eventDate: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  reporter: z.object({ visitor: z.boolean(), name: z.string(), email: z.string().nullable() }),
  /** Found reports: the counter's reference, where the item stands, its storage place, how it was disposed of. */
  reference: z.string().nullable(),
  custodyState: z.enum(CUSTODY_STATES).nullable(),
  storagePlace: z.object({ id: z.string(), nameEn: z.string(), nameMy: z.string() }).nullable(),
  disposal: z.enum(DISPOSAL_METHODS).nullable(),
});
export type AdminReportRow = z.infer<typeof adminReportRowSchema>;
export const adminReportPageSchema = z.object({
  reports: z.array(adminReportRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminReportPage = z.infer<typeof adminReportPageSchema>;

export const AUDIT_ACTIONS = [
  "report.edit",
  "report.complete",
  "report.delete",
  "user.role",
  "user.disable",
  "user.enable",
  "roster.import",
  "location.add",
  "location.change",
  "storage.add",
  "storage.change",
  "custody.handIn",
  "custody.move",
  "custody.extend",
  "custody.dispose",
  "retention.change",
  "claim.approve",
  "claim.reject",
  "claim.handover",
  "report.hiddenDetails",
  "report.export",
  "match.officeNotice",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditQuerySchema = z.object({
  action: z.preprocess(emptyToUndefined, z.enum(AUDIT_ACTIONS).optional()),
  actor: z.preprocess(emptyToUndefined, z.string().trim().max(120).optional()),
  from: z.preprocess(emptyToUndefined, z.iso.date().optional()),
  to: z.preprocess(emptyToUndefined, z.iso.date().optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string(),
  targetId: z.string(),
  /** What changed, e.g. { field: [before, after] }. */
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
