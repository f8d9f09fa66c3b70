import type { FastifyBaseLogger } from "fastify";
import type { Ctx } from "../../core/context";
import { recordDelivery } from "../chat/service";
import type { RealtimeHub } from "./hub";

/**
 * Hands every event the bus carries to this instance's open sockets (`hub`). A chat message
 * that reached an open tab of its recipient is recorded as delivered, so it needs no email (to
 * the admins: a student's message to the office). Returns the unsubscribe.
 */
export function deliverEvents(ctx: Ctx<"bus" | "database" | "clock">, hub: RealtimeHub, log: FastifyBaseLogger) {
  return ctx.bus.subscribe((message) => {
    const delivered = hub.deliver(message);
    if (
      delivered > 0 &&
      "event" in message &&
      message.event.type === "message" &&
      ("admins" in message.to || message.to.userId !== message.event.message.senderId)
    ) {
      recordDelivery(ctx, message.event.message.id).catch((error: unknown) =>
        log.warn({ err: error }, "could not record a message's delivery"),
      );
    }
  });
}
