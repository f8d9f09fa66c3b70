import { formatLocale } from "@campus/shared";
import { useId, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { AdminOverview } from "@campus/shared";
import { locationName } from "../../../lib/report-label";
import { ColumnHeader } from "../../../components/ui/scroll-table";
import { SortHeader, type SortDirection } from "../../../components/ui/sort-header";

type LocationSort = "name" | "total";

/** Each location with its reports in the period, sortable by name or by total. */
export function LocationSummary({ locations }: { locations: AdminOverview["locations"] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [sort, setSort] = useState<{ by: LocationSort; direction: SortDirection }>({ by: "total", direction: "desc" });
  const locale = formatLocale(i18n.language);
  const name = (location: AdminOverview["locations"][number]) => locationName(location, i18n.language);
  const sorted = [...locations].sort((a, b) => {
    const order =
      sort.by === "name"
        ? name(a).localeCompare(name(b), locale)
        : a.total - b.total || name(a).localeCompare(name(b), locale);
    return sort.direction === "asc" ? order : -order;
  });
  const sortBy = (by: LocationSort) =>
    setSort((current) => ({
      by,
      direction: current.by === by ? (current.direction === "asc" ? "desc" : "asc") : by === "name" ? "asc" : "desc",
    }));
  const columns = ["lost", "found", "solved"] as const;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-800">
        {t("admin.locations.title")}
      </h2>
      {locations.length === 0 ? (
        <p className="mt-3 text-slate-600">{t("admin.locations.empty")}</p>
      ) : (
        <div
          role="region"
          aria-labelledby={`${id}-caption`}
          tabIndex={0}
          className="mt-3 overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent-400"
        >
          <table className="w-full min-w-[28rem] text-sm">
            <caption id={`${id}-caption`} className="sr-only">
              {t("admin.locations.caption")}
            </caption>
            <thead>
              <tr className="border-b border-slate-200">
                <SortHeader
                  label={t("admin.locations.name")}
                  active={sort.by === "name"}
                  direction={sort.direction}
                  onSort={() => sortBy("name")}
                />
                <SortHeader
                  label={t("admin.locations.total")}
                  align="right"
                  active={sort.by === "total"}
                  direction={sort.direction}
                  onSort={() => sortBy("total")}
                />
                {columns.map((column) => (
                  <ColumnHeader key={column} align="right" compact>
                    {t(`admin.locations.${column}`)}
                  </ColumnHeader>
                ))}
              </tr>
            </thead>
            <tbody>
              {sorted.map((location) => (
                <tr key={location.id} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="px-3 py-2 text-left font-semibold text-slate-800">
                    {name(location)}
                    {!location.active && (
                      <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                        {t("admin.locations.retired")}
                      </span>
                    )}
                  </th>
                  <td className="px-3 py-2 text-right font-semibold text-slate-900 tabular-nums">
                    {location.total.toLocaleString(locale)}
                  </td>
                  {columns.map((column) => (
                    <td key={column} className="px-3 py-2 text-right text-slate-700 tabular-nums">
                      {location[column].toLocaleString(locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
