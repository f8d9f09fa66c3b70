import { useTranslation } from "../../lib/use-translation";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFoundPage } from "./not-found";

/** Shown when a screen fails to render: a plain message, never the error's internals. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main id="main" className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold text-brand-800">{t("errors.internal")}</h1>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 rounded-xl bg-brand-800 px-5 py-2.5 font-semibold text-white"
      >
        {t("common.reload")}
      </button>
    </main>
  );
}
