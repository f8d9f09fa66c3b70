import { useTranslation } from "../../../lib/use-translation";
import { useSearchParams } from "react-router";
import { STATS_VIEWS, type StatsView } from "@campus/shared";
import { FormAlert } from "../../../components/ui/form-controls";
import { PageHeader } from "../../../components/ui/page-header";
import { useAdminOverview } from "../../../features/admin/api/get-admin-overview";
import { AdminFigures } from "../../../features/admin/components/admin-figures";
import { LocationSummary } from "../../../features/admin/components/location-summary";
import { CaseChart } from "../../../features/reports/components/summary-chart";
import { DateField } from "../../../components/ui/date-field";
import { loadFailureMessage } from "../../../lib/api-client";

const isView = (value: string | null): value is StatsView => STATS_VIEWS.includes(value as StatsView);

/**
 * `/dashboard/admin`: the case summary chart, the office's figures and the location summary
 * for a period. The view and the day the period contains live in the address (?view=&date=).
 */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const rawView = params.get("view");
  const view: StatsView = isView(rawView) ? rawView : "monthly";
  const date = /^\d{4}-\d\d-\d\d$/.test(params.get("date") ?? "") ? (params.get("date") ?? undefined) : undefined;
  const overview = useAdminOverview(view, date);

  const update = (next: { view?: StatsView; date?: string }) => {
    const search = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value) search.set(name, value);
      else search.delete(name);
    }
    setParams(search, { replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title={t("admin.dashboard.title")} intro={t("admin.dashboard.intro")} />
      <CaseChart
        view={view}
        onViewChange={(next) => update({ view: next })}
        state={{
          stats: overview.data?.stats,
          isFetching: overview.isFetching,
          error: overview.error,
          isPlaceholderData: overview.isPlaceholderData,
          refetch: overview.refetch,
        }}
        controls={
          <div className="lg:w-48">
            <DateField
              label={t("admin.dashboard.date")}
              name="date"
              value={date ?? ""}
              onChange={(value) => update({ date: value })}
            />
          </div>
        }
      />
      {overview.isError && !overview.data && (
        <FormAlert>{loadFailureMessage(overview.error, t("admin.dashboard.loadFailed"))}</FormAlert>
      )}
      {overview.data && (
        <>
          <section aria-labelledby="admin-figures-title" className="space-y-3">
            <h2 id="admin-figures-title" className="text-lg font-bold text-brand-800">
              {t("admin.figures.title")}
            </h2>
            <AdminFigures overview={overview.data} stale={overview.isPlaceholderData} />
          </section>
          <LocationSummary locations={overview.data.locations} />
        </>
      )}
    </div>
  );
}
