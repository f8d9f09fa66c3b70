import type { JobHandlers } from "../../core/jobs";
import type { Ctx } from "../../core/context";
import { jobMessageId } from "../../infra/mail/message-id";
import { sendFinderReminder } from "./finder-reminder";

/** The custody module's job: remind a finder keeping an item past its retention date to hand it in. */
export function custodyJobHandlers(ctx: Ctx<"database" | "mailer" | "config">): JobHandlers<"finder-reminder"> {
  return {
    "finder-reminder": (job) =>
      sendFinderReminder(ctx, job.payload.reportId, jobMessageId(job.key, ctx.config.publicUrl)),
  };
}
