import type { JobHandlers } from "../../core/jobs";
import type { Ctx } from "../../core/context";
import { jobMessageId } from "../../infra/mail/message-id";
import { emailAboutMessage } from "./message-email";

/** The chat module's job: email the recipient of a message they did not read live. */
export function chatJobHandlers(
  ctx: Ctx<"database" | "bus" | "mailer" | "outbox" | "config" | "clock">,
): JobHandlers<"message-email"> {
  return {
    "message-email": (job) =>
      emailAboutMessage(ctx, job.payload.messageId, jobMessageId(job.key, ctx.config.publicUrl)),
  };
}
