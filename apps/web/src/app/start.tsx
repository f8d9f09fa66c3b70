import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { sessionQuery } from "../features/auth/api/get-session";
import { publicConfigQuery } from "../features/system/api/get-public-config";
import { createI18n } from "../lib/i18n";
import { App, createQueryClient } from "./app";
import { createRoutes } from "./routes";

/**
 * Builds the app (main.tsx calls it once zod is configured): the router starts at once on the
 * address's loaders and screen chunks, while the language may still be on its way. It resolves,
 * with the function that renders into #root, once the session and the installation's settings
 * are in (main.tsx asks for both early) and the router has its first screen (its loaders and
 * chunks, or the error they met): the first render is that screen, showing who is signed in, the
 * university's name and the office's contacts, so nothing changes or moves when they arrive, and
 * no "Loading…" is drawn for a moment first (on a slow phone, a whole render and paint before the
 * screen). Neither request waits for a retry: a screen asks again for what failed.
 */
export async function start(): Promise<(root: HTMLElement) => void> {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createRoutes(queryClient));
  await Promise.all([
    queryClient.prefetchQuery({ ...sessionQuery, retry: false }),
    queryClient.prefetchQuery({ ...publicConfigQuery, retry: false }),
    firstScreen(router),
  ]);
  // Rendered as a transition: React draws the first screen in slices of a few milliseconds, so
  // the page keeps answering while it builds (on a slow phone a single render task is some
  // 200 ms); only the commit to the page is one task.
  return (root) => {
    const reactRoot = createRoot(root);
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <App router={router} i18n={createI18n()} queryClient={queryClient} />
        </StrictMode>,
      ),
    );
  };
}

/** Settles once the router has loaded the address's screen, or met its error or redirect. */
function firstScreen(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
