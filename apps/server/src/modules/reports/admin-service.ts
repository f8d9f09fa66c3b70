import type { EditReport, ReportDetails, SessionUser } from "@campus/shared";
import { notificationJobs } from "../../core/jobs";
import { AppError } from "../../http/app-error";
import { auditedReport, recordAudit } from "../audit/service";
import { requireActiveLocation } from "../locations/service";
import { updateReportFields } from "./repository";
import { getReport, itemColumns, reportForNotification } from "./service";
import type { Ctx } from "../../core/context";

const editable = [
  "item_type",
  "item_type_other",
  "brand",
  "color",
  "serial_number",
  "model",
  "description",
  "location_id",
  "event_date",
  "custody",
] as const;

/**
 * An admin corrects a report: the same rules as a new report (a retired location only if it is
 * the report's own already). Recorded in the audit log with what changed; the report is matched
 * again.
 */
export async function editReport(
  ctx: Ctx<"database" | "outbox" | "clock">,
  admin: SessionUser,
  id: string,
  input: EditReport,
): Promise<ReportDetails> {
  const { database, outbox } = ctx;
  const before = await reportForNotification(ctx, id);
  if (!before) throw new AppError(404, "REPORT_NOT_FOUND", "reports.errors.notFound");
  const values = {
    ...itemColumns(input),
    custody: before.type === "found" ? (input.custody ?? before.custody) : null,
  };
  const previous: Record<string, unknown> = { ...before, event_date: String(before.event_date).slice(0, 10) };
  const changes = Object.fromEntries(
    editable
      .filter((field) => (previous[field] ?? null) !== (values[field] ?? null))
      .map((field) => [field, [previous[field] ?? null, values[field] ?? null]]),
  );
  const at = ctx.clock().toISOString();
  await database.db.transaction().execute(async (trx) => {
    if (values.location_id !== before.location_id) await requireActiveLocation(trx, values.location_id);
    await updateReportFields(trx, id, values);
    await recordAudit(ctx, trx, admin, {
      action: "report.edit",
      targetType: "report",
      targetId: id,
      detail: { report: auditedReport({ ...before, ...values }), changes },
      at,
    });
    await outbox.enqueue(trx, [notificationJobs.matchReportAgain(id, at)]);
  });
  outbox.wake();
  return getReport(ctx, admin, id);
}
