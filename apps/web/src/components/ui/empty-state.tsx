import type { ReactNode } from "react";

/** The card shown in place of a list or table when nothing is in it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">{children}</p>;
}
