import { useTranslation } from "../../../lib/use-translation";
import { formatLocale, getHref, type AgeingItem } from "@campus/shared";
import { Link } from "react-router";
import { RowActionButton } from "../../../components/ui/row-action-button";
import { ColumnHeader, ScrollTable } from "../../../components/ui/scroll-table";
import { formatDate, reportTitle } from "../../../lib/report-label";

/** An ageing item's name in words: "Nokia (Phone)", "Umbrella". */
export const ageingTitle = (t: Parameters<typeof reportTitle>[0], item: AgeingItem) =>
  reportTitle(t, { itemType: item.itemType, itemTypeOther: item.itemTypeOther, brand: item.brand, model: null });

/**
 * The element to focus once `itemId` has left the table (kept longer or let go): the item now in
 * its row, else the one above, else the list's heading (`headingId`). Null while its row is still shown.
 */
export function ageingFocusAfter(itemId: string, index: number, headingId: string): HTMLElement | null {
  const rows = [...document.querySelectorAll<HTMLElement>("[data-ageing-id]")];
  if (rows.some((row) => row.dataset.ageingId === itemId)) return null;
  const row = rows[index] ?? rows[index - 1];
  return row?.querySelector<HTMLElement>("a") ?? document.getElementById(headingId);
}

/**
 * Found items kept past their retention date, oldest first, each with Keep longer and Let go; in
 * the unclaimed views an item its finder keeps says so instead (and whether its finder was reminded).
 */
export function AgeingTable({
  items,
  onExtend,
  onDispose,
}: {
  items: AgeingItem[];
  onExtend: (item: AgeingItem) => void;
  onDispose: (item: AgeingItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const locale = formatLocale(language);
  const columns = ["reference", "found", "keepUntil", "over", "where", "actions"] as const;
  return (
    <ScrollTable
      label={t("retention.tableLabel")}
      minWidth="min-w-[52rem]"
      head={
        <>
          <ColumnHeader>{t("retention.columns.item")}</ColumnHeader>
          {columns.map((column) => (
            <ColumnHeader key={column} align={column === "over" ? "right" : "left"}>
              {t(`retention.columns.${column}`)}
            </ColumnHeader>
          ))}
        </>
      }
    >
      {items.map((item) => {
        const title = ageingTitle(t, item);
        const where = item.place
          ? t("custody.atOffice", { place: language === "my" ? item.place.nameMy : item.place.nameEn })
          : item.custody === "office"
            ? t("custody.atOfficeNoPlace")
            : t("custody.withFinder");
        return (
          <tr
            key={item.id}
            data-ageing-id={item.id}
            className="border-b border-slate-100 align-middle text-slate-700 last:border-0"
          >
            <th scope="row" className="px-3 py-2 text-left font-semibold break-words text-slate-900">
              <Link to={getHref("reportFoundDetails", { id: item.id })} className="text-brand-800 underline">
                {title}
              </Link>
            </th>
            <td className="px-3 py-2 font-mono whitespace-nowrap">{item.reference ?? "—"}</td>
            <td className="px-3 py-2 whitespace-nowrap">{formatDate(item.eventDate, language)}</td>
            <td className="px-3 py-2">
              <span className="whitespace-nowrap">{formatDate(item.retainUntil, language)}</span>
              {item.extensionDays > 0 && (
                <span className="block text-xs text-slate-600">
                  {t("retention.extension", { value: item.extensionDays.toLocaleString(locale) })}
                </span>
              )}
            </td>
            <td className="px-3 py-2 text-right tabular-nums">
              {item.daysOver > 0 ? item.daysOver.toLocaleString(locale) : t("retention.notDue")}
            </td>
            <td className="px-3 py-2 break-words">{where}</td>
            <td className="px-2 py-1">
              {item.custody === "finder" ? (
                // Retention is the office's: what its finder keeps is not the office's to keep longer or let go.
                <span className="block max-w-56 text-sm text-slate-600">
                  {t(item.finderRemindedAt ? "retention.finderReminded" : "retention.finderKeeps")}
                </span>
              ) : (
                <div className="flex flex-wrap gap-1">
                  <RowActionButton label={t("retention.extendOf", { item: title })} onClick={() => onExtend(item)}>
                    {t("retention.extend")}
                  </RowActionButton>
                  <RowActionButton
                    label={t("retention.disposeOf", { item: title })}
                    tone="danger"
                    onClick={() => onDispose(item)}
                  >
                    {t("retention.dispose")}
                  </RowActionButton>
                </div>
              )}
            </td>
          </tr>
        );
      })}
    </ScrollTable>
  );
}
