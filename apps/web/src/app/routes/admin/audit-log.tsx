import { formatLocale } from "@campus/shared";
import { useTranslation } from "../../../lib/use-translation";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { PageHeader } from "../../../components/ui/page-header";
import { Pagination } from "../../../components/ui/pagination";
import { ResultsStatus } from "../../../components/ui/results-status";
import { useAuditLog, type AuditQueryInput } from "../../../features/audit/api/get-audit-log";
import {
  AUDIT_FILTER_NAMES,
  AuditFilters,
  auditFiltersFrom,
  type AuditFilterValues,
} from "../../../features/audit/components/audit-filters";
import { AuditTable } from "../../../features/audit/components/audit-table";
import { useStoragePlaces } from "../../../features/custody/api/storage-places";
import { useLocations } from "../../../features/reports/api/get-locations";
import { usePublicConfig } from "../../../features/system/api/get-public-config";
import { loadFailureMessage } from "../../../lib/api-client";

const PAGE_SIZE = 50;

/**
 * `/dashboard/admin/audit`: what the administration office changed, newest first, filtered from
 * the address (?action=&actor=&from=&to=&page=). Location and storage place ids read as names.
 */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const config = usePublicConfig();
  const locations = useLocations();
  const places = useStoragePlaces();
  const filters = auditFiltersFrom(params);
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query: Partial<AuditQueryInput> = {
    ...(Object.fromEntries(
      AUDIT_FILTER_NAMES.filter((name) => filters[name]).map((name) => [name, filters[name]]),
    ) as Partial<AuditQueryInput>),
    page,
    pageSize: PAGE_SIZE,
  };
  const results = useAuditLog(query);
  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / PAGE_SIZE)) : 1;
  const locale = formatLocale(i18n.language);
  const filtered = AUDIT_FILTER_NAMES.some((name) => filters[name]);

  const apply = (next: { filters?: AuditFilterValues; page?: number }) => {
    const values = next.filters ?? filters;
    const search = new URLSearchParams();
    for (const name of AUDIT_FILTER_NAMES) if (values[name]) search.set(name, values[name]);
    if (next.page && next.page > 1) search.set("page", String(next.page));
    setParams(search);
  };

  return (
    <section className="mx-auto max-w-7xl space-y-5">
      <PageHeader title={t("admin.audit.title")} intro={t("admin.audit.intro")} />
      <FilterPanel>
        <AuditFilters
          key={filters.actor}
          values={filters}
          onChange={(next) => apply({ filters: next })}
          onReset={() => setParams(new URLSearchParams())}
        />
      </FilterPanel>

      <ResultsStatus
        busy={results.isFetching}
        error={results.error ? loadFailureMessage(results.error, t("admin.audit.loadFailed")) : null}
        heading={results.data ? t("admin.audit.results", { count: results.data.total.toLocaleString(locale) }) : null}
      />

      {results.data && results.data.entries.length === 0 && (
        <EmptyState>{t(filtered ? "admin.audit.noMatch" : "admin.audit.empty")}</EmptyState>
      )}
      {results.data && results.data.entries.length > 0 && (
        <AuditTable
          entries={results.data.entries}
          locations={locations.data ?? []}
          places={places.data ?? []}
          label={t("admin.audit.tableLabel")}
          stale={results.isPlaceholderData}
          timeZone={config.data?.timeZone}
        />
      )}

      {results.data && pages > 1 && (
        <Pagination page={page} pages={pages} hasNext={page < pages} onPage={(next) => apply({ page: next })} />
      )}
    </section>
  );
}
