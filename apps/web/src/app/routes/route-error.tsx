import { useEffect } from "react";
import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { ApiError } from "../../lib/api-client";
import { isOffline, onConnectionChange } from "../../lib/online-status";
import { useTranslation } from "../../lib/use-translation";
import { NotFoundPage } from "./not-found";

/**
 * Shown when a screen fails to render: a plain message, never the error's internals. A screen
 * that could not load because the browser is offline (opened from the app's cache with no
 * connection) says so instead, and loads by itself once the connection is back.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const offline = isOffline() || (error instanceof ApiError && error.code === "NETWORK_ERROR");
  useEffect(() => {
    if (!offline) return;
    return onConnectionChange(() => {
      if (!isOffline()) void revalidator.revalidate();
    });
  }, [offline, revalidator]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // Drawn in place of the screen's layout, so on a background of its own (the page's is the brand's dark blue).
  return (
    <div className="min-h-dvh bg-slate-100">
      <main id="main" className="mx-auto max-w-xl p-8">
        <h1 className="text-2xl font-bold text-brand-800">{offline ? t("app.offline.title") : t("errors.internal")}</h1>
        {offline && <p className="mt-2 text-slate-700">{t("app.offline.screen")}</p>}
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-4 rounded-xl bg-brand-800 px-5 py-2.5 font-semibold text-white"
        >
          {t("common.reload")}
        </button>
      </main>
    </div>
  );
}
