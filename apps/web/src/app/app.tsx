import { onlineManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { isOffline } from "../lib/online-status";
import type { Translator } from "../lib/translator";
import { I18nProvider } from "../lib/use-translation";
import { RouterProvider, type createBrowserRouter } from "react-router";
import { AppToaster } from "../components/ui/app-toaster";
import { OfflineBanner } from "../components/ui/offline-banner";

/**
 * The app's query cache. TanStack Query takes the device to be online until the browser says it
 * went offline; an app opened offline (from the service worker's cache) starts from what the
 * browser knows now, so its screens wait for the connection, say so, and load when it is back,
 * rather than failing as if the service had.
 */
export function createQueryClient(): QueryClient {
  onlineManager.setOnline(!isOffline());
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

/** The providers every screen needs, around the router. */
export function App({
  router,
  i18n,
  queryClient,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  i18n: Translator;
  queryClient: QueryClient;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AppToaster />
        <OfflineBanner />
      </QueryClientProvider>
    </I18nProvider>
  );
}
