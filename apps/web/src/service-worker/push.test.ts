import { describe, expect, it } from "vitest";
import { catalogues } from "@campus/shared";
import { listenForPush, type PushScope, type PushWindowClient } from "./push";

const ORIGIN = "https://lost.example.edu.my";

/** A window of the app as the worker sees it: where it was sent, whether it came forward; one the worker does not control refuses. */
function windowClient(controlled = true) {
  const client = {
    navigatedTo: [] as string[],
    focused: 0,
    navigate(url: string) {
      if (!controlled) return Promise.reject(new TypeError("not controlled by this worker"));
      client.navigatedTo.push(url);
      return Promise.resolve(client as PushWindowClient);
    },
    focus() {
      client.focused += 1;
      // A synthetic tap (no user activation) may not bring a window forward.
      return Promise.reject(new DOMException("Not allowed to focus a window.", "InvalidAccessError"));
    },
  };
  return client;
}

/**
 * The worker's scope, the browser's part played by plain objects: the handlers listenForPush
 * adds, the notifications shown, the windows open, the requests to the server.
 */
function workerScope({ language = "en-GB", windows = [] as PushWindowClient[] } = {}) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Array<{ title: string; options: NotificationOptions }> = [];
  const opened: string[] = [];
  const requests: Array<{ url: string; method: string; body: unknown }> = [];
  const subscribed: unknown[] = [];
  const scope = {
    location: { origin: ORIGIN },
    navigator: { language },
    registration: {
      showNotification: (title: string, options: NotificationOptions = {}) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
      pushManager: {
        subscribe: (options: PushSubscriptionOptionsInit) => {
          subscribed.push(options.applicationServerKey);
          return Promise.resolve(subscription("https://fcm.googleapis.com/fcm/send/renewed"));
        },
      },
    },
    clients: {
      matchAll: () => Promise.resolve(windows),
      openWindow: (url: string) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
    fetch: (url: string, init: RequestInit = {}) => {
      requests.push({
        url,
        method: init.method ?? "GET",
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      });
      return Promise.resolve(
        url === "/api/push/key" ? Response.json({ publicKey: "server-key" }) : new Response(null, { status: 204 }),
      );
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  } as unknown as PushScope;
  listenForPush(scope);
  /** Dispatches an event as the browser would, and waits for the work it handed to waitUntil. */
  const dispatch = async (type: string, fields: object) => {
    const work: Promise<unknown>[] = [];
    listeners.get(type)!({ ...fields, waitUntil: (promise: Promise<unknown>) => work.push(promise) });
    expect(work).toHaveLength(1);
    await Promise.all(work);
  };
  return { dispatch, shown, opened, requests, subscribed };
}

function subscription(endpoint: string, applicationServerKey: ArrayBuffer | null = null) {
  const json = { endpoint, expirationTime: null, keys: { p256dh: "p256dh-key", auth: "auth-secret" } };
  return { endpoint, options: { applicationServerKey, userVisibleOnly: true }, toJSON: () => json };
}

const push = (data: unknown) => ({ data: { text: () => (typeof data === "string" ? data : JSON.stringify(data)) } });
const payload = {
  title: "Barang dijumpai mungkin milik anda",
  body: "Dompet hitam, Perpustakaan",
  lang: "ms",
  url: "/dashboard/report-lost/r1#matches",
  tag: "match-r1",
};

describe("a push reaching the service worker", () => {
  it("shows the payload's notification, the app's icon and badge, and keeps the screen a tap opens", async () => {
    const worker = workerScope();
    await worker.dispatch("push", push(payload));
    expect(worker.shown).toEqual([
      {
        title: payload.title,
        options: {
          body: payload.body,
          lang: "ms",
          tag: payload.tag,
          data: { url: payload.url },
          icon: "/icons/icon-192.png",
          badge: "/icons/badge-96.png",
        },
      },
    ]);
  });

  it("still shows a notification for a push it cannot read (the browser asks for one): the app's name, in the device's language", async () => {
    const english = workerScope({ language: "en-US" });
    for (const data of ["not json", { ...payload, title: "" }, { ...payload, url: "https://elsewhere.example/" }])
      await english.dispatch("push", push(data));
    await english.dispatch("push", { data: null });
    expect(english.shown).toHaveLength(4);
    for (const { title, options } of english.shown) {
      expect(title).toBe(catalogues.en.app.name);
      expect(options).toMatchObject({ body: catalogues.en.push.fallback, lang: "en", data: { url: "/dashboard" } });
    }

    const malay = workerScope({ language: "ms-MY" });
    await malay.dispatch("push", push("not json"));
    expect(malay.shown[0]!.options).toMatchObject({ body: catalogues.my.push.fallback, lang: "ms" });
  });
});

describe("a tap on a notification", () => {
  const tap = (data: unknown) => {
    const notification = { data, closed: false, close: () => (notification.closed = true) };
    return notification;
  };

  it("closes it and sends the app's open window to its screen", async () => {
    const open = windowClient();
    const worker = workerScope({ windows: [open] });
    const notification = tap({ url: payload.url });
    await worker.dispatch("notificationclick", { notification });
    expect(notification.closed).toBe(true);
    expect(open.navigatedTo).toEqual([`${ORIGIN}${payload.url}`]);
    expect(open.focused).toBe(1);
    expect(worker.opened).toEqual([]);
  });

  it("passes over a window the worker does not control, and opens a new one when none will go", async () => {
    const stranger = windowClient(false);
    const worker = workerScope({ windows: [stranger] });
    await worker.dispatch("notificationclick", { notification: tap({ url: "/dashboard/my-claims" }) });
    expect(worker.opened).toEqual([`${ORIGIN}/dashboard/my-claims`]);

    const next = windowClient();
    const both = workerScope({ windows: [windowClient(false), next] });
    await both.dispatch("notificationclick", { notification: tap({ url: "/dashboard/chat/c1" }) });
    expect(next.navigatedTo).toEqual([`${ORIGIN}/dashboard/chat/c1`]);
  });

  it("never leaves the site: an address elsewhere opens the dashboard", async () => {
    const worker = workerScope();
    await worker.dispatch("notificationclick", { notification: tap({ url: "//elsewhere.example/phish" }) });
    await worker.dispatch("notificationclick", { notification: tap(null) });
    expect(worker.opened).toEqual([`${ORIGIN}/dashboard`, `${ORIGIN}/dashboard`]);
  });
});

describe("a subscription the push service replaced", () => {
  it("subscribes again with the same key, gives the server the new subscription and has it forget the old", async () => {
    const worker = workerScope();
    const key = new Uint8Array([4, 1, 2]).buffer;
    await worker.dispatch("pushsubscriptionchange", {
      oldSubscription: subscription("https://fcm.googleapis.com/fcm/send/old", key),
      newSubscription: null,
    });
    expect(worker.subscribed).toEqual([key]);
    expect(worker.requests).toEqual([
      {
        url: "/api/push/subscription",
        method: "PUT",
        body: {
          endpoint: "https://fcm.googleapis.com/fcm/send/renewed",
          expirationTime: null,
          keys: { p256dh: "p256dh-key", auth: "auth-secret" },
        },
      },
      {
        url: "/api/push/subscription",
        method: "DELETE",
        body: { endpoint: "https://fcm.googleapis.com/fcm/send/old" },
      },
    ]);
  });

  it("takes the browser's new subscription as it is, and asks the server for its key when the old one is gone", async () => {
    const given = workerScope();
    await given.dispatch("pushsubscriptionchange", {
      oldSubscription: null,
      newSubscription: subscription("https://fcm.googleapis.com/fcm/send/given"),
    });
    expect(given.subscribed).toEqual([]);
    expect(given.requests.map((request) => `${request.method} ${request.url}`)).toEqual(["PUT /api/push/subscription"]);

    const lost = workerScope();
    await lost.dispatch("pushsubscriptionchange", {});
    expect(lost.subscribed).toEqual(["server-key"]);
    expect(lost.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      "GET /api/push/key",
      "PUT /api/push/subscription",
    ]);
  });
});
