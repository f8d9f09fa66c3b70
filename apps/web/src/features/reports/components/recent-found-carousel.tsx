import { lazy, Suspense, useId, useRef } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useRecentFound } from "../api/get-recent-found";
import { LoadingText } from "../../../components/ui/loading-text";
import { loadFailureMessage } from "../../../lib/api-client";
import { useNearView } from "../../../lib/use-near-view";

const Slides = lazy(async () => ({ default: (await import("./recent-found-slides")).Slides }));

/**
 * The newest found items with photos, side by side; each card opens the item's details.
 * Keyboard: Tab goes through the cards (embla brings the focused one into view) and the
 * previous/next buttons move a page of cards. The items, their photos and the carousel's code are
 * fetched when the section comes near the screen: on a phone it is well below the first screenful.
 */
export function RecentFoundCarousel() {
  const { t } = useTranslation();
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const recent = useRecentFound(useNearView(section));
  const hasSlides = Boolean(recent.data?.length);
  const heading = (
    <h2 id={`${id}-title`} className="text-lg font-bold text-brand-800">
      {t("reports.home.recentTitle")}
    </h2>
  );
  const loading = (
    <p role="status" className="text-slate-600">
      <LoadingText />
    </p>
  );

  return (
    <section
      ref={section}
      aria-labelledby={`${id}-title`}
      aria-roledescription={hasSlides ? t("reports.home.carousel") : undefined}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      {hasSlides && recent.data ? (
        // The slides come with the carousel's library, in their own chunk: until then, as while loading.
        <Suspense
          fallback={
            <>
              {heading}
              <div className="mt-4">{loading}</div>
            </>
          }
        >
          <Slides id={id} reports={recent.data} />
        </Suspense>
      ) : (
        <>
          {heading}
          <div className="mt-4">
            {recent.data ? (
              <p className="text-slate-600">{t("reports.home.recentEmpty")}</p>
            ) : recent.error ? (
              <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
                <p>{loadFailureMessage(recent.error, t("reports.home.recentFailed"))}</p>
                <button
                  type="button"
                  onClick={() => void recent.refetch()}
                  className="mt-2 min-h-11 font-semibold underline"
                >
                  {t("reports.home.retry")}
                </button>
              </div>
            ) : (
              loading
            )}
          </div>
        </>
      )}
    </section>
  );
}
