import { isScreenPath } from "@campus/shared";
import { fromPrecache, SHELL } from "./precache";

declare const self: ServiceWorkerGlobalScope;

/**
 * Opening any of the app's screens (shared paths.ts) is answered at once with the release's
 * shell from the cache, online or not: the app then asks the API for its data. A repeat visit
 * so waits for no network before it draws, and offline the app says so itself instead of the
 * browser's error page. Other pages (the API's reference, a file opened directly) go to the
 * network. The shell is refreshed when the next release's worker installs.
 */
export function registerNavigation(): void {
  self.addEventListener("fetch", (event) => {
    const { request } = event;
    if (request.mode !== "navigate" || request.method !== "GET") return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin || !isScreenPath(url.pathname)) return;
    event.respondWith(fromPrecache(SHELL).then((shell) => shell ?? fetch(request)));
  });
}
