import { useTranslation } from "../../../lib/use-translation";
import type { ReportStatus } from "@campus/shared";

export function StatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide ${status === "solved" ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"}`}
    >
      {t(`reports.statuses.${status}`)}
    </span>
  );
}
