import type { JobHandlers } from "../../core/jobs";
import type { Ctx } from "../../core/context";
import { jobMessageId } from "../../infra/mail/message-id";
import { sendMatchEmail } from "./match-email";
import { runMatching } from "./service";

type MatchingJob = "match-report" | "match-digest" | "match-email";

/** The matching module's jobs: match a report (pairs, notices and their email come with it), and the day's match email. */
export function matchingJobHandlers(
  ctx: Ctx<"database" | "bus" | "mailer" | "outbox" | "config" | "clock">,
): JobHandlers<MatchingJob> {
  const matchEmail = (job: { key: string; payload: { lostReportId: string } }) =>
    sendMatchEmail(ctx, job.payload.lostReportId, jobMessageId(job.key, ctx.config.publicUrl));
  return {
    "match-report": async (job) => {
      await runMatching(ctx, job.payload.reportId);
    },
    "match-digest": matchEmail,
    "match-email": matchEmail,
  };
}
