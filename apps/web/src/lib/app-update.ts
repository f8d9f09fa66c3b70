import type { Language } from "@campus/shared";
import { SKIP_WAITING } from "../service-worker/messages";
import { loadedText, storedLanguage } from "./catalogue-loader";
import { toast } from "./toast";

/**
 * Offers a release whose worker has installed and waits behind the running one: a quiet toast,
 * "A new version of the app is ready", that stays until dismissed, with Reload. Reload asks the
 * waiting worker to take over, and the page reloads once it has (never before the user asks:
 * a form being filled in stays as it is). `reload` is location.reload outside tests.
 */
export function offerUpdates(
  registration: ServiceWorkerRegistration,
  container: ServiceWorkerContainer,
  reload: () => void,
  language: () => Language = storedLanguage,
): void {
  let reloading = false;
  let offered: ServiceWorker | null = null;
  const offer = (worker: ServiceWorker) => {
    // Only an update: with no worker in charge yet, the first one takes the page by itself.
    if (!container.controller || offered === worker) return;
    offered = worker;
    toast.info(loadedText(language(), "app.update.ready"), {
      durationMs: Number.POSITIVE_INFINITY,
      action: {
        label: loadedText(language(), "app.update.reload"),
        onAction: () => {
          reloading = true;
          worker.postMessage({ type: SKIP_WAITING });
        },
      },
    });
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  });
  container.addEventListener("controllerchange", () => {
    if (!reloading) return;
    reloading = false;
    reload();
  });
}

/** An installed app may stay open for days without a navigation: it asks for a new release when shown again, at most hourly. */
const RECHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (/sw.js, the whole app in its scope) once the page has loaded,
 * so it never competes with the first screen for the network, and offers its updates. Only in a
 * production build (the dev server has no worker) and where the browser has service workers.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  const register = async () => {
    const registration = await container.register("/sw.js", { scope: "/" });
    offerUpdates(registration, container, () => window.location.reload());
    let checked = Date.now();
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState !== "visible" || Date.now() - checked < RECHECK_MS) return;
      checked = Date.now();
      registration.update().catch(() => undefined);
    });
  };
  const start = () => void register().catch(() => undefined);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
