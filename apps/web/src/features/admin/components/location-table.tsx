import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { AdminLocation } from "@campus/shared";
import { locationName } from "../../../lib/report-label";

const actionClass = "min-h-11 rounded-lg px-2.5 py-1.5 text-sm font-semibold whitespace-nowrap";

/**
 * Every location with its names, area, report count and status; retired ones muted with a
 * badge. Scrolls sideways inside its own labelled region on narrow screens.
 */
export function LocationTable({ locations, onEdit, onToggle }: { locations: AdminLocation[]; onEdit: (location: AdminLocation) => void; onToggle: (location: AdminLocation) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locale = i18n.language === "my" ? "ms-MY" : "en-GB";
  const columns = ["nameMy", "area", "reports", "status", "actions"] as const;
  return (
    <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-accent-400">
      <table className="w-full min-w-[44rem] text-sm">
        <caption id={`${id}-caption`} className="sr-only">
          {t("admin.places.tableLabel")}
        </caption>
        <thead className="bg-slate-50">
          <tr className="border-b border-slate-200">
            <th scope="col" className="px-3 py-3 text-left font-semibold text-slate-800">
              {t("admin.places.columns.nameEn")}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className={`px-3 py-3 font-semibold text-slate-800 ${column === "reports" ? "text-right" : "text-left"}`}>
                {t(`admin.places.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {locations.map((location) => {
            const name = locationName(location, i18n.language);
            const muted = !location.active;
            return (
              <tr key={location.id} className={`border-b border-slate-100 align-middle last:border-0 ${muted ? "bg-slate-50 text-slate-500" : "text-slate-700"}`}>
                <th scope="row" lang="en" className={`px-3 py-2 text-left font-semibold break-words ${muted ? "text-slate-600" : "text-slate-900"}`}>
                  {location.nameEn}
                </th>
                <td lang="ms" className="px-3 py-2 break-words">
                  {location.nameMy}
                </td>
                <td className="px-3 py-2">{location.area ?? <span className="text-slate-500 italic">{t("admin.places.noArea")}</span>}</td>
                <td className="px-3 py-2 text-right tabular-nums">{location.reports.toLocaleString(locale)}</td>
                <td className="px-3 py-2">
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${location.active ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"}`}>{t(`admin.places.status.${location.active ? "active" : "retired"}`)}</span>
                </td>
                <td className="px-2 py-1">
                  <div className="flex w-max gap-1">
                    <button type="button" aria-label={t("admin.places.editOf", { name })} onClick={() => onEdit(location)} className={`${actionClass} bg-white text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50`}>
                      {t("admin.places.edit")}
                    </button>
                    {location.active ? (
                      <button type="button" aria-label={t("admin.places.retireOf", { name })} onClick={() => onToggle(location)} className={`${actionClass} bg-white text-red-700 ring-1 ring-red-300 hover:bg-red-50`}>
                        {t("admin.places.retire")}
                      </button>
                    ) : (
                      <button type="button" aria-label={t("admin.places.restoreOf", { name })} onClick={() => onToggle(location)} className={`${actionClass} bg-white text-emerald-800 ring-1 ring-emerald-300 hover:bg-emerald-50`}>
                        {t("admin.places.restore")}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
