import { useId, type ReactNode } from "react";

/**
 * A wide admin table in its own labelled, focusable region that scrolls sideways on narrow
 * screens. `label` is its (screen-reader) caption, `head` the header cells, the children its
 * rows; dimmed while `stale` (an older answer shown while the next one loads). Positioned, so
 * visually hidden text in a cell (absolutely placed) scrolls with it instead of widening the page.
 */
export function ScrollTable({
  label,
  minWidth,
  stale = false,
  head,
  children,
}: {
  label: string;
  minWidth: `min-w-[${number}rem]`;
  stale?: boolean;
  head: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
      className={`relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-accent-400 ${stale ? "opacity-60" : ""}`}
    >
      <table className={`w-full ${minWidth} text-sm`}>
        <caption id={`${id}-caption`} className="sr-only">
          {label}
        </caption>
        <thead className="bg-slate-50">
          <tr className="border-b border-slate-200">{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A plain (not sorting) column header of an admin table: `compact` beside SortHeader buttons,
 * `align="right"` over numbers; `className` adds to it (a sticky column, say).
 */
export function ColumnHeader({
  children,
  align = "left",
  compact = false,
  className,
}: {
  children: ReactNode;
  align?: "left" | "right";
  compact?: boolean;
  className?: string;
}) {
  const base = `px-3 ${compact ? "py-1" : "py-3"} ${align === "right" ? "text-right" : "text-left"} align-middle font-semibold text-slate-800`;
  return (
    <th scope="col" className={className ? `${className} ${base}` : base}>
      {children}
    </th>
  );
}
