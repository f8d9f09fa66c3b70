import { formatLocale } from "@campus/shared";
import { useTranslation } from "../../../lib/use-translation";
import type { AdminLocation } from "@campus/shared";
import { locationName } from "../../../lib/report-label";
import { RowActionButton } from "../../../components/ui/row-action-button";
import { ColumnHeader, ScrollTable } from "../../../components/ui/scroll-table";

/**
 * Every location with its names, area, report count and status; retired ones muted with a
 * badge. Scrolls sideways inside its own labelled region on narrow screens.
 */
export function LocationTable({
  locations,
  onEdit,
  onToggle,
}: {
  locations: AdminLocation[];
  onEdit: (location: AdminLocation) => void;
  onToggle: (location: AdminLocation) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = formatLocale(i18n.language);
  const columns = ["nameMy", "area", "reports", "status", "actions"] as const;
  return (
    <ScrollTable
      label={t("admin.places.tableLabel")}
      minWidth="min-w-[44rem]"
      head={
        <>
          <ColumnHeader>{t("admin.places.columns.nameEn")}</ColumnHeader>
          {columns.map((column) => (
            <ColumnHeader key={column} align={column === "reports" ? "right" : "left"}>
              {t(`admin.places.columns.${column}`)}
            </ColumnHeader>
          ))}
        </>
      }
    >
      {locations.map((location) => {
        const name = locationName(location, i18n.language);
        const muted = !location.active;
        return (
          <tr
            key={location.id}
            className={`border-b border-slate-100 align-middle last:border-0 ${muted ? "bg-slate-50 text-slate-500" : "text-slate-700"}`}
          >
            <th
              scope="row"
              lang="en"
              className={`px-3 py-2 text-left font-semibold break-words ${muted ? "text-slate-600" : "text-slate-900"}`}
            >
              {location.nameEn}
            </th>
            <td lang="ms" className="px-3 py-2 break-words">
              {location.nameMy}
            </td>
            <td className="px-3 py-2">
              {location.area ?? <span className="text-slate-500 italic">{t("admin.places.noArea")}</span>}
            </td>
            <td className="px-3 py-2 text-right tabular-nums">{location.reports.toLocaleString(locale)}</td>
            <td className="px-3 py-2">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${location.active ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"}`}
              >
                {t(`admin.places.status.${location.active ? "active" : "retired"}`)}
              </span>
            </td>
            <td className="px-2 py-1">
              <div className="flex w-max gap-1">
                <RowActionButton label={t("admin.places.editOf", { name })} onClick={() => onEdit(location)}>
                  {t("admin.places.edit")}
                </RowActionButton>
                {location.active ? (
                  <RowActionButton
                    label={t("admin.places.retireOf", { name })}
                    tone="danger"
                    onClick={() => onToggle(location)}
                  >
                    {t("admin.places.retire")}
                  </RowActionButton>
                ) : (
                  <RowActionButton
                    label={t("admin.places.restoreOf", { name })}
                    tone="confirm"
                    onClick={() => onToggle(location)}
                  >
                    {t("admin.places.restore")}
                  </RowActionButton>
                )}
              </div>
            </td>
          </tr>
        );
      })}
    </ScrollTable>
  );
}
