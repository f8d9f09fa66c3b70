import type { ReactNode } from "react";
import { PageTitle } from "./page-title";

/**
 * The top of a dashboard page: the document title, the h1 and the line introducing the page;
 * `action` (a link or a button) sits beside them from small screens up.
 */
export function PageHeader({ title, intro, action }: { title: string; intro: string; action?: ReactNode }) {
  const heading = (
    <div>
      <h1 className="text-2xl font-extrabold text-brand-800">{title}</h1>
      <p className="mt-1 text-slate-600">{intro}</p>
    </div>
  );
  return (
    <>
      <PageTitle title={title} />
      {action ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
    </>
  );
}
