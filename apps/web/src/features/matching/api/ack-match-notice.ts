import { apiSend } from "../../../lib/api-client";

/**
 * The student has seen a match notice: the server stops delivering it. The HTTP twin of the
 * realtime `ack` frame, for when the channel is not open at that moment.
 */
export async function ackMatchNotice(noticeId: string): Promise<void> {
  await apiSend(`/match-notices/${encodeURIComponent(noticeId)}/ack`, { method: "POST" });
}
