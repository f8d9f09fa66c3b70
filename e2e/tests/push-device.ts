import { createECDH, randomBytes, randomUUID } from "node:crypto";
import type { BrowserContext, CDPSession, Page } from "@playwright/test";
import { decrypt } from "http_ece";
import { expect } from "./fixtures";

/** What a notification the service worker showed says (read through the page's registration). */
export interface ShownNotification {
  title: string;
  body: string;
  /** The notification's language tag ("en", "ms"). */
  lang: string;
  tag: string;
  data: unknown;
}

/**
 * A device's subscription at the journeys' push service (../push-service.ts): an endpoint of its
 * own, and the keys a browser would make for it (an ECDH P-256 pair and a 16-byte secret), whose
 * private half the test keeps to read the server's encrypted pushes.
 */
export function pushDevice() {
  const id = randomUUID();
  const service = `http://127.0.0.1:${process.env.E2E_PUSH_PORT}`;
  const keys = createECDH("prime256v1");
  keys.generateKeys();
  const auth = randomBytes(16);
  const subscription = {
    endpoint: `${service}/push/${id}`,
    p256dh: keys.getPublicKey().toString("base64url"),
    auth: auth.toString("base64url"),
  };
  return {
    endpoint: subscription.endpoint,

    /**
     * Gives the browser this subscription in place of its push service's. Headless Chromium
     * here cannot subscribe: an incognito context is refused ("permission denied") and a
     * persistent one waits forever for Google's push service, which this machine cannot reach.
     * So `PushManager.subscribe` and `getSubscription` (and only they) are replaced before the
     * app's scripts run, to hand the app a subscription like the browser's, with this endpoint
     * and these keys; everything else, the app's calls, the server's encryption and its post,
     * the service worker, is the real thing. Kept in local storage, as the browser keeps a
     * subscription, so a reload still has it.
     */
    async install(context: BrowserContext) {
      await context.addInitScript(({ endpoint, p256dh, auth }) => {
        const kept = "e2e-push-subscription";
        const bytes = (text: string) =>
          Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (char) => char.charCodeAt(0)).buffer;
        const subscription = (applicationServerKey: ArrayBuffer | null) => ({
          endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey },
          getKey: (name: string) => bytes(name === "p256dh" ? p256dh : auth),
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
          unsubscribe: () => {
            window.localStorage.removeItem(kept);
            return Promise.resolve(true);
          },
        });
        PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
          if (Notification.permission !== "granted")
            return Promise.reject(new DOMException("Registration failed - permission denied", "NotAllowedError"));
          window.localStorage.setItem(kept, "yes");
          const key = options?.applicationServerKey;
          return Promise.resolve(subscription(key instanceof ArrayBuffer ? key : null) as unknown as PushSubscription);
        };
        PushManager.prototype.getSubscription = function () {
          return Promise.resolve(
            window.localStorage.getItem(kept) ? (subscription(null) as unknown as PushSubscription) : null,
          );
        };
      }, subscription);
    },

    /** The pushes that reached this device, decrypted (RFC 8291, aes128gcm) as the browser would. */
    async received(request: Page["request"]): Promise<string[]> {
      const answer = await request.get(`${service}/received/${id}`);
      const pushes = (await answer.json()) as Array<{ headers: Record<string, string>; body: string }>;
      return pushes.map((push) => {
        expect(push.headers["content-encoding"]).toBe("aes128gcm");
        return decrypt(Buffer.from(push.body, "base64"), {
          version: "aes128gcm",
          privateKey: keys,
          authSecret: subscription.auth,
        }).toString("utf8");
      });
    },
  };
}

/**
 * Hands a push's data to the page's service worker as the browser does when its push service
 * delivers one (Chromium's DevTools protocol: ServiceWorker.deliverPushMessage), until the worker
 * shows a notification with the push's tag. The protocol answers before the browser has started
 * the worker and drops a delivery whose start fails (it throws the delivery's status away), which
 * a loaded machine sometimes sees; a push service likewise delivers again what the browser did
 * not take. The same tag replaces the notification, so a second delivery never shows two.
 */
export async function deliverPush(page: Page, data: string, tag: string): Promise<void> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registration = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((entry) => !entry.isDeleted && entry.scopeURL === `${origin}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const registrationId = await registration;
  const shownTags = async () => (await shownNotifications(page)).map((notification) => notification.tag);
  for (let delivery = 1; ; delivery++) {
    await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId, data });
    try {
      await expect.poll(shownTags, { timeout: 10_000 }).toContain(tag);
      break;
    } catch (error) {
      if (delivery === 3) throw error;
    }
  }
  await cdp.detach();
}

/** The notifications the site's service worker shows now. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, lang, tag, data }) => ({
      title,
      body,
      lang,
      tag,
      data: data as unknown,
    }));
  });
}

/**
 * Taps the notification, as far as a test can: the worker's own `notificationclick` is
 * dispatched in it with the notification shown (headless Chromium has no notification to tap).
 */
export async function tapNotification(context: BrowserContext, tag: string): Promise<void> {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error("no service worker is running");
  await worker.evaluate(async (tag) => {
    const scope = self as unknown as ServiceWorkerGlobalScopeLike;
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error(`no notification tagged ${tag}`);
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
  }, tag);
}

/** The worker's scope as the tap uses it (the e2e project's types are the page's, not the worker's). */
interface ServiceWorkerGlobalScopeLike {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
}
