import { useEffect, useEffectEvent } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useNavigate } from "react-router";
import { getHref, type RealtimeEvent } from "@campus/shared";
import { realtime } from "../../../lib/realtime";
import { reportTitle } from "../../../lib/report-label";
import { toast } from "../../../lib/toast";

type NewReport = Extract<RealtimeEvent, { type: "report:new" }>["report"];

/** While `active` (an admin's dashboard), a toast for every new report, which can open it. */
export function useNewReportNotices(active: boolean): void {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const onReport = useEffectEvent((report: NewReport) => {
    const item = reportTitle(t, report);
    const message = report.byVisitor
      ? t("notifications.newReportVisitor", { item })
      : t("notifications.newReport", { type: t(`notifications.types.${report.type}`), item });
    const href = getHref(report.type === "lost" ? "reportLostDetails" : "reportFoundDetails", { id: report.id });
    toast.info(message, { action: { label: t("notifications.open"), onAction: () => void navigate(href) } });
  });

  useEffect(() => {
    if (!active) return;
    return realtime.subscribe("report:new", ({ report }) => onReport(report));
  }, [active]);
}
