import { formatLocale, getHref } from "@campus/shared";
import { Link } from "react-router";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { AdminOverview } from "@campus/shared";

function Figure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h3 className="text-sm font-semibold text-slate-600">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/**
 * The office's figures for the period: return rate, median days to solved, found items still
 * unclaimed after 30, 60 and 90 days (each a link to the ageing list of those items), the
 * items handed back and disposed of, and the busiest item types.
 */
export function AdminFigures({ overview, stale }: { overview: AdminOverview; stale: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = formatLocale(i18n.language);
  const none = t("admin.figures.none");
  const percent =
    overview.returnRate === null
      ? none
      : new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(overview.returnRate);
  const median =
    overview.medianDaysToSolve === null
      ? none
      : t("admin.figures.days", {
          count: overview.medianDaysToSolve,
          value: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(overview.medianDaysToSolve),
        });
  const ages = [
    ["over30", 30, overview.unclaimed.over30],
    ["over60", 60, overview.unclaimed.over60],
    ["over90", 90, overview.unclaimed.over90],
  ] as const;

  return (
    <div
      className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-4 ${stale ? "opacity-60 transition-opacity" : "transition-opacity"}`}
    >
      <Figure title={t("admin.figures.returnRate")}>
        <p className="text-3xl font-extrabold text-brand-800 tabular-nums">{percent}</p>
        <p className="mt-1 text-sm text-slate-600">{t("admin.figures.returnRateHint")}</p>
      </Figure>
      <Figure title={t("admin.figures.medianDays")}>
        <p className="text-3xl font-extrabold text-brand-800 tabular-nums">{median}</p>
        <p className="mt-1 text-sm text-slate-600">{t("admin.figures.medianDaysHint")}</p>
      </Figure>
      <Figure title={t("admin.figures.unclaimed")}>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {ages.map(([key, days, count]) => (
            <div key={key} className="rounded-xl bg-slate-50 px-1 py-2">
              <dt className="text-xs font-semibold text-slate-600">{t(`admin.figures.${key}`)}</dt>
              <dd className="text-2xl font-extrabold text-brand-800 tabular-nums">
                <Link
                  to={`${getHref("adminAgeing")}?unclaimed=${days}`}
                  aria-label={t("admin.figures.unclaimedLink", { days, value: count.toLocaleString(locale) })}
                  className="inline-block min-h-11 min-w-11 rounded-lg underline decoration-2 underline-offset-4 hover:bg-white"
                >
                  {count.toLocaleString(locale)}
                </Link>
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-slate-600">{t("admin.figures.unclaimedHint")}</p>
      </Figure>
      <Figure title={t("admin.figures.custodySteps")}>
        <dl className="grid grid-cols-2 gap-2 text-center">
          {(["handovers", "discarded", "donated", "toPolice"] as const).map((key) => (
            <div key={key} className="rounded-xl bg-slate-50 px-1 py-2">
              <dt className="text-xs font-semibold text-slate-600">{t(`admin.figures.${key}`)}</dt>
              <dd className="text-2xl font-extrabold text-brand-800 tabular-nums">
                {overview.custodySteps[key].toLocaleString(locale)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-slate-600">{t("admin.figures.custodyStepsHint")}</p>
      </Figure>
      <Figure title={t("admin.figures.busiest")}>
        {overview.busiestItemTypes.length === 0 ? (
          <p className="text-slate-600">{none}</p>
        ) : (
          <ol className="space-y-1">
            {overview.busiestItemTypes.map((item) => (
              <li key={item.itemType} className="flex items-baseline justify-between gap-3">
                <span className="font-semibold text-slate-800">{t(`reports.itemTypes.${item.itemType}`)}</span>
                <span className="text-slate-700 tabular-nums">
                  {t("admin.figures.reports", { count: item.count, value: item.count.toLocaleString(locale) })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Figure>
    </div>
  );
}
