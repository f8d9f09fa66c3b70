import { useTranslation } from "../../lib/use-translation";

const buttonClass =
  "min-h-11 rounded-xl px-4 py-2 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-white disabled:opacity-50";

/**
 * Previous and Next under a paged list, with "Page N of M" between them, or "Page N" alone when
 * the number of pages is not known (`pages` left out). `onPage` gets the page to show.
 */
export function Pagination({
  page,
  pages,
  hasNext,
  onPage,
}: {
  page: number;
  pages?: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("reports.search.pagination")} className="flex items-center justify-between gap-3">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className={buttonClass}>
        {t("reports.search.previous")}
      </button>
      <p className="text-sm text-slate-700">
        {pages === undefined ? t("reports.search.pageOnly", { page }) : t("reports.search.page", { page, pages })}
      </p>
      <button type="button" disabled={!hasNext} onClick={() => onPage(page + 1)} className={buttonClass}>
        {t("reports.search.next")}
      </button>
    </nav>
  );
}
