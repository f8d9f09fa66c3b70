import type { JobHandlers } from "../../core/jobs";
import type { Ctx } from "../../core/context";
import { pushToDevice, pushToDevices } from "./service";

/**
 * The push module's job. One `push` job per event and user (made where the event happens: a
 * matching run, a message, a claim's step) becomes one job per device of theirs, which sends that
 * event to that device once (service.ts).
 */
export function pushJobHandlers(ctx: Ctx<"database" | "outbox" | "config" | "clock">): JobHandlers<"push"> {
  return {
    push: async (job) => {
      const { userId, subscriptionId, notice } = job.payload;
      if (subscriptionId) await pushToDevice(ctx, job.key, userId, subscriptionId, notice);
      else await pushToDevices(ctx, job.key, userId, notice);
    },
  };
}
