import { Fragment } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { ADMIN_REPORT_SORTS, AdminReportRow } from "@campus/shared";
import { formatDate, locationName, reportTitle } from "../../../lib/report-label";
import { RowActionButton } from "../../../components/ui/row-action-button";
import { ColumnHeader, ScrollTable } from "../../../components/ui/scroll-table";
import { SortHeader, type SortDirection } from "../../../components/ui/sort-header";
import { personName } from "../../../lib/person-name";

export type AdminReportSort = (typeof ADMIN_REPORT_SORTS)[number];

/** What can be done to a row; the route decides how (modals, confirmations). */
export interface RowActions {
  onDetails: (row: AdminReportRow) => void;
  onEdit: (row: AdminReportRow) => void;
  onComplete: (row: AdminReportRow) => void;
  onDelete: (row: AdminReportRow) => void;
}

// Between 1024 px and the width where the whole table fits, the actions stay in view at the
// table's end while the other columns scroll; at 1366 px every column fits beside them.
const stickyEnd = "lg:sticky lg:right-0 lg:shadow-[-10px_0_10px_-8px_rgb(15_23_42/0.35)]";

/**
 * An email that may break only before its "@" and after a dot, never inside a word:
 * "weijie.tan" / "@student.demo.edu.my".
 */
function Email({ address }: { address: string }) {
  return (
    <span data-email className="block text-xs [overflow-wrap:normal] text-slate-600">
      {address.split(/(?=@)|(?<=\.)/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * Every report in a table: sortable columns (buttons in the headers with aria-sort) and the
 * actions of each row. Wide, so it scrolls sideways inside its own labelled region on phones.
 */
export function AdminReportTable({
  rows,
  sort,
  direction,
  onSort,
  actions,
  label,
  stale,
}: {
  rows: AdminReportRow[];
  sort: AdminReportSort;
  direction: SortDirection;
  onSort: (sort: AdminReportSort) => void;
  actions: RowActions;
  label: string;
  stale: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const header = (column: AdminReportSort, text: string) => (
    <SortHeader label={text} active={sort === column} direction={direction} onSort={() => onSort(column)} />
  );

  return (
    <ScrollTable
      label={label}
      minWidth="min-w-[60rem]"
      stale={stale}
      head={
        <>
          <ColumnHeader compact>{t("admin.reports.columns.item")}</ColumnHeader>
          <ColumnHeader compact>{t("admin.reports.columns.reporter")}</ColumnHeader>
          {header("type", t("admin.reports.columns.type"))}
          {header("itemType", t("admin.reports.columns.itemType"))}
          {header("location", t("admin.reports.columns.location"))}
          {header("event", t("admin.reports.columns.eventDate"))}
          {header("status", t("admin.reports.columns.status"))}
          {header("created", t("admin.reports.columns.createdAt"))}
          <ColumnHeader compact className={`${stickyEnd} bg-slate-50`}>
            {t("admin.reports.columns.actions")}
          </ColumnHeader>
        </>
      }
    >
      {rows.map((row) => {
        const title = reportTitle(t, row);
        return (
          <tr key={row.id} className="border-b border-slate-100 align-top last:border-0">
            <th scope="row" className="min-w-36 px-2 py-2 text-left font-semibold text-slate-900">
              {/* A brand typed as one long word breaks within this width rather than widening the table. */}
              <div className="max-w-48 wrap-anywhere">
                {title}
                {row.color && <span className="block text-xs font-normal text-slate-600">{row.color}</span>}
              </div>
            </th>
            <td className="px-2 py-2 break-words text-slate-700">
              {row.reporter.visitor
                ? row.reporter.name || t("reports.details.visitor")
                : personName(t, row.reporter.name)}
              {row.reporter.visitor && row.reporter.name && (
                <span className="block text-xs text-slate-600">{t("reports.details.visitor")}</span>
              )}
              {row.reporter.email && <Email address={row.reporter.email} />}
            </td>
            <td className="px-2 py-2">
              <span
                className={`rounded-full px-1.5 py-0.5 text-xs font-bold uppercase ${row.type === "lost" ? "bg-amber-100 text-amber-900" : "bg-sky-100 text-sky-900"}`}
              >
                {t(`reports.types.${row.type}`)}
              </span>
            </td>
            <td className="min-w-24 px-2 py-2 text-slate-700">
              <div className="max-w-40 wrap-anywhere">
                {row.itemType === "other" && row.itemTypeOther
                  ? row.itemTypeOther
                  : t(`reports.itemTypes.${row.itemType}`)}
              </div>
            </td>
            <td className="px-2 py-2 text-slate-700">{locationName(row.location, language)}</td>
            <td className="px-2 py-2 whitespace-nowrap text-slate-700">{formatDate(row.eventDate, language)}</td>
            <td className="px-2 py-2">
              <span
                data-report-status={`${row.id} ${row.status}`}
                className={`inline-block rounded-lg px-2 py-0.5 text-xs font-semibold ${row.status === "solved" ? "bg-emerald-100 text-emerald-900" : "bg-slate-100 text-slate-800"}`}
              >
                {t(`reports.statuses.${row.status}`)}
              </span>
            </td>
            <td className="px-2 py-2 whitespace-nowrap text-slate-700">{formatDate(row.createdAt, language)}</td>
            <td className={`${stickyEnd} bg-white px-1 py-1`}>
              {/* Two by two, each action in the same place on every row (an empty place where a report is solved). */}
              <div className="grid grid-cols-[repeat(2,max-content)] gap-1 *:w-full">
                <RowActionButton
                  label={t("admin.reports.detailsOf", { item: title })}
                  onClick={() => actions.onDetails(row)}
                >
                  {t("admin.reports.details")}
                </RowActionButton>
                <RowActionButton label={t("admin.reports.editOf", { item: title })} onClick={() => actions.onEdit(row)}>
                  {t("admin.reports.edit")}
                </RowActionButton>
                {row.status === "pending" && (
                  <RowActionButton
                    label={t("admin.reports.completeOf", { item: title })}
                    tone="confirm"
                    onClick={() => actions.onComplete(row)}
                  >
                    {t("admin.reports.complete")}
                  </RowActionButton>
                )}
                {row.status !== "pending" && (
                  // As wide as the button it stands for, so the columns of buttons line up.
                  <span aria-hidden="true" className="invisible px-2.5 text-sm font-semibold whitespace-nowrap">
                    {t("admin.reports.complete")}
                  </span>
                )}
                <RowActionButton
                  label={t("admin.reports.deleteOf", { item: title })}
                  tone="danger"
                  onClick={() => actions.onDelete(row)}
                >
                  {t("admin.reports.delete")}
                </RowActionButton>
              </div>
            </td>
          </tr>
        );
      })}
    </ScrollTable>
  );
}
