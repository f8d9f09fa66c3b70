import { app, push as pushEn } from "@campus/shared/i18n/en.json";
import { push as pushMy } from "@campus/shared/i18n/my.json";
import { paths } from "@campus/shared";
import { readPushPayload, screenAddress } from "./push-payload";

/*
 * Web Push in the service worker: a push becomes a notification, a tap on it opens the screen it
 * is about, and a subscription the push service replaced is handed to the server again. The
 * server writes each push in its recipient's language, so the worker translates nothing but the
 * notice it shows for a push it cannot read.
 */

/** What a notification keeps for its tap. */
interface NotificationData {
  url: string;
}

/** The parts of the worker's scope these handlers use (TypeScript's "webworker" library names them in full). */
export interface PushScope {
  readonly location: { readonly origin: string };
  readonly navigator: { readonly language: string };
  readonly registration: {
    showNotification(title: string, options?: NotificationOptions): Promise<void>;
    readonly pushManager: Pick<PushManager, "subscribe">;
  };
  readonly clients: {
    /** Windows this worker controls, the most recently focused first. */
    matchAll(options: { type: "window" }): Promise<readonly PushWindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  fetch(input: string, init?: RequestInit): Promise<Response>;
  addEventListener(type: "push", listener: (event: PushEventLike) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationClickLike) => void): void;
  addEventListener(type: "pushsubscriptionchange", listener: (event: SubscriptionChangeLike) => void): void;
}

export interface PushWindowClient {
  navigate(url: string): Promise<PushWindowClient | null>;
  focus(): Promise<unknown>;
}

interface ExtendableEventLike {
  waitUntil(work: Promise<unknown>): void;
}

export interface PushEventLike extends ExtendableEventLike {
  readonly data: { text(): string } | null;
}

export interface NotificationClickLike extends ExtendableEventLike {
  readonly notification: { readonly data: unknown; close(): void };
}

export interface SubscriptionChangeLike extends ExtendableEventLike {
  readonly oldSubscription?: PushSubscription | null;
  readonly newSubscription?: PushSubscription | null;
}

/** Listens for pushes, taps on their notifications and replaced subscriptions. */
export function listenForPush(scope: PushScope): void {
  scope.addEventListener("push", (event) => event.waitUntil(showPush(scope, event.data?.text())));
  scope.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const { url } = (event.notification.data ?? {}) as Partial<NotificationData>;
    event.waitUntil(openScreen(scope, screenAddress(url, scope.location.origin)));
  });
  scope.addEventListener("pushsubscriptionchange", (event) => event.waitUntil(renewSubscription(scope, event)));
}

/**
 * Shows the push as a notification. The browser asks for one on every push (a push that shows
 * none is answered with the browser's own "updated in the background" notice, and repeated, may
 * cost the site its permission), so a push that cannot be read still shows one: the app's name,
 * a line in the device's language, and a tap that opens the dashboard.
 */
export function showPush(scope: PushScope, text: string | undefined): Promise<void> {
  const payload = readPushPayload(text);
  const data: NotificationData = { url: payload?.url ?? paths.dashboard };
  const look = { icon: "/icons/icon-192.png", badge: "/icons/badge-96.png", data };
  if (payload)
    return scope.registration.showNotification(payload.title, {
      ...look,
      body: payload.body,
      lang: payload.lang,
      tag: payload.tag,
    });
  const malay = /^ms\b/i.test(scope.navigator.language);
  return scope.registration.showNotification(app.name, {
    ...look,
    body: (malay ? pushMy : pushEn).fallback,
    lang: malay ? "ms" : "en",
    tag: "campus-lost-found",
  });
}

/**
 * Opens a screen of the site for a tapped notification: in a window of the app that is already
 * open (navigated there, then brought forward), else in a new one. A window this worker does not
 * control refuses to be navigated: the next is tried, then a new window.
 */
export async function openScreen(scope: PushScope, url: string): Promise<void> {
  for (const client of await scope.clients.matchAll({ type: "window" })) {
    let shown: PushWindowClient | null;
    try {
      shown = await client.navigate(url);
    } catch {
      continue;
    }
    // Bringing the window forward needs the tap itself; without one the page has still moved.
    await (shown ?? client).focus().catch(() => undefined);
    return;
  }
  await scope.clients.openWindow(url);
}

/**
 * The push service replaced or dropped the device's subscription: subscribe again with the same
 * server key (else the one the server gives now) and tell the server, which forgets the old
 * endpoint. Without a signed-in session the server refuses, and the device stays off until its
 * user turns it on again on the profile.
 */
export async function renewSubscription(scope: PushScope, event: SubscriptionChangeLike): Promise<void> {
  const old = event.oldSubscription ?? null;
  const fresh =
    event.newSubscription ??
    (await scope.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: old?.options.applicationServerKey ?? (await serverKey(scope)),
    }));
  await send(scope, "PUT", fresh.toJSON());
  if (old && old.endpoint !== fresh.endpoint) await send(scope, "DELETE", { endpoint: old.endpoint }).catch(() => {});
}

async function serverKey(scope: PushScope): Promise<string> {
  const response = await scope.fetch("/api/push/key", { credentials: "same-origin" });
  if (!response.ok) throw new Error(`GET /api/push/key answered ${response.status}`);
  const { publicKey } = (await response.json()) as { publicKey: string };
  return publicKey;
}

async function send(scope: PushScope, method: "PUT" | "DELETE", body: unknown): Promise<void> {
  const response = await scope.fetch("/api/push/subscription", {
    method,
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} /api/push/subscription answered ${response.status}`);
}
