import type { ReactNode } from "react";

/** The white card a list's filter form sits in, above its results. */
export function FilterPanel({ children }: { children: ReactNode }) {
  return <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">{children}</div>;
}
