import { apiSend } from "./api-client";

/*
 * Web Push on this device, the browser's side: whether the browser can, whether the user let
 * the site notify, and the device's subscription at the browser's push service. The profile's
 * switch (features/push) turns it on and off; signing out and deleting the account forget it,
 * and a device turned on by another user is released when someone else signs in on it (their
 * session ran out, no sign-out), so that whoever uses the device next is not told of the
 * previous user's matches and messages. Kept apart from features/push so that the signed-in
 * frame, which does the last two, loads no zod schema for it.
 */

/** Whose notifications the device's subscription brings: the user who turned it on here (kept on the device, as the subscription is). */
const DEVICE_USER_KEY = "push-device-user";

/** Where push stands on this device, as the profile's switch shows it. */
export type DevicePushState = "unsupported" | "blocked" | "off" | "on";

/**
 * Whether this browser can receive pushes for the site. Safari on an iPhone or iPad can only
 * when the site is installed on the home screen: in the browser tab it has no PushManager.
 */
export function devicePushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The site's service worker registration (production builds register one as the app starts), if there is one yet. */
async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return devicePushSupported() ? navigator.serviceWorker.getRegistration() : undefined;
}

/** This device's subscription, or null when it has none. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  return (await (await workerRegistration())?.pushManager.getSubscription()) ?? null;
}

export async function readDevicePush(): Promise<DevicePushState> {
  if (!devicePushSupported()) return "unsupported";
  if (Notification.permission === "denied") return "blocked";
  if (Notification.permission !== "granted") return "off";
  return (await deviceSubscription()) ? "on" : "off";
}

/** The user did not let the site notify: "denied" (blocked, until allowed in the browser's settings) or "default" (the question dismissed). */
export class NotificationsRefused extends Error {
  override name = "NotificationsRefused";
  constructor(readonly permission: NotificationPermission) {
    super(`notification permission: ${permission}`);
  }
}

/**
 * Asks the user to let the site notify. Browsers take the question only from a tap or a key the
 * user just pressed, so it comes first, before anything that waits for the network.
 */
export async function askToNotify(): Promise<void> {
  const permission = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
  if (permission !== "granted") throw new NotificationsRefused(permission);
}

/** A base64url key as the bytes `subscribe` takes (every browser takes bytes; not all take the text). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Subscribes this device at the browser's push service, for pushes signed with the server's key. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription> {
  const found = await workerRegistration();
  if (!found) throw new Error("the site's service worker is not registered");
  // Subscribing needs an active worker: a first visit's may still be installing.
  const registration = found.active ? found : await navigator.serviceWorker.ready;
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  try {
    return await registration.pushManager.subscribe(options);
  } catch (error) {
    // A subscription made with the server's earlier key stands in the way: it goes first.
    if (!(error instanceof DOMException && error.name === "InvalidStateError")) throw error;
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    return registration.pushManager.subscribe(options);
  }
}

/** Notes that the device's subscription brings this user's notifications (once the server has it). */
export function markDeviceFor(userId: string): void {
  window.localStorage.setItem(DEVICE_USER_KEY, userId);
}

/**
 * Ends the device's subscription if another user turned it on: their session ran out without a
 * sign-out, and the server still pushes their notifications here. Their record cannot be removed
 * without their session; the push service answers the server's next push to it as gone, and the
 * server forgets it then.
 */
export async function releaseDeviceFromOthers(userId: string): Promise<void> {
  const subscription = await deviceSubscription().catch(() => null);
  if (!subscription || window.localStorage.getItem(DEVICE_USER_KEY) === userId) return;
  window.localStorage.removeItem(DEVICE_USER_KEY);
  await subscription.unsubscribe();
}

/**
 * Ends this device's subscription: the server is told first (it needs the session), then the
 * browser's push service. The server may not hear of it (no connection): the push service then
 * answers the server's next push to it as gone, and the server forgets it.
 */
export async function forgetDevicePush(): Promise<void> {
  const subscription = await deviceSubscription().catch(() => null);
  if (!subscription) return;
  await apiSend("/push/subscription", { method: "DELETE", json: { endpoint: subscription.endpoint } }).catch(() => {});
  window.localStorage.removeItem(DEVICE_USER_KEY);
  await subscription.unsubscribe();
}

/** Ends this device's subscription at the browser's push service only (the server has already forgotten it: a deleted account). */
export async function unsubscribeDevice(): Promise<void> {
  window.localStorage.removeItem(DEVICE_USER_KEY);
  await (await deviceSubscription().catch(() => null))?.unsubscribe();
}
