import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { RouterProvider, type createBrowserRouter } from "react-router";
import { AppToaster } from "../components/ui/app-toaster";

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
  i18n: i18n;
  queryClient: QueryClient;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AppToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
