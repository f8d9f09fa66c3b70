import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FormAlert } from "../../../components/ui/form-controls";
import { PageTitle } from "../../../components/ui/page-title";
import { useAuditLog, type AuditQueryInput } from "../../../features/admin/api/get-audit-log";
import { AUDIT_FILTER_NAMES, AuditFilters, auditFiltersFrom, type AuditFilterValues } from "../../../features/admin/components/audit-filters";
import { AuditTable } from "../../../features/admin/components/audit-table";
import { useLocations } from "../../../features/reports/api/get-locations";
import { usePublicConfig } from "../../../features/system/api/get-public-config";

const PAGE_SIZE = 50;

/**
 * `/dashboard/admin/audit`: what the administration office changed, newest first, filtered from
 * the address (?action=&actor=&from=&to=&page=). Location ids in report edits read as names.
 */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const config = usePublicConfig();
  const locations = useLocations();
  const filters = auditFiltersFrom(params);
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query: Partial<AuditQueryInput> = {
    ...(Object.fromEntries(AUDIT_FILTER_NAMES.filter((name) => filters[name]).map((name) => [name, filters[name]])) as Partial<AuditQueryInput>),
    page,
    pageSize: PAGE_SIZE,
  };
  const results = useAuditLog(query);
  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / PAGE_SIZE)) : 1;
  const locale = i18n.language === "my" ? "ms-MY" : "en-GB";
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
      <PageTitle title={t("admin.audit.title")} />
      <div>
        <h1 className="text-2xl font-extrabold text-brand-800">{t("admin.audit.title")}</h1>
        <p className="mt-1 text-slate-600">{t("admin.audit.intro")}</p>
      </div>
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <AuditFilters key={filters.actor} values={filters} onChange={(next) => apply({ filters: next })} onReset={() => setParams(new URLSearchParams())} />
      </div>

      <div aria-live="polite" aria-busy={results.isFetching}>
        {results.error ? (
          <FormAlert>{t("admin.audit.loadFailed")}</FormAlert>
        ) : !results.data ? (
          <p role="status">{t("common.loading")}</p>
        ) : (
          <h2 className="font-semibold text-slate-700">{t("admin.audit.results", { count: results.data.total.toLocaleString(locale) })}</h2>
        )}
      </div>

      {results.data && results.data.entries.length === 0 && <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">{t(filtered ? "admin.audit.noMatch" : "admin.audit.empty")}</p>}
      {results.data && results.data.entries.length > 0 && <AuditTable entries={results.data.entries} locations={locations.data ?? []} label={t("admin.audit.tableLabel")} stale={results.isPlaceholderData} timeZone={config.data?.timeZone} />}

      {results.data && pages > 1 && (
        <nav aria-label={t("reports.search.pagination")} className="flex items-center justify-between gap-3">
          <button type="button" disabled={page <= 1} onClick={() => apply({ page: page - 1 })} className="min-h-11 rounded-xl px-4 py-2 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-white disabled:opacity-50">
            {t("reports.search.previous")}
          </button>
          <p className="text-sm text-slate-700">{t("reports.search.page", { page, pages })}</p>
          <button type="button" disabled={page >= pages} onClick={() => apply({ page: page + 1 })} className="min-h-11 rounded-xl px-4 py-2 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-white disabled:opacity-50">
            {t("reports.search.next")}
          </button>
        </nav>
      )}
    </section>
  );
}
