import { JOB_KINDS, type JobHandlers, type JobKind } from "./core/jobs";
import type { Ctx } from "./core/context";
import type { ClaimedJob } from "./infra/jobs/worker";
import { chatJobHandlers } from "./modules/chat/jobs";
import { claimJobHandlers } from "./modules/claims/jobs";
import { custodyJobHandlers } from "./modules/custody/jobs";
import { matchingJobHandlers } from "./modules/matching/jobs";
import { notificationJobHandlers } from "./modules/notifications/jobs";
import { pushJobHandlers } from "./modules/push/jobs";

/**
 * The one job registry: every kind of core/jobs.ts with the handler its module owns (a kind
 * without one fails the type check here). Each job's payload is checked against its kind's
 * shape before its handler runs; a payload that does not fit fails the job like any error
 * (retried, then given up with the reason).
 */
export function jobHandlers(
  ctx: Ctx<"database" | "bus" | "mailer" | "outbox" | "config" | "clock">,
): Record<JobKind, (job: ClaimedJob) => Promise<void>> {
  const handlers: JobHandlers<JobKind> = {
    ...matchingJobHandlers(ctx),
    ...chatJobHandlers(ctx),
    ...claimJobHandlers(ctx),
    ...custodyJobHandlers(ctx),
    ...notificationJobHandlers(ctx),
    ...pushJobHandlers(ctx),
  };
  const checked = <K extends JobKind>(kind: K) => {
    const handle = handlers[kind] as (job: ClaimedJob) => Promise<void>;
    return async (job: ClaimedJob) => handle({ ...job, payload: JOB_KINDS[kind].payload.parse(job.payload) });
  };
  return Object.fromEntries((Object.keys(JOB_KINDS) as JobKind[]).map((kind) => [kind, checked(kind)])) as Record<
    JobKind,
    (job: ClaimedJob) => Promise<void>
  >;
}
