/**
 * The service worker (built to /sw.js by vite-plugins/service-worker.ts). Each module adds its
 * own listeners; the screens' navigations come before the files, which answer only their own paths.
 */
import { registerNavigation } from "./navigation";
import { registerPrecache } from "./precache";
import { registerUpdate } from "./update";

registerNavigation();
registerPrecache();
registerUpdate();
