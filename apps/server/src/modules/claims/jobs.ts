import type { JobHandlers } from "../../core/jobs";
import type { Ctx } from "../../core/context";
import { jobMessageId } from "../../infra/mail/message-id";
import { sendClaimEmail } from "./claim-email";

/** The claims module's job: tell one side of a claim (the claimant or the finder) of its step. */
export function claimJobHandlers(
  ctx: Ctx<"database" | "bus" | "mailer" | "outbox" | "config" | "clock">,
): JobHandlers<"claim-email"> {
  return {
    "claim-email": (job) => sendClaimEmail(ctx, job.payload, jobMessageId(job.key, ctx.config.publicUrl)),
  };
}
