import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useSearchParams } from "react-router";
import {
  ADMIN_REPORT_SORTS,
  todayIn,
  type AdminReportQueryInput,
  type AdminReportRow,
  formatLocale,
} from "@campus/shared";
import { EmptyState } from "../../../components/ui/empty-state";
import { FilterPanel } from "../../../components/ui/filter-panel";
import { FormAlert } from "../../../components/ui/form-controls";
import { ConfirmDialog, Modal } from "../../../components/ui/modal";
import { PageHeader } from "../../../components/ui/page-header";
import { Pagination } from "../../../components/ui/pagination";
import { ResultsStatus } from "../../../components/ui/results-status";
import { adminReportsCsvHref } from "../../../features/admin/api/export-admin-reports";
import { useAdminReports } from "../../../features/admin/api/get-admin-reports";
import {
  ADMIN_FILTER_NAMES,
  AdminReportFilters,
  adminFiltersFrom,
  type AdminFilterValues,
} from "../../../features/admin/components/admin-report-filters";
import { AdminReportTable, type AdminReportSort } from "../../../features/admin/components/admin-report-table";
import { useLocations } from "../../../features/reports/api/get-locations";
import { useReport } from "../../../features/reports/api/get-report";
import { useCompleteReport, useDeleteReport } from "../../../features/reports/api/manage-report";
import { EditReportForm } from "../../../features/reports/components/edit-report-form";
import { ReportDetailsView } from "../../../features/reports/components/report-details-view";
import { usePublicConfig } from "../../../features/system/api/get-public-config";
import { reportTitle } from "../../../lib/report-label";
import { toast } from "../../../lib/toast";
import { failureMessage, loadFailureMessage } from "../../../lib/api-client";
import { CustodyPanel } from "../../../features/custody/components/custody-panel";
import { useStoragePlaces } from "../../../features/custody/api/storage-places";
import { LikelyOwnersPanel } from "../../../features/matching/components/likely-owners";
import { focusWhenShown } from "../../../lib/focus-after";
import { LoadingText } from "../../../components/ui/loading-text";

const PAGE_SIZE = 20;
type Direction = "asc" | "desc";
type Open = { kind: "details" | "edit" | "complete" | "delete"; row: AdminReportRow };

const isSort = (value: string | null): value is AdminReportSort =>
  ADMIN_REPORT_SORTS.includes(value as AdminReportSort);

