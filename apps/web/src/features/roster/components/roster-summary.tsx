import { formatLocale } from "@campus/shared";
import { useTranslation } from "../../../lib/use-translation";
import { FormAlert } from "../../../components/ui/form-controls";
import { useRosterSummary } from "../api/get-roster";
import { LoadingText } from "../../../components/ui/loading-text";
import { loadFailureMessage } from "../../../lib/api-client";

/** How many students the roster holds and how many of them have signed up. */
export function RosterSummaryPanel() {
  const { t, i18n } = useTranslation();
  const summary = useRosterSummary();
  const locale = formatLocale(i18n.language);
  const figures = summary.data
    ? ([
        ["entries", summary.data.entries],
        ["registered", summary.data.registered],
      ] as const)
    : [];
  return (
    <section
      aria-labelledby="roster-summary-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="roster-summary-title" className="text-lg font-bold text-brand-800">
        {t("admin.roster.summary.title")}
      </h2>
      <div aria-live="polite" className="mt-3">
        {summary.error ? (
          <FormAlert>{loadFailureMessage(summary.error, t("admin.roster.summary.loadFailed"))}</FormAlert>
        ) : !summary.data ? (
          <p role="status">
            <LoadingText />
          </p>
        ) : (
          <dl className="grid grid-cols-2 gap-3">
            {figures.map(([key, value]) => (
              <div key={key} className="rounded-xl bg-slate-50 px-3 py-2">
                <dt className="text-sm font-semibold text-slate-600">{t(`admin.roster.summary.${key}`)}</dt>
                <dd className="text-2xl font-extrabold text-brand-800 tabular-nums">{value.toLocaleString(locale)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
