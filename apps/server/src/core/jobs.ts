import { z } from "zod";
import type { ClaimedJob } from "../infra/jobs/worker";
import type { NewJob } from "../infra/jobs/outbox";

const id = z.string().min(1);

/** What a push is about: the thing it names, read again when it is sent (modules/push/compose.ts). */
const pushNotice = z.discriminatedUnion("kind", [
  /** Found items entered a lost report's shortlist (`office`: the office says it may have the item). */
  z.object({ kind: z.literal("match"), lostReportId: id, office: z.boolean() }),
  /** A chat message, to its recipient unless they have read it by then. */
  z.object({ kind: z.literal("message"), messageId: id }),
  /** A claim's step, to one side of it. */
  z.object({ kind: z.literal("claim"), claimId: id, event: z.enum(["approved", "rejected", "returned"]) }),
]);
export type PushNotice = z.output<typeof pushNotice>;

/**
 * Every kind of outbox job: the shape of its payload (checked when it runs) and whether it is
 * heavy (taken only when nothing else is due, infra/jobs/worker.ts). The kinds are a type: a job
 * built with a kind not listed here, or a kind without its handler in the registry
 * (job-handlers.ts), fails `npm run typecheck`. Each module keeps the handlers of its own kinds
 * in its `jobs.ts`; the list is here, below every module, because the module that starts a job is
 * often below the one that runs it (a new report, in reports, starts matching and the office's
 * emails).
 */
export const JOB_KINDS = {
  /** Match a report against the pending reports of the other type (matching). */
  "match-report": { payload: z.object({ reportId: id }), heavy: true },
  /** The day's match email of one lost report (matching). */
  "match-digest": { payload: z.object({ lostReportId: id }), heavy: false },
  /** The match email's older kind: jobs queued under it before an upgrade run as match-digest. */
  "match-email": { payload: z.object({ lostReportId: id }), heavy: false },
  /** Tell the office of a new report: a toast to admins online, an email job per admin (notifications). */
  "admin-new-report": { payload: z.object({ reportId: id }), heavy: false },
  /** Email one admin about a new report (notifications). */
  "admin-email": { payload: z.object({ reportId: id, adminId: id }), heavy: false },
  /** Email the recipient of a chat message who did not get it live (chat). */
  "message-email": { payload: z.object({ messageId: id }), heavy: false },
  /** Email a visitor their found report's reference number, in the language of their form (notifications). */
  "visitor-receipt": { payload: z.object({ reportId: id, language: z.string() }), heavy: false },
  /** Email one side of a claim of its step (claims). */
  "claim-email": {
    payload: z.object({ claimId: id, recipientId: id, event: z.enum(["approved", "rejected", "returned"]) }),
    heavy: false,
  },
  /** Remind the finder keeping a found item past its retention date to hand it in (custody). */
  "finder-reminder": { payload: z.object({ reportId: id }), heavy: false },
  /** A user's morning summary of a local day (notifications). */
  "daily-digest": { payload: z.object({ userId: id, day: z.string() }), heavy: false },
  /**
   * A push notification (push). Without `subscriptionId`: one event for a user, which becomes a
   * job per device of theirs; with it: that event sent to that one device, once.
   */
  push: { payload: z.object({ userId: id, subscriptionId: id.optional(), notice: pushNotice }), heavy: false },
} as const satisfies Record<string, { payload: z.ZodType<Record<string, unknown>>; heavy: boolean }>;

export type JobKind = keyof typeof JOB_KINDS;
export type JobPayload<K extends JobKind> = z.output<(typeof JOB_KINDS)[K]["payload"]>;

/** The kinds the worker takes only when nothing else is due. */
export const HEAVY_JOB_KINDS: readonly JobKind[] = (Object.keys(JOB_KINDS) as JobKind[]).filter(
  (kind) => JOB_KINDS[kind].heavy,
);

/** A job to enqueue, of a known kind; its key is the kind and `keyParts` (one job per key, ever). */
export function job<K extends JobKind>(
  kind: K,
  payload: JobPayload<K>,
  keyParts: readonly string[],
  runAt?: Date,
): NewJob<K> {
  return { kind, key: [kind, ...keyParts].join(":"), payload, ...(runAt ? { runAt } : {}) };
}

