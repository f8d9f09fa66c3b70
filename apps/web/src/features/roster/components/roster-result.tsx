import { useId, type Ref } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { RosterImportResult } from "@campus/shared";
import { RosterCounts } from "./roster-preview";

/**
 * Step 3: what the import did (added, updated, and each refused row with its reason), as a
 * status screen readers announce; its heading takes focus when it appears.
 */
export function RosterResultPanel({
  result,
  onAnother,
  headingRef,
}: {
  result: RosterImportResult;
  onAnother: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section
      role="status"
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-emerald-200 sm:p-6"
    >
      <div>
        <h2
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-emerald-900 focus:outline-none"
        >
          {t("admin.roster.result.title")}
        </h2>
        <p className="mt-1 text-slate-700">{result.message}</p>
      </div>
      <RosterCounts
        counts={[
          { key: "added", label: t("admin.roster.result.added"), value: result.added },
          { key: "updated", label: t("admin.roster.result.updated"), value: result.updated },
          { key: "refused", label: t("admin.roster.result.refused"), value: result.refused.length, tone: "warning" },
        ]}
      />
      {result.refused.length > 0 && (
        <section
          aria-labelledby={`${id}-refused`}
          className="space-y-2 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
        >
          <h3 id={`${id}-refused`} className="font-bold text-amber-900">
            {t("admin.roster.result.refusedTitle")}
          </h3>
          <ul
            aria-labelledby={`${id}-refused`}
            tabIndex={0}
            className="max-h-80 list-disc space-y-1 overflow-auto pl-5 text-sm text-amber-950"
          >
            {result.refused.map((row) => (
              <li key={`${row.line}-${row.message}`}>
                {t("admin.roster.result.line", { line: row.line, message: row.message })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <button
        type="button"
        onClick={onAnother}
        className="min-h-11 rounded-xl px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50"
      >
        {t("admin.roster.result.another")}
      </button>
    </section>
  );
}
