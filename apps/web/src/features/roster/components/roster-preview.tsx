import { formatLocale } from "@campus/shared";
import { useId, type Ref } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { RosterPreview, RosterRefusal } from "@campus/shared";
import { FormAlert } from "../../../components/ui/form-controls";

const cell = "px-3 py-2 text-left";
const headCell = "px-3 py-2 text-left font-semibold text-slate-800";

/** A count with its label, as in the figures of the admin dashboard. */
export function RosterCounts({
  counts,
}: {
  counts: Array<{ key: string; label: string; value: number; tone?: "warning" }>;
}) {
  const { i18n } = useTranslation();
  const locale = formatLocale(i18n.language);
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      {counts.map(({ key, label, value, tone }) => (
        <div
          key={key}
          className={`rounded-xl px-3 py-2 ${tone === "warning" && value > 0 ? "bg-amber-50 ring-1 ring-amber-200" : "bg-slate-50"}`}
        >
          <dt className="text-sm font-semibold text-slate-600">{label}</dt>
          <dd
            className={`text-2xl font-extrabold tabular-nums ${tone === "warning" && value > 0 ? "text-amber-900" : "text-brand-800"}`}
          >
            {value.toLocaleString(locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The refused rows (line and reason, already in the user's language) in a table of their own. */
export function RosterRefusedTable({ refused }: { refused: RosterRefusal[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
      className="max-h-80 overflow-auto rounded-xl bg-white ring-1 ring-amber-200 focus-visible:outline-2 focus-visible:outline-accent-400"
    >
      <table className="w-full text-sm">
        <caption id={`${id}-caption`} className="sr-only">
          {t("admin.roster.preview.refusedCaption")}
        </caption>
        <thead className="sticky top-0 bg-amber-50">
          <tr>
            <th scope="col" className={`${headCell} w-20`}>
              {t("admin.roster.columns.line")}
            </th>
            <th scope="col" className={headCell}>
              {t("admin.roster.columns.reason")}
            </th>
          </tr>
        </thead>
        <tbody>
          {refused.map((row) => (
            <tr key={`${row.line}-${row.message}`} className="border-t border-amber-100">
              <th scope="row" className={`${cell} font-semibold tabular-nums`}>
                {row.line}
              </th>
              <td className={`${cell} break-words text-slate-800`}>{row.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Step 2: what the import would do, before anything is saved: the counts, the first rows to
 * import with their outcome, the refused rows with their reasons, and the buttons to import
 * or to choose another file. Its heading takes focus when it appears.
 */
export function RosterPreviewPanel({
  preview,
  fileName,
  pending,
  error,
  onImport,
  onChooseAnother,
  headingRef,
}: {
  preview: RosterPreview;
  fileName: string;
  pending: boolean;
  error: string | null;
  onImport: () => void;
  onChooseAnother: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locale = formatLocale(i18n.language);
  const importable = preview.counts.add + preview.counts.update;
  const notGiven = <span className="text-slate-500 italic">{t("admin.roster.notGiven")}</span>;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div>
        <h2
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-brand-800 focus:outline-none"
        >
          {t("admin.roster.preview.title")}
        </h2>
        <p className="mt-1 break-all text-slate-600">{t("admin.roster.preview.file", { name: fileName })}</p>
      </div>
      <RosterCounts
        counts={[
          { key: "add", label: t("admin.roster.preview.toAdd"), value: preview.counts.add },
          { key: "update", label: t("admin.roster.preview.toUpdate"), value: preview.counts.update },
          { key: "refused", label: t("admin.roster.preview.refused"), value: preview.counts.refused, tone: "warning" },
        ]}
      />

      {importable === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-3 text-slate-700">{t("admin.roster.preview.nothing")}</p>
      ) : (
        <div className="space-y-2">
          {preview.rows.length < importable && (
            <p className="text-sm text-slate-600">
              {t("admin.roster.preview.shownOf", {
                shown: preview.rows.length.toLocaleString(locale),
                total: importable.toLocaleString(locale),
              })}
            </p>
          )}
          <div
            role="region"
            aria-labelledby={`${id}-rows`}
            tabIndex={0}
            className="max-h-[28rem] overflow-auto rounded-xl ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-accent-400"
          >
            <table className="w-full min-w-[36rem] text-sm">
              <caption id={`${id}-rows`} className="sr-only">
                {t("admin.roster.preview.rowsCaption")}
              </caption>
              <thead className="sticky top-0 bg-slate-50">
                <tr>
                  <th scope="col" className={headCell}>
                    {t("admin.roster.columns.line")}
                  </th>
                  <th scope="col" className={headCell}>
                    {t("admin.roster.columns.matrixNo")}
                  </th>
                  <th scope="col" className={headCell}>
                    {t("admin.roster.columns.email")}
                  </th>
                  <th scope="col" className={headCell}>
                    {t("admin.roster.columns.name")}
                  </th>
                  <th scope="col" className={headCell}>
                    {t("admin.roster.columns.outcome")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.line} className="border-t border-slate-100 text-slate-700">
                    <td className={`${cell} tabular-nums`}>{row.line}</td>
                    <th scope="row" className={`${cell} font-semibold text-slate-900`}>
                      {row.matrixNo}
                    </th>
                    <td className={`${cell} break-all`}>{row.email ?? notGiven}</td>
                    <td className={cell}>{row.name ?? notGiven}</td>
                    <td className={cell}>
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${row.outcome === "add" ? "bg-emerald-100 text-emerald-900" : "bg-sky-100 text-sky-900"}`}
                      >
                        {t(`admin.roster.outcomes.${row.outcome}`)}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}

      {preview.refused.length > 0 && (
        <section
          aria-labelledby={`${id}-refused`}
          className="space-y-2 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
        >
          <h3 id={`${id}-refused`} className="font-bold text-amber-900">
            {t("admin.roster.preview.refusedTitle")}
          </h3>
          <p className="text-sm text-amber-900">{t("admin.roster.preview.refusedBody")}</p>
          <RosterRefusedTable refused={preview.refused} />
        </section>
      )}

      {error && <FormAlert>{error}</FormAlert>}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          disabled={importable === 0 || pending}
          aria-busy={pending}
          onClick={onImport}
          className="min-h-11 rounded-xl bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {pending ? t("common.working") : t("admin.roster.import", { count: importable })}
        </button>
        <button
          type="button"
          disabled={pending}
          onClick={onChooseAnother}
          className="min-h-11 rounded-xl px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60"
        >
          {t("admin.roster.chooseAnother")}
        </button>
      </div>
    </section>
  );
}
