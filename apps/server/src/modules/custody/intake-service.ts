import { randomUUID } from "node:crypto";
import type { Intake, IntakeSource, Language, SessionUser } from "@campus/shared";
import { translate } from "@campus/shared";
import type { Ctx } from "../../core/context";
import { AppError } from "../../http/app-error";
import { recordAudit } from "../audit/service";
import { createCounterReport } from "../reports/service";
import { findStoragePlace, insertCustodyEvent } from "./repository";

const placeNotFound = () =>
  new AppError(404, "STORAGE_PLACE_NOT_FOUND", "custody.errors.placeNotFound", {}, "storagePlaceId");

/**
 * Who brought the item, as the custody step keeps it: the kind in the office's language, then
 * the contact given ("Its finder: Ali, ali@example.com, 012-345 6789").
 */
export function handedInByText(
  language: Language,
  source: IntakeSource,
  contact: Pick<Intake, "contactName" | "contactEmail" | "contactPhone">,
): string {
  const who = translate(language, `intake.sources.${source}`);
  const parts = [contact.contactName, contact.contactEmail, contact.contactPhone].filter(Boolean).join(", ");
  return parts ? translate(language, "intake.handedInBy", { source: who, contact: parts }) : who;
}

/**
 * A found item handed in at the counter, recorded in one step: the found report (reported by
 * the administrator, see docs/decisions.md), already in the office's keeping at an active
 * storage place, with its "handedIn" custody step and audit entry, all in one transaction. It
 * gets its reference number and is matched like any found report. Sent again with the same
 * client id, it answers the item already recorded.
 */
export async function recordIntake(
  ctx: Ctx<"database" | "storage" | "outbox" | "config" | "clock">,
  admin: SessionUser,
  input: Intake,
  language: Language,
): Promise<{ id: string; reference: string }> {
  const place = await findStoragePlace(ctx.database.db, input.storagePlaceId);
  if (!place || !place.active) throw placeNotFound();
  const handedInBy = handedInByText(language, input.handedInBy, input);
  const { id, reference } = await createCounterReport(ctx, admin, input, async (trx, reportId) => {
    // Checked again inside the transaction: the place may have been retired meanwhile.
    const kept = await findStoragePlace(trx, input.storagePlaceId);
    if (!kept || !kept.active) throw placeNotFound();
    const at = ctx.clock().toISOString();
    await insertCustodyEvent(trx, {
      id: randomUUID(),
      report_id: reportId,
      kind: "handedIn",
      storage_place_id: input.storagePlaceId,
      actor_id: admin.id,
      actor_name: admin.name,
      handed_in_by: handedInBy,
      note: null,
      at,
    });
    await recordAudit(ctx, trx, admin, {
      action: "custody.handIn",
      targetType: "report",
      targetId: reportId,
      detail: {
        intake: true,
        storagePlaceId: input.storagePlaceId,
        source: input.handedInBy,
        handedInBy,
        report: { type: "found", itemType: input.itemType, brand: input.brand, color: input.color },
      },
      at,
    });
  });
  return { id, reference };
}
