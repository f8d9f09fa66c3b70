import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { Link, useSearchParams } from "react-router";
import { hasOfficePowers, REPORT_PAGE_SIZE, type ReportSearch, type ReportSummary, formatLocale } from "@campus/shared";
import { EmptyState } from "../../../components/ui/empty-state";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { FormAlert } from "../../../components/ui/form-controls";
import { Modal } from "../../../components/ui/modal";
import { PageHeader } from "../../../components/ui/page-header";
import { Pagination } from "../../../components/ui/pagination";
import { ResultsStatus } from "../../../components/ui/results-status";
import { useSession } from "../../../features/auth/api/get-session";
import { useLocations } from "../../../features/reports/api/get-locations";
import { useReport } from "../../../features/reports/api/get-report";
import { useSearchReports } from "../../../features/reports/api/search-reports";
import { ReportCard } from "../../../features/reports/components/report-card";
import { ReportDetailsView } from "../../../features/reports/components/report-details-view";
import {
  FILTER_NAMES,
  filtersFrom,
  ReportFilters,
  type FilterValues,
} from "../../../features/reports/components/report-filters";
import { reportHref } from "../../../features/reports/report-href";
import { usePublicConfig } from "../../../features/system/api/get-public-config";
import { reportTitle } from "../../../lib/report-label";
import { contactReporter } from "./contact-reporter";
import { LoadingText } from "../../../components/ui/loading-text";
import { loadFailureMessage } from "../../../lib/api-client";

function ReportModal({ summary, onClose }: { summary: ReportSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReport(summary.id);
  const config = usePublicConfig();
  const session = useSession();
  return (
    <Modal open title={reportTitle(t, summary)} onClose={onClose} size="lg">
      {report.error ? (
        <FormAlert>{report.error.message}</FormAlert>
      ) : report.data && config.data ? (
        <div className="space-y-4">
          <ReportDetailsView
            report={report.data}
            office={config.data.office}
            officeView={session.data ? hasOfficePowers(session.data) : false}
            onDeleted={onClose}
            actions={contactReporter(report.data, session.data)}
          />
          <Link to={reportHref(summary)} className="inline-block min-h-11 py-2 font-semibold text-brand-700 underline">
            {t("reports.details.openFull")}
          </Link>
        </div>
      ) : (
        <p role="status">
          <LoadingText />
        </p>
      )}
    </Modal>
  );
}

/** `/dashboard/report-details`: browse and search every report; the filters live in the address. */
export function ReportSearchPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<ReportSummary | null>(null);
  const filters = filtersFrom(params);
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query: Partial<ReportSearch> = {
    ...(Object.fromEntries(FILTER_NAMES.map((name) => [name, filters[name] || undefined])) as Partial<ReportSearch>),
    mine: filters.mine || undefined,
    page,
    pageSize: REPORT_PAGE_SIZE,
  };
  const results = useSearchReports(query);
  const locations = useLocations();
  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / REPORT_PAGE_SIZE)) : 1;
  // Past two hundred matches the total is "200+" and the pages go on while there are reports.
  const capped = results.data?.totalCapped ?? false;
  const count = results.data
    ? capped
      ? t("reports.search.moreThan", { count: results.data.total.toLocaleString(formatLocale(i18n.language)) })
      : results.data.total.toLocaleString(formatLocale(i18n.language))
    : "";

  const apply = (next: FilterValues, nextPage = 1) => {
    const search = new URLSearchParams();
    for (const name of FILTER_NAMES)
      if (next[name] && !(name === "sort" && next[name] === "newest")) search.set(name, next[name]);
    if (next.mine) search.set("mine", "true");
    if (nextPage > 1) search.set("page", String(nextPage));
    setParams(search);
  };

  return (
    <section className="mx-auto max-w-6xl space-y-5">
      <PageHeader title={t("reports.search.title")} intro={t("reports.search.intro")} />
      <FilterPanel>
        <ReportFilters
          key={filters.q}
          values={filters}
          locations={locations.data ?? []}
          onChange={(next) => apply(next)}
          onReset={() => setParams(new URLSearchParams())}
        />
      </FilterPanel>

      <ResultsStatus
        busy={results.isFetching}
        error={results.error ? loadFailureMessage(results.error, t("reports.errors.loadFailed")) : null}
        heading={results.data ? t("reports.search.results", { count }) : null}
      />

      {results.data && results.data.reports.length === 0 && <EmptyState>{t("reports.search.empty")}</EmptyState>}
      {results.data && results.data.reports.length > 0 && (
        <ul
          className={`grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${results.isPlaceholderData ? "opacity-60" : ""}`}
        >
          {results.data.reports.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} onOpen={setOpen} />
            </li>
          ))}
        </ul>
      )}

      {results.data && (pages > 1 || capped) && (
        <Pagination
          page={page}
          pages={capped ? undefined : pages}
          hasNext={capped ? results.data.reports.length >= REPORT_PAGE_SIZE : page < pages}
          onPage={(next) => apply(filters, next)}
        />
      )}

      {open && <ReportModal summary={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
