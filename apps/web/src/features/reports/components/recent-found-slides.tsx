import { useCallback, useSyncExternalStore } from "react";
import useEmblaCarousel from "embla-carousel-react";
import { useTranslation } from "../../../lib/use-translation";
import { Link } from "react-router";
import { getHref, type ReportSummary } from "@campus/shared";
import { formatDate, reportTitle } from "../../../lib/report-label";

// The carousel itself, with its library (embla), in a chunk of its own: home shows its first
// screenful without waiting for it (recent-found-carousel.tsx loads it once there are slides).

type EmblaApi = ReturnType<typeof useEmblaCarousel>[1];

const OPTIONS = { align: "start", containScroll: "trimSnaps", slidesToScroll: "auto" } as const;

/** Whether the carousel can move back and forward, following embla's events. */
function useScrollButtons(embla: EmblaApi) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!embla) return () => {};
      embla.on("select", onChange).on("reInit", onChange).on("resize", onChange);
      return () => {
        embla.off("select", onChange).off("reInit", onChange).off("resize", onChange);
      };
    },
    [embla],
  );
  const canPrevious = useSyncExternalStore(
    subscribe,
    () => embla?.canScrollPrev() ?? false,
    () => false,
  );
  const canNext = useSyncExternalStore(
    subscribe,
    () => embla?.canScrollNext() ?? false,
    () => false,
  );
  return { canPrevious, canNext };
}

const arrow =
  "inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-800 ring-1 ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent";

export function Slides({ id, reports }: { id: string; reports: ReportSummary[] }) {
  const { t } = useTranslation();
  const [viewportRef, embla] = useEmblaCarousel(OPTIONS);
  const { canPrevious, canNext } = useScrollButtons(embla);

  return (
    <>
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-bold text-brand-800">
          {t("reports.home.recentTitle")}
        </h2>
        <div className="flex shrink-0 gap-2">
          <ArrowButton
            label={t("reports.home.previous")}
            controls={`${id}-slides`}
            disabled={!canPrevious}
            onClick={() => embla?.scrollPrev()}
            path="M15 18l-6-6 6-6"
          />
          <ArrowButton
            label={t("reports.home.next")}
            controls={`${id}-slides`}
            disabled={!canNext}
            onClick={() => embla?.scrollNext()}
            path="M9 18l6-6-6-6"
          />
        </div>
      </div>
      <div ref={viewportRef} className="mt-4 overflow-hidden">
        <ul id={`${id}-slides`} className="-ml-4 flex touch-pan-y py-1">
          {reports.map((report, index) => (
            <li
              key={report.id}
              className="min-w-0 shrink-0 grow-0 basis-[85%] pl-4 sm:basis-1/2 lg:basis-1/3 2xl:basis-1/4"
            >
              <FoundCard report={report} first={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The carousel's previous or next button: an arrow (the `path` of its chevron) with a spoken name. */
function ArrowButton(props: { label: string; controls: string; disabled: boolean; onClick: () => void; path: string }) {
  return (
    <button
      type="button"
      className={arrow}
      aria-label={props.label}
      aria-controls={props.controls}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={props.path} />
      </svg>
    </button>
  );
}

/**
 * One found item: photo, what, where, when. The title's link covers the whole card. The first
 * card's photo is on screen when the home page opens (often its largest picture): it loads at
 * once and first, the others when they come near.
 */
function FoundCard({ report, first }: { report: ReportSummary; first: boolean }) {
  const { t, i18n } = useTranslation();
  const title = reportTitle(t, report);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 hover:ring-brand-600 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:-outline-offset-3 has-[a:focus-visible]:outline-accent-400">
      {report.image && (
        <img
          src={report.image.thumbUrl}
          alt={t("reports.home.photoAlt", { item: title })}
          width={320}
          height={240}
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : "auto"}
          className="aspect-[4/3] w-full bg-slate-100 object-cover"
        />
      )}
      <div className="flex-1 space-y-1 p-3">
        <h3 className="truncate font-bold text-slate-900">
          <Link
            to={getHref("reportFoundDetails", { id: report.id })}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {title}
          </Link>
        </h3>
        <p className="truncate text-sm text-slate-700">
          {i18n.language === "my" ? report.location.nameMy : report.location.nameEn}
        </p>
        <p className="text-sm text-slate-600">
          {t("reports.home.foundOn", { date: formatDate(report.eventDate, i18n.language) })}
        </p>
      </div>
    </article>
  );
}
