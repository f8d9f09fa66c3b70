import type { EditReport, ReportDetails, SessionUser } from "@campus/shared";
import { notificationJobs } from "../../core/jobs";
import { AppError } from "../../http/app-error";
import { recordAudit } from "../audit/service";
import { requireActiveLocation } from "../locations/service";
import { updateReportFields } from "./repository";
import { auditedFacts, reportFacts, type ReportFacts } from "./report-facts";
import { getReport, itemColumns } from "./service";
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

/** The report's editable columns as they are, under their column names (what an edit compares). */
function editableColumns(report: ReportFacts): Record<(typeof editable)[number], unknown> {
  return {
    item_type: report.item.itemType,
    item_type_other: report.item.itemTypeOther,
    brand: report.item.brand,
    color: report.item.color,
    serial_number: report.item.serialNumber,
    model: report.item.model,
    description: report.item.description,
    location_id: report.place.id,
    event_date: report.day,
    custody: report.custody,
  };
}

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
  const before = await reportFacts(ctx, id);
  if (!before) throw new AppError(404, "REPORT_NOT_FOUND", "reports.errors.notFound");
  const values = {
    ...itemColumns(input),
    custody: before.type === "found" ? (input.custody ?? before.custody) : null,
  };
  const previous: Record<string, unknown> = editableColumns(before);
  const changes = Object.fromEntries(
    editable
      .filter((field) => (previous[field] ?? null) !== (values[field] ?? null))
      .map((field) => [field, [previous[field] ?? null, values[field] ?? null]]),
  );
  const at = ctx.clock().toISOString();
  await database.db.transaction().execute(async (trx) => {
    if (values.location_id !== before.place.id) await requireActiveLocation(trx, values.location_id);
    await updateReportFields(trx, id, values);
    await recordAudit(ctx, trx, admin, {
      action: "report.edit",
      targetType: "report",
      targetId: id,
      detail: {
        report: auditedFacts({
          type: before.type,
          item: {
            ...before.item,
            itemType: values.item_type,
            itemTypeOther: values.item_type_other,
            brand: values.brand,
            color: values.color,
          },
        }),
        changes,
      },
      at,
    });
    await outbox.enqueue(trx, [notificationJobs.matchReportAgain(id, at)]);
  });
  outbox.wake();
  return getReport(ctx, admin, id);
}