/** The full report in a modal, through the same view the report pages use. */
function DetailsModal({ row, onClose }: { row: AdminReportRow; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReport(row.id);
  const config = usePublicConfig();
  return (
    <Modal open title={reportTitle(t, row)} onClose={onClose} size="lg">
      {report.error ? (
        <FormAlert>{report.error.message}</FormAlert>
      ) : report.data && config.data ? (
        <div className="space-y-6">
          <ReportDetailsView report={report.data} office={config.data.office} officeView onDeleted={onClose} />
          {report.data.type === "found" && (
            <CustodyPanel reportId={report.data.id} solved={report.data.status === "solved"} />
          )}
          {report.data.type === "found" && report.data.status === "pending" && report.data.custody === "office" && (
            <LikelyOwnersPanel foundReportId={report.data.id} />
          )}
        </div>
      ) : (
        <p role="status">
          <LoadingText />
        </p>
      )}
    </Modal>
  );
}

/** The edit form in a modal, once the full report (description, custody) has arrived. */
function EditModal({ row, onClose }: { row: AdminReportRow; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReport(row.id);
  const config = usePublicConfig();
  const locations = useLocations();
  return (
    <Modal open title={t("admin.edit.title", { item: reportTitle(t, row) })} onClose={onClose} size="lg">
      {report.error ? (
        <FormAlert>{report.error.message}</FormAlert>
      ) : report.data && config.data && locations.data ? (
        <EditReportForm
          report={report.data}
          locations={locations.data}
          today={todayIn(config.data.timeZone)}
          onCancel={onClose}
          onSaved={(message) => {
            toast.success(message);
            onClose();
          }}
        />
      ) : (
        <p role="status">
          <LoadingText />
        </p>
      )}
    </Modal>
  );
}

/**
 * `/dashboard/report-info`: every report in a table for the administration office, with its
 * filters, sort and page in the address; details, edit, mark complete and delete per row; and
 * a CSV export of everything the filters select.
 */
export function ReportInfoPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<Open | null>(null);
  const complete = useCompleteReport();
  const remove = useDeleteReport();
  const locations = useLocations();
  const storagePlaces = useStoragePlaces();
  const filters = adminFiltersFrom(params);
  const rawSort = params.get("sort");
  const sort: AdminReportSort = isSort(rawSort) ? rawSort : "created";
  const direction: Direction = params.get("dir") === "asc" ? "asc" : "desc";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query: Partial<AdminReportQueryInput> = {
    ...(Object.fromEntries(
      ADMIN_FILTER_NAMES.filter((name) => filters[name]).map((name) => [name, filters[name]]),
    ) as Partial<AdminReportQueryInput>),
    ...(sort === "created" ? {} : { sort }),
    ...(direction === "desc" ? {} : { dir: direction }),
    page,
    pageSize: PAGE_SIZE,
  };
  const results = useAdminReports(query);
  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / PAGE_SIZE)) : 1;
  const locale = formatLocale(i18n.language);

  const apply = (next: {
    filters?: AdminFilterValues;
    sort?: AdminReportSort;
    direction?: Direction;
    page?: number;
  }) => {
    const values = next.filters ?? filters;
    const nextSort = next.sort ?? sort;
    const nextDirection = next.direction ?? direction;
    const search = new URLSearchParams();
    for (const name of ADMIN_FILTER_NAMES) if (values[name]) search.set(name, values[name]);
    if (nextSort !== "created") search.set("sort", nextSort);
    if (nextDirection !== "desc") search.set("dir", nextDirection);
    if (next.page && next.page > 1) search.set("page", String(next.page));
    setParams(search);
  };
  const sortBy = (column: AdminReportSort) =>
    apply({
      sort: column,
      direction:
        column === sort
          ? direction === "asc"
            ? "desc"
            : "asc"
          : column === "created" || column === "event"
            ? "desc"
            : "asc",
    });
  const close = () => setOpen(null);

  return (
    <section className="mx-auto max-w-7xl space-y-5">
      <PageHeader
        title={t("admin.reports.title")}
        intro={t("admin.reports.intro")}
        action={
          <a
            href={adminReportsCsvHref(query)}
            download
            className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-xl px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-white"
          >
            {t("admin.reports.exportCsv")}
          </a>
        }
      />
      <FilterPanel>
        <AdminReportFilters
          key={`${filters.q}|${filters.reporter}`}
          values={filters}
          locations={locations.data ?? []}
          storagePlaces={storagePlaces.data ?? []}
          onChange={(next) => apply({ filters: next })}
          onReset={() => setParams(new URLSearchParams())}
        />
      </FilterPanel>

      <ResultsStatus
        busy={results.isFetching}
        error={results.error ? loadFailureMessage(results.error, t("reports.errors.loadFailed")) : null}
        heading={
          results.data ? t("reports.search.results", { count: results.data.total.toLocaleString(locale) }) : null
        }
      />

      {results.data && results.data.reports.length === 0 && <EmptyState>{t("reports.search.empty")}</EmptyState>}
      {results.data && results.data.reports.length > 0 && (
        <AdminReportTable
          rows={results.data.reports}
          sort={sort}
          direction={direction}
          onSort={sortBy}
          label={t("admin.reports.tableLabel")}
          stale={results.isPlaceholderData}
          actions={{
            onDetails: (row) => setOpen({ kind: "details", row }),
            onEdit: (row) => setOpen({ kind: "edit", row }),
            onComplete: (row) => setOpen({ kind: "complete", row }),
            onDelete: (row) => setOpen({ kind: "delete", row }),
          }}
        />
      )}

      {results.data && pages > 1 && (
        <Pagination page={page} pages={pages} hasNext={page < pages} onPage={(next) => apply({ page: next })} />
      )}

      {open?.kind === "details" && <DetailsModal row={open.row} onClose={close} />}
      {open?.kind === "edit" && <EditModal row={open.row} onClose={close} />}
      <ConfirmDialog
        open={open?.kind === "complete"}
        title={t("reports.details.confirmCompleteTitle")}
        body={t("reports.details.confirmCompleteBody")}
        confirmLabel={t("reports.details.markComplete")}
        pending={complete.isPending}
        onCancel={close}
        onConfirm={() =>
          open &&
          complete.mutate(open.row.id, {
            onSuccess: ({ message }) => {
              toast.success(message ?? t("reports.completed"));
              // The row's button goes: focus goes to its new status.
              const solved = `${open.row.id} solved`;
              focusWhenShown(() =>
                [...document.querySelectorAll<HTMLElement>("[data-report-status]")].find(
                  (status) => status.dataset.reportStatus === solved,
                ),
              );
            },
            onError: (error) => toast.error(failureMessage(error, t("reports.completeFailed"))),
            onSettled: close,
          })
        }
      />
      <ConfirmDialog
        open={open?.kind === "delete"}
        title={t("reports.details.confirmDeleteTitle")}
        body={t("reports.details.confirmDeleteBody")}
        confirmLabel={t("reports.details.delete")}
        tone="danger"
        pending={remove.isPending}
        onCancel={close}
        onConfirm={() =>
          open &&
          remove.mutate(open.row.id, {
            onSuccess: ({ message }) => toast.success(message || t("reports.deleted")),
            onError: (error) => toast.error(failureMessage(error, t("reports.deleteFailed"))),
            onSettled: close,
          })
        }
      />
    </section>
  );
}
