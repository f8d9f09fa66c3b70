import { createHash } from "node:crypto";
import type { PushPayload } from "@campus/shared";
import type * as WebPushLibrary from "web-push";
import type { Config } from "../../config";
import { lazy } from "../../infra/lazy";
import { resolveVapidKeys } from "../../infra/vapid-keys";

/** web-push, loaded with the first push (a CommonJS module: its functions are on the default export). */
const webPush = lazy(async () => ((await import("web-push")) as unknown as { default: typeof WebPushLibrary }).default);

/** How long a push service keeps a push for a device that is off (RFC 8030 TTL): older news is stale. */
export const PUSH_TTL_SECONDS = 3 * 24 * 3600;
/** How long one post to a push service may take before it counts as failed (and is retried). */
const SEND_TIMEOUT_MS = 15_000;

/** A push service that did not take a push (no 2xx, and not "gone"): the job fails and is retried. */
export class PushNotTaken extends Error {
  override name = "PushNotTaken";
}

/**
 * What the push service said: `sent` (2xx) or `gone` (404 or 410: the device unsubscribed or the
 * subscription expired; it never comes back).
 */
export type PushAnswer = { outcome: "sent" } | { outcome: "gone"; status: number };

/**
 * Posts one push to a device's endpoint: the payload encrypted for the device (RFC 8291,
 * aes128gcm) and the request signed with the server's VAPID key (RFC 8292), both by web-push;
 * the request itself is made here, so that it never follows a redirect away from the checked
 * endpoint and gives up after SEND_TIMEOUT_MS. `Topic` (from the tag) lets the push service replace
 * a push of the same thing still waiting for the device. Any other answer (429, 5xx, a refusal
 * such as 403 for a key the subscription was not made with) throws PushNotTaken with the status
 * and what the service said; no answer throws the network's error.
 */
export async function postPush(
  config: Pick<Config, "push" | "dataDir">,
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: PushPayload,
): Promise<PushAnswer> {
  const library = await webPush();
  const keys = resolveVapidKeys(config);
  const request = library.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: config.push.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      contentEncoding: "aes128gcm",
      TTL: PUSH_TTL_SECONDS,
      urgency: "normal",
      topic: createHash("sha256").update(payload.tag).digest("base64url").slice(0, 32),
    },
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== "content-length")
      .map(([name, value]) => [name, String(value)]),
  );
  const response = await fetch(request.endpoint, {
    method: "POST",
    headers,
    body: request.body ?? null,
    redirect: "manual",
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  const said = (await response.text().catch(() => "")).replace(/\s+/g, " ").slice(0, 300);
  if (response.status >= 200 && response.status < 300) return { outcome: "sent" };
  if (response.status === 404 || response.status === 410) return { outcome: "gone", status: response.status };
  throw new PushNotTaken(`the push service answered ${response.status}${said ? `: ${said}` : ""}`);
}
