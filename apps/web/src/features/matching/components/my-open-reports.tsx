import { useTranslation } from "../../../lib/use-translation";
import { Link } from "react-router";
import { getHref, paths, type MyOpenReport } from "@campus/shared";
import { ItemIcon } from "../../../components/ui/item-icon";
import { formatDate, reportTitle } from "../../../lib/report-label";
import { useMyOpenReports } from "../api/get-my-open-reports";

/** What the matching says of one lost report, in a short line (nothing for a found report). */
function MatchStanding({ report }: { report: MyOpenReport }) {
  const { t } = useTranslation();
  if (report.type !== "lost") return null;
  if (report.claimed)
    return (
      <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-900">
        {t("reports.home.mine.claimed")}
      </span>
    );
  if (report.strongToCheck > 0) {
    return (
      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900">
        {t("reports.home.mine.strong", { count: report.strongToCheck })}
      </span>
    );
  }
  return (
    <span className="text-sm text-slate-700">
      {report.suggestions > 0
        ? t("reports.home.mine.suggestions", { count: report.suggestions })
        : t("reports.home.mine.noSuggestions")}
    </span>
  );
}

/**
 * The student's own open reports at the top of home, newest first: what each is, and for a lost
 * one how many found items may be it (strong matches to check stand out), with a link to each.
 */
export function MyOpenReports() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = useMyOpenReports();
  if (isPending || isError) return null;

  return (
    <section
      aria-labelledby="my-open-reports"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-open-reports" className="text-lg font-bold text-slate-900">
          {t("reports.home.mine.title")}
        </h2>
        {data.total > 0 && (
          <Link
            to={`${paths.reportDetails}?mine=true&status=pending`}
            className="text-sm font-semibold text-brand-700 underline"
          >
            {t("reports.home.mine.seeAll", { count: data.total })}
          </Link>
        )}
      </div>
      {data.reports.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("reports.home.mine.empty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {data.reports.map((report) => {
            const title = reportTitle(t, report);
            return (
              <li key={report.id} className="flex items-center gap-3 py-3">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-500">
                  <ItemIcon type={report.itemType} className="h-6 w-6" />
                </span>
                <div className="min-w-0 flex-1 space-y-1">
                  <Link
                    to={getHref(report.type === "lost" ? "reportLostDetails" : "reportFoundDetails", { id: report.id })}
                    className="block truncate font-semibold text-brand-800 underline"
                  >
                    {title}
                  </Link>
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
                    <span>{`${t(`reports.types.${report.type}`)} · ${formatDate(report.eventDate, i18n.language)}`}</span>
                    <MatchStanding report={report} />
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
