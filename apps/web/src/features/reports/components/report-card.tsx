import { useTranslation } from "../../../lib/use-translation";
import type { ReportSummary } from "@campus/shared";
import { formatDate, locationName, reportTitle } from "../../../lib/report-label";
import { ItemIcon } from "../../../components/ui/item-icon";
import { StatusBadge } from "./status-badge";

/** One report in a list: photo, what, where, when, status; the button opens its details. */
export function ReportCard({ report, onOpen }: { report: ReportSummary; onOpen: (report: ReportSummary) => void }) {
  const { t, i18n } = useTranslation();
  const title = reportTitle(t, report);
  return (
    <article className="flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200 sm:flex-col sm:p-0">
      {report.image ? (
        <img
          src={report.image.thumbUrl}
          alt=""
          loading="lazy"
          width={320}
          height={240}
          className="h-20 w-24 shrink-0 rounded-xl object-cover sm:aspect-[4/3] sm:h-auto sm:w-full sm:rounded-b-none sm:rounded-t-2xl"
        />
      ) : (
        <div className="flex h-20 w-24 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-400 sm:aspect-[4/3] sm:h-auto sm:w-full sm:rounded-b-none sm:rounded-t-2xl">
          <ItemIcon type={report.itemType} className="h-10 w-10 sm:h-16 sm:w-16" />
        </div>
      )}
      <div className="min-w-0 flex-1 space-y-1.5 sm:p-4 sm:pt-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-bold uppercase ${report.type === "lost" ? "bg-amber-100 text-amber-900" : "bg-sky-100 text-sky-900"}`}
          >
            {t(`reports.types.${report.type}`)}
          </span>
          <StatusBadge status={report.status} />
        </div>
        <h3 className="line-clamp-2 font-bold break-words text-slate-900">{title}</h3>
        <p className="truncate text-sm text-slate-700">{locationName(report.location, i18n.language)}</p>
        <p className="text-sm text-slate-600">
          <span>{`${t(report.type === "lost" ? "reports.fields.dateLost" : "reports.fields.dateFound")}: `}</span>
          {formatDate(report.eventDate, i18n.language)}
        </p>
        <button
          type="button"
          onClick={() => onOpen(report)}
          className="mt-1 min-h-11 text-sm font-semibold text-brand-700 underline"
          aria-label={t("reports.search.view", { item: title })}
        >
          {t("reports.search.viewShort")}
        </button>
      </div>
    </article>
  );
}
