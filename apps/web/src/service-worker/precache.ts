/**
 * The release's files, fetched once when its worker installs and then served from the cache:
 * the shell, the hashed scripts and styles, the language catalogues, the icons and manifests.
 * Nothing else is ever stored: answers of the API (personal data), uploaded photos and other
 * origins go to the network as if there were no worker.
 */
declare const self: ServiceWorkerGlobalScope;

const CACHE_PREFIX = "campus-shell-";
export const CACHE_NAME = `${CACHE_PREFIX}${__SW_VERSION__}`;
export const SHELL = "/index.html";
const PRECACHED = new Set(__SW_PRECACHE__);

/**
 * A hashed file under /assets/ never changes, so the browser's HTTP cache may give it; every
 * other file (the shell, manifests, icons) is asked of the server again so the cache holds this
 * release's copy, not one the HTTP cache kept for an hour.
 */
function precacheRequest(path: string): Request {
  return new Request(path, { cache: path.startsWith("/assets/") ? "default" : "no-cache", credentials: "same-origin" });
}

/** The path a request is cached under when it is one of the release's files, else null. */
export function precachedPath(request: Request): string | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return null;
  return PRECACHED.has(url.pathname) ? url.pathname : null;
}

/** The release's copy of a precached path (undefined if it is somehow missing). */
export async function fromPrecache(path: string): Promise<Response | undefined> {
  const cache = await caches.open(CACHE_NAME);
  // Keyed by path: the server varies on Accept-Encoding, which a page's request does not carry.
  return cache.match(path, { ignoreVary: true, ignoreSearch: true });
}

export function registerPrecache(): void {
  // All or nothing: a release whose files did not all arrive does not install (the browser tries
  // again on a later visit), and the release before it keeps serving.
  self.addEventListener("install", (event) => {
    event.waitUntil(caches.open(CACHE_NAME).then((cache) => cache.addAll([...PRECACHED].map(precacheRequest))));
  });

  // Earlier releases' caches go once this one is in charge. The first worker takes the open
  // pages at once, so the next visit is served from the cache; a later one waits until the
  // user chooses to reload (update.ts).
  self.addEventListener("activate", (event) => {
    event.waitUntil(
      (async () => {
        const names = await caches.keys();
        await Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
            .map((name) => caches.delete(name)),
        );
        await self.clients.claim();
      })(),
    );
  });

  self.addEventListener("fetch", (event) => {
    const path = precachedPath(event.request);
    if (path === null) return;
    event.respondWith(fromPrecache(path).then((cached) => cached ?? fetch(event.request)));
  });
}
