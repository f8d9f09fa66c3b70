import type { TFunction } from "../../../lib/translator";
import { useId } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { matchReasonText, type MatchReasonView } from "@campus/shared";
import { translateKey } from "../../../lib/translate-key";

/** A reason in words, in the interface's language. */
export const reasonText = (t: TFunction, reason: MatchReasonView): string =>
  matchReasonText((key, values) => translateKey(t, key, values), reason);

/**
 * Why a found report may be the lost item, as a labelled list of short phrases; and, when
 * something the two say of the thing differs (another name, model or size), a note that says so
 * apart from the list, so the owner checks before claiming. `label` names the list for someone
 * else than the owner (the office's "Why it may be theirs").
 */
export function MatchReasons({ reasons, label }: { reasons: MatchReasonView[]; label?: string }) {
  const { t } = useTranslation();
  const labelId = useId();
  const listed = reasons.filter((reason) => reason.code !== "detailsDiffer");
  const differs = listed.length < reasons.length;
  if (!reasons.length) return null;
  return (
    <div className="mt-2">
      {listed.length > 0 && (
        <>
          <p id={labelId} className="text-sm font-semibold text-slate-700">
            {label ?? t("matches.reasonsLabel")}
          </p>
          <ul aria-labelledby={labelId} className="mt-1 flex flex-wrap gap-1.5">
            {listed.map((reason) => (
              <li
                key={`${reason.code}-${reason.days ?? ""}`}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800"
              >
                {reasonText(t, reason)}
              </li>
            ))}
          </ul>
        </>
      )}
      {differs && <p className="mt-2 text-sm text-amber-800">{t("matches.detailsDifferNote")}</p>}
    </div>
  );
}
