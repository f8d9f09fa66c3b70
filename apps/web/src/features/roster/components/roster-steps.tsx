import { useTranslation } from "../../../lib/use-translation";

export const ROSTER_STEPS = ["choose", "preview", "done"] as const;
export type RosterStep = (typeof ROSTER_STEPS)[number];

/** Where the import is: the three steps, the current one marked for screen readers too. */
export function RosterSteps({ current }: { current: RosterStep }) {
  const { t } = useTranslation();
  const index = ROSTER_STEPS.indexOf(current);
  return (
    <ol aria-label={t("admin.roster.steps.label")} className="flex flex-wrap gap-2 text-sm">
      {ROSTER_STEPS.map((step, position) => (
        <li
          key={step}
          aria-current={step === current ? "step" : undefined}
          className={`flex items-center gap-2 rounded-full px-3 py-1.5 font-semibold ${step === current ? "bg-brand-800 text-white" : position < index ? "bg-brand-50 text-brand-800" : "bg-white text-slate-600 ring-1 ring-slate-200"}`}
        >
          <span
            aria-hidden="true"
            className={`inline-flex h-6 w-6 items-center justify-center rounded-full text-xs ${step === current ? "bg-white text-brand-800" : "bg-slate-100 text-slate-700"}`}
          >
            {position + 1}
          </span>
          {t(`admin.roster.steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}
