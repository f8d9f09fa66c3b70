import { createECDH, randomUUID } from "node:crypto";
import type { PushDevice, PushSubscriptionInput } from "@campus/shared";
import type { Ctx } from "../../core/context";
import { notificationJobs, type PushNotice } from "../../core/jobs";
import { toIso } from "../../db/dialect";
import { AppError } from "../../http/app-error";
import { countEvent } from "../../infra/counted-events";
import { resolveVapidKeys } from "../../infra/vapid-keys";
import { composePush } from "./compose";
import { deviceLabel } from "./device-label";
import { allowedPushEndpoint } from "./endpoints";
import {
  claimDelivery,
  deleteOwnSubscription,
  deleteSubscription,
  deleteSubscriptionsOf,
  findSubscription,
  markSubscriptionUsed,
  pruneDeliveries,
  releaseDelivery,
  subscriptionsOf,
  trimSubscriptions,
  upsertSubscription,
} from "./repository";
import { postPush } from "./send";

/** Devices one account may get pushes on; a new one past this ends the one least recently sent again. */
export const MAX_DEVICES_PER_USER = 10;

/** `GET /api/push/key`: the public key devices subscribe with (the server signs every push with its pair). */
export function pushPublicKey(ctx: Ctx<"config">): string {
  return resolveVapidKeys(ctx.config).publicKey;
}

/** Whether the browser's key is a point of P-256 (the schema checks only its length): a push could not be encrypted to anything else. */
function isBrowserKey(p256dh: string): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, "base64url"));
    return true;
  } catch {
    return false;
  }
}

/**
 * `PUT /api/push/subscription`: this device gets the user's pushes from now on. The endpoint must
 * be at a push service PUSH_SERVICE_HOSTS allows (the server will post to it: never to any other
 * address a client names). An endpoint another account held moves to this one (the device changed
 * hands: the other account's pushes stop reaching it). Past MAX_DEVICES_PER_USER, the device least
 * recently sent again is dropped.
 */
export async function subscribe(
  ctx: Ctx<"database" | "config" | "clock">,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<void> {
  if (!allowedPushEndpoint(input.endpoint, ctx.config.push.serviceHosts))
    throw new AppError(400, "PUSH_SERVICE_NOT_ALLOWED", "push.errors.serviceNotAllowed", {}, "endpoint");
  if (!isBrowserKey(input.keys.p256dh)) throw new AppError(400, "VALIDATION_ERROR", "errors.validation", {}, "keys");
  const at = ctx.clock().toISOString();
  await ctx.database.db.transaction().execute(async (trx) => {
    await upsertSubscription(trx, {
      id: randomUUID(),
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: deviceLabel(userAgent),
      at,
    });
    await trimSubscriptions(trx, userId, MAX_DEVICES_PER_USER);
  });
}

/** `DELETE /api/push/subscription`: this device gets none of the user's pushes any more (another account's endpoint is left alone). */
export async function unsubscribe(ctx: Ctx<"database">, userId: string, endpoint: string): Promise<void> {
  await deleteOwnSubscription(ctx.database.db, userId, endpoint);
}

/** The user's devices, for their copy of their data. */
export async function pushDevicesOf(ctx: Ctx<"database">, userId: string): Promise<PushDevice[]> {
  const rows = await subscriptionsOf(ctx.database.db, userId);
  return rows.map((row) => ({
    endpoint: row.endpoint,
    label: row.user_agent,
    createdAt: toIso(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : toIso(row.last_used_at),
  }));
}

/** Before an account is removed: none of its devices is pushed to again. */
export async function forgetPushDevices(ctx: Ctx<"database">, userId: string): Promise<number> {
  return deleteSubscriptionsOf(ctx.database.db, userId);
}

/** Housekeeping: the record of pushes sent before `before` (their jobs go at the same age). */
export async function forgetOldDeliveries(ctx: Ctx<"database">, before: Date): Promise<number> {
  return pruneDeliveries(ctx.database.db, before.toISOString());
}

/**
 * A `push` job without a device: the event becomes one job per device of the user's now (keyed by
 * the event and the device), when there is something to say (composePush). Each device's job is
 * then sent, retried and given up on its own, so a device that already got the push is never sent
 * it again because another one failed.
 */
export async function pushToDevices(
  ctx: Ctx<"database" | "outbox">,
  eventKey: string,
  userId: string,
  notice: PushNotice,
): Promise<number> {
  const devices = await subscriptionsOf(ctx.database.db, userId);
  if (!devices.length || !(await composePush(ctx, userId, notice))) return 0;
  const added = await ctx.outbox.enqueue(
    ctx.database.db,
    devices.map((device) => notificationJobs.pushToDevice(eventKey, userId, device.id, notice)),
  );
  ctx.outbox.wake();
  return added;
}

/**
 * A `push` job for one device: what to say is read now (nothing, when the thing is gone, read,
 * or the user turned its kind off since), then posted once. The delivery is taken before posting
 * and given back when the post fails, so that a retry, or a second run of the job after a crash
 * or a lease that ran out, never sends a push the device got (at most once per device and event).
 * The push service's answer: taken, the job is done; gone (404, 410), the device is forgotten and
 * the job is done; anything else throws, and the outbox retries with its back-off and gives up
 * after its last attempt, the answer kept as the job's last error.
 */
export async function pushToDevice(
  ctx: Ctx<"database" | "config" | "clock">,
  jobKey: string,
  userId: string,
  subscriptionId: string,
  notice: PushNotice,
): Promise<void> {
  const { db } = ctx.database;
  const device = await findSubscription(db, subscriptionId);
  // Turned off since, or now another account's device: this push is not for it.
  if (!device || device.user_id !== userId) return;
  const payload = await composePush(ctx, userId, notice);
  if (!payload) return;
  const at = ctx.clock().toISOString();
  if (!(await claimDelivery(db, { jobKey, subscriptionId, at }))) return;
  let answer: Awaited<ReturnType<typeof postPush>>;
  try {
    answer = await postPush(ctx.config, device, payload);
  } catch (error) {
    await releaseDelivery(db, jobKey);
    countEvent({ name: "push", outcome: "failed" });
    throw error;
  }
  if (answer.outcome === "gone") {
    await deleteSubscription(db, subscriptionId);
    countEvent({ name: "push", outcome: "gone" });
    return;
  }
  await markSubscriptionUsed(db, subscriptionId, at);
  countEvent({ name: "push", outcome: "sent" });
}
