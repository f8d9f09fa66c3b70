import { pushKeyResponseSchema } from "@campus/shared";
import { apiFetch, apiSend } from "../../../lib/api-client";

/** The server's public key (VAPID), which a device subscribes with so that only this server can push to it. */
export async function getPushKey(): Promise<string> {
  return (await apiFetch("/push/key", pushKeyResponseSchema)).publicKey;
}

/**
 * Tells the server where to push to reach this device for the signed-in user. (Forgetting it,
 * `DELETE /api/push/subscription`, is lib/device-push.ts's: signing out does it too.)
 */
export function savePushSubscription(subscription: PushSubscription): Promise<void> {
  return apiSend("/push/subscription", { method: "PUT", json: subscription.toJSON() });
}