/** What runs a job of kind K, with its payload checked against the kind's shape. */
export type JobHandler<K extends JobKind> = (job: ClaimedJob & { payload: JobPayload<K> }) => Promise<void>;
/** A module's handlers: one per kind it owns. */
export type JobHandlers<K extends JobKind> = { [Kind in K]: JobHandler<Kind> };

/** The jobs that follow from events elsewhere, by kind and idempotency key. */
export const notificationJobs = {
  /** Match a new report against the pending reports of the other type. */
  matchReport: (reportId: string) => job("match-report", { reportId }, [reportId]),
  /** Match a report again after the office edited it at `at` (one job per edit). */
  matchReportAgain: (reportId: string, at: string) => job("match-report", { reportId }, [reportId, "edit", at]),
  /** Tell the office of a new report: a toast to admins online and an email to each admin. */
  adminNewReport: (reportId: string) => job("admin-new-report", { reportId }, [reportId]),
  /** Email the recipient of a chat message who did not get it live (at most one per conversation per 15 minutes). */
  messageEmail: (messageId: string, runAt: Date) => job("message-email", { messageId }, [messageId], runAt),
  /** Email a visitor who gave an email their found report's reference number, in the language of their form. */
  visitorReceipt: (reportId: string, language: string) => job("visitor-receipt", { reportId, language }, [reportId]),
  /**
   * Email one admin about a new report. Due when the report's own jobs were, so under a burst of
   * new reports the office's emails keep their place instead of queueing behind every later
   * report's matching.
   */
  adminEmail: (reportId: string, adminId: string, runAt?: Date) =>
    job("admin-email", { reportId, adminId }, [reportId, adminId], runAt),
  /** Remind the finder keeping a found item past its retention date to hand it in (or mark it returned); once per item. */
  finderReminder: (reportId: string) => job("finder-reminder", { reportId }, [reportId]),
  /** Email one side of a claim (the claimant, or the student who found the item) that it was decided or the item returned. */
  claimEmail: (claimId: string, recipientId: string, event: "approved" | "rejected" | "returned") =>
    job("claim-email", { claimId, recipientId, event }, [claimId, event, recipientId]),
  /** The match email of one lost report for one local day: one per report per day. */
  matchEmail: (lostReportId: string, day: string, runAt?: Date) =>
    job("match-digest", { lostReportId }, [lostReportId, day], runAt),
  /** A user's morning summary of a local day: one per user per day, whoever asks. */
  dailyDigest: (userId: string, day: string, runAt: Date) => job("daily-digest", { userId, day }, [userId, day], runAt),
  /**
   * Push to the owner's devices that found items entered a lost report's shortlist (or, `office`,
   * that the office says it may have the item): once per `event`, the matching run's first new
   * notice, or each notice the office sends.
   */
  pushMatch: (userId: string, lostReportId: string, office: boolean, event: string) =>
    job("push", { userId, notice: { kind: "match", lostReportId, office } }, [userId, "match", event]),
  /** Push a chat message to its recipient's devices shortly after it was sent (`runAt`), unless they have read it by then. */
  pushMessage: (userId: string, messageId: string, runAt: Date) =>
    job("push", { userId, notice: { kind: "message", messageId } }, [userId, "message", messageId], runAt),
  /** One event's push (a job above, `eventKey` its key) to one device of the user: a job per device, each sent once. */
  pushToDevice: (eventKey: string, userId: string, subscriptionId: string, notice: PushNotice): NewJob<"push"> => ({
    kind: "push",
    key: `${eventKey}:${subscriptionId}`,
    payload: { userId, subscriptionId, notice },
  }),
  /** Push a claim's step to one side of it (as claimEmail emails it). */
  pushClaim: (claimId: string, recipientId: string, event: "approved" | "rejected" | "returned") =>
    job("push", { userId: recipientId, notice: { kind: "claim", claimId, event } }, [
      recipientId,
      "claim",
      claimId,
      event,
    ]),
};

/** Every job a new report starts. */
export const newReportJobs = (reportId: string): Array<NewJob<JobKind>> => [
  notificationJobs.adminNewReport(reportId),
  notificationJobs.matchReport(reportId),
];
