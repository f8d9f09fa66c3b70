import { z } from "zod";
import { ITEM_TYPES, REPORT_TYPES } from "../constants";
import { matchNoticeSchema } from "./matching";

/** A new report, for admins' notice. */
export const newReportEventSchema = z.object({
  id: z.string(),
  type: z.enum(REPORT_TYPES),
  itemType: z.enum(ITEM_TYPES),
  itemTypeOther: z.string().nullable(),
  byVisitor: z.boolean(),
});

/** What the server sends over `/api/realtime` (design §7). */
export const realtimeEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("match"), notice: matchNoticeSchema }),
  z.object({ type: z.literal("report:new"), report: newReportEventSchema }),
  z.object({ type: z.literal("ready") }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** What a client may send: acknowledging a notice, or a keep-alive. Anything else is ignored. */
export const realtimeClientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ack"), noticeId: z.string().max(64) }),
  z.object({ type: z.literal("ping") }),
]);
export type RealtimeClientFrame = z.infer<typeof realtimeClientFrameSchema>;
