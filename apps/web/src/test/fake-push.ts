import { onTestFinished, vi } from "vitest";

/** The server's public key as the fake server gives it (a real P-256 point, base64url). */
export const TEST_PUSH_KEY = "BGPu9Z_PSbZwHHOzLMc3PFsbI_DiCEF8JGSWS-RZkwatm4LM3sz_vw7yjUbfNWKuFFr5YqcNbLW1qwaLlslBi7A";

/** What the device's subscription carries to the server (keys of the contract's sizes). */
export const TEST_SUBSCRIPTION = {
  endpoint: "https://fcm.googleapis.com/fcm/send/test-device-1",
  expirationTime: null,
  keys: {
    p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
    auth: "G2kYEMo9beOdnJ2Vd51NgA",
  },
};

interface FakeBrowserPushOptions {
  /** Whether the browser has push at all (Safari in an iPhone's browser tab has not). */
  supported?: boolean;
  /** The site's notification permission so far. */
  permission?: NotificationPermission;
  /** What the user answers when the browser asks. */
  answer?: NotificationPermission;
  /** The user the device is already subscribed for (as the app noted it on turning push on), if it is. */
  subscribedFor?: string;
}

/**
 * The browser's side of Web Push as the app uses it (jsdom has none): the notification
 * permission and its question, the service worker registration and its push manager, whose
 * subscription stands in for one at a real push service. Returns what the test reads: the
 * permission now, the questions asked, the subscription (null once unsubscribed) and the key
 * each subscribe was given.
 */
export function fakeBrowserPush({
  supported = true,
  permission = "default",
  answer = "granted",
  subscribedFor,
}: FakeBrowserPushOptions = {}) {
  const device = {
    permission,
    questions: 0,
    subscription: null as PushSubscription | null,
    subscribedWith: [] as Uint8Array[],
  };
  const subscription = (): PushSubscription =>
    ({
      endpoint: TEST_SUBSCRIPTION.endpoint,
      expirationTime: null,
      toJSON: () => structuredClone(TEST_SUBSCRIPTION),
      unsubscribe: () => {
        device.subscription = null;
        return Promise.resolve(true);
      },
    }) as unknown as PushSubscription;
  if (subscribedFor) {
    device.subscription = subscription();
    window.localStorage.setItem("push-device-user", subscribedFor);
  }
  if (!supported) return device;

  const registration = {
    active: {},
    pushManager: {
      getSubscription: () => Promise.resolve(device.subscription),
      subscribe: (options: { applicationServerKey: Uint8Array }) => {
        if (device.permission !== "granted") return Promise.reject(new DOMException("denied", "NotAllowedError"));
        device.subscribedWith.push(options.applicationServerKey);
        device.subscription = subscription();
        return Promise.resolve(device.subscription);
      },
    },
  };
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", {
    get permission() {
      return device.permission;
    },
    requestPermission: () => {
      device.questions += 1;
      device.permission = answer;
      return Promise.resolve(answer);
    },
  });
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration), ready: Promise.resolve(registration) },
  });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, "serviceWorker");
  });
  return device;
}
