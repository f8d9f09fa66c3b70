import { formatLocale, type StoragePlace } from "@campus/shared";
import { useTranslation } from "../../../lib/use-translation";
import { RowActionButton } from "../../../components/ui/row-action-button";
import { ColumnHeader, ScrollTable } from "../../../components/ui/scroll-table";

/** Every storage place with its names, kind, the items kept there and its status; retired ones muted. */
export function StoragePlaceTable({
  places,
  onToggle,
}: {
  places: StoragePlace[];
  onToggle: (place: StoragePlace) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = formatLocale(i18n.language);
  const columns = ["nameMy", "kind", "items", "status", "actions"] as const;
  return (
    <ScrollTable
      label={t("custody.places.tableLabel")}
      minWidth="min-w-[40rem]"
      head={
        <>
          <ColumnHeader>{t("custody.places.columns.nameEn")}</ColumnHeader>
          {columns.map((column) => (
            <ColumnHeader key={column} align={column === "items" ? "right" : "left"}>
              {t(`custody.places.columns.${column}`)}
            </ColumnHeader>
          ))}
        </>
      }
    >
      {places.map((place) => {
        const name = i18n.language === "my" ? place.nameMy : place.nameEn;
        return (
          <tr
            key={place.id}
            className={`border-b border-slate-100 align-middle last:border-0 ${place.active ? "text-slate-700" : "bg-slate-50 text-slate-500"}`}
          >
            <th scope="row" lang="en" className="px-3 py-2 text-left font-semibold break-words text-slate-900">
              {place.nameEn}
            </th>
            <td lang="ms" className="px-3 py-2 break-words">
              {place.nameMy}
            </td>
            <td className="px-3 py-2">{t(`custody.places.kinds.${place.kind}`)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{place.items.toLocaleString(locale)}</td>
            <td className="px-3 py-2">
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${place.active ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"}`}
              >
                {t(`custody.places.status.${place.active ? "active" : "retired"}`)}
              </span>
            </td>
            <td className="px-2 py-1">
              <RowActionButton
                label={t(place.active ? "custody.places.retireOf" : "custody.places.restoreOf", { name })}
                tone={place.active ? "danger" : "confirm"}
                onClick={() => onToggle(place)}
              >
                {t(place.active ? "custody.places.retire" : "custody.places.restore")}
              </RowActionButton>
            </td>
          </tr>
        );
      })}
    </ScrollTable>
  );
}
