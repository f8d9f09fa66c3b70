import { z } from "zod";
import { LANGUAGE_TAGS } from "../constants";

/**
 * Web Push (notifications to a phone or browser, per device). The browser's PushSubscription as
 * `toJSON()` gives it: the push service's endpoint and the keys the server encrypts each push
 * with (RFC 8291). `PUT /api/push/subscription` stores it for the signed-in user (an endpoint
 * already held by another account moves to this one: the device changed hands), and
 * `DELETE /api/push/subscription` with `{ endpoint }` removes it.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.base64url().min(80).max(100),
    auth: z.base64url().min(16).max(32),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.url({ protocol: /^https?$/ }).max(2048) });

/** `GET /api/push/key`: the server's VAPID public key (base64url), the `applicationServerKey` to subscribe with. */
export const pushKeyResponseSchema = z.object({ publicKey: z.base64url() });

/**
 * What a push carries once decrypted: what the notification says (already in the recipient's
 * language, whose BCP 47 tag is `lang`), the screen a tap opens (a path of this site), and a tag so
 * a newer push of the same thing replaces the older notification instead of piling up.
 */
export const pushPayloadSchema = z.object({
  title: z.string().min(1).max(120),
  body: z.string().max(400),
  lang: z.enum(Object.values(LANGUAGE_TAGS)),
  url: z.string().startsWith("/").max(500),
  tag: z.string().min(1).max(120),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/**
 * A device that gets the user's pushes, as the user's copy of their data lists it: where its
 * pushes go, the browser it is ("Firefox on Android", when known), when it was turned on and last
 * pushed to. The keys the pushes are encrypted with stay on the server.
 */
export const pushDeviceSchema = z.object({
  endpoint: z.string(),
  label: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;
