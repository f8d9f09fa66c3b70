import type { TFunction } from "i18next";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { MatchReasonView } from "@campus/shared";

/** A reason in words; "found N days after/before" reads as the same day for 0 and singular for 1. */
export function reasonText(t: TFunction, reason: MatchReasonView): string {
  if (reason.code !== "foundDaysAfter" && reason.code !== "foundDaysBefore") return t(`matches.reasons.${reason.code}`);
  const days = reason.days ?? 0;
  if (days <= 0) return t("matches.reasons.foundSameDay");
  if (reason.code === "foundDaysBefore") return days === 1 ? t("matches.reasons.foundOneDayBefore") : t("matches.reasons.foundDaysBefore", { days });
  return days === 1 ? t("matches.reasons.foundOneDayAfter") : t("matches.reasons.foundDaysAfter", { days });
}

/** Why a found report may be the lost item, as a labelled list of short phrases. */
export function MatchReasons({ reasons }: { reasons: MatchReasonView[] }) {
  const { t } = useTranslation();
  const labelId = useId();
  if (!reasons.length) return null;
  return (
    <div className="mt-2">
      <p id={labelId} className="text-sm font-semibold text-slate-700">
        {t("matches.reasonsLabel")}
      </p>
      <ul aria-labelledby={labelId} className="mt-1 flex flex-wrap gap-1.5">
        {reasons.map((reason) => (
          <li key={`${reason.code}-${reason.days ?? ""}`} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
            {reasonText(t, reason)}
          </li>
        ))}
      </ul>
    </div>
  );
}
