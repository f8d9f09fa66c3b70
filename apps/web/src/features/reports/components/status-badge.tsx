import { useTranslation } from "../../../lib/use-translation";
import type { Ref } from "react";
import type { ReportStatus } from "@campus/shared";

/** A report's status; `ref` lets an action that changes it put focus on it. */
export function StatusBadge({ status, ref }: { status: ReportStatus; ref?: Ref<HTMLSpanElement> }) {
  const { t } = useTranslation();
  return (
    <span
      ref={ref}
      data-status={status}
      className={`rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide ${status === "solved" ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"}`}
    >
      {t(`reports.statuses.${status}`)}
    </span>
  );
}
