import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { Translator } from "../lib/translator";
import { I18nProvider } from "../lib/use-translation";
import { RouterProvider, type createBrowserRouter } from "react-router";
import { AppToaster } from "../components/ui/app-toaster";
import { OfflineBanner } from "../components/ui/offline-banner";

export function createQueryClient(): QueryClient {
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
