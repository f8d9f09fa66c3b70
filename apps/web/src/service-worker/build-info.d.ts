/**
 * What the build writes into the worker (vite-plugins/service-worker.ts): the release's version,
 * which names its cache and changes whenever any file of the build does, and the paths to
 * precache, the shell (`/index.html`) among them.
 */
declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: readonly string[];
