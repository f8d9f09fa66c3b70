import type { NewJob } from "../infra/jobs/outbox";

/**
 * The outbox jobs that follow from events elsewhere, by name and idempotency key (one place,
 * so the report that starts them and the endpoint that asks again use the same keys).
 */
export const notificationJobs = {
  /** Match a new report against the pending reports of the other type. */
  matchReport: (reportId: string): NewJob => ({
    kind: "match-report",
    key: `match-report:${reportId}`,
    payload: { reportId },
  }),
  /** Tell the office of a new report: a toast to admins online and an email to each admin. */
  adminNewReport: (reportId: string): NewJob => ({
    kind: "admin-new-report",
    key: `admin-new-report:${reportId}`,
    payload: { reportId },
  }),
  /** Email the recipient of a chat message who did not get it live (at most one per conversation per 15 minutes). */
  messageEmail: (messageId: string, runAt: Date): NewJob => ({
    kind: "message-email",
    key: `message-email:${messageId}`,
    payload: { messageId },
    runAt,
  }),
  /** Email a visitor who gave an email their found report's reference number, in the language of their form. */
  visitorReceipt: (reportId: string, language: string): NewJob => ({
    kind: "visitor-receipt",
    key: `visitor-receipt:${reportId}`,
    payload: { reportId, language },
  }),
  /**
   * Email one admin about a new report. Due when the report's own jobs were, so under a burst of
   * new reports the office's emails keep their place instead of queueing behind every later
   * report's matching.
   */
  adminEmail: (reportId: string, adminId: string, runAt?: Date): NewJob => ({
    kind: "admin-email",
    key: `admin-email:${reportId}:${adminId}`,
    payload: { reportId, adminId },
    ...(runAt ? { runAt } : {}),
  }),
  /** Remind the finder keeping a found item past its retention date to hand it in (or mark it returned); once per item. */
  finderReminder: (reportId: string): NewJob => ({
    kind: "finder-reminder",
    key: `finder-reminder:${reportId}`,
    payload: { reportId },
  }),
  /** Email one side of a claim (the claimant, or the student who found the item) that it was decided or the item returned. */
  claimEmail: (claimId: string, recipientId: string, event: "approved" | "rejected" | "returned"): NewJob => ({
    kind: "claim-email",
    key: `claim-email:${claimId}:${event}:${recipientId}`,
    payload: { claimId, recipientId, event },
  }),
};

/** Every job a new report starts. */
export const newReportJobs = (reportId: string): NewJob[] => [
  notificationJobs.adminNewReport(reportId),
  notificationJobs.matchReport(reportId),
];
