export type SortDirection = "asc" | "desc";

/**
 * A column header that sorts its table: a button inside the <th>, which carries aria-sort
 * while the table is sorted by it. Choosing the sorted column again reverses the order.
 */
export function SortHeader({
  label,
  active,
  direction,
  onSort,
  align = "left",
}: {
  label: string;
  active: boolean;
  direction: SortDirection;
  onSort: () => void;
  align?: "left" | "right";
}) {
  return (
    <th
      scope="col"
      aria-sort={active ? (direction === "asc" ? "ascending" : "descending") : undefined}
      className={`px-1.5 py-1 align-middle font-semibold text-slate-800 ${align === "right" ? "text-right" : "text-left"}`}
    >
      <button
        type="button"
        onClick={onSort}
        className={`inline-flex min-h-11 items-center gap-1 rounded-lg px-1 text-left hover:text-brand-700 ${align === "right" ? "flex-row-reverse text-right" : ""}`}
      >
        {label}
        <span aria-hidden="true" className={`text-xs ${active ? "text-brand-700" : "text-slate-400"}`}>
          {active ? (direction === "asc" ? "▲" : "▼") : "↕"}
        </span>
      </button>
    </th>
  );
}
