import { reportTitle, type ReportDetails, type ReportSummary, type SessionUser } from "@campus/shared";
import { toIso } from "../../db/dialect";
import { presentLocation } from "../locations/service";
import { maySeeHiddenDetails, maySeeSerialNumber, reportPolicy } from "./policy";
import type { ReportDetailsRow, ReportSummaryRow } from "./repository";

/** The photo's address and its thumbnail's (see uploads/service.ts for where they live). */
export function presentImage(url: string | null): ReportSummary["image"] {
  return url ? { url, thumbUrl: url.replace("/api/files/", "/api/files/thumbs/") } : null;
}

export function presentSummary(row: ReportSummaryRow, viewerId: string | null): ReportSummary {
  return {
    id: row.id,
    type: row.type,
    itemType: row.item_type,
    itemTypeOther: row.item_type_other,
    brand: row.brand,
    color: row.color,
    model: row.model,
    description: row.description,
    location: presentLocation({
      id: row.location_id,
      name_en: row.location_name_en,
      name_my: row.location_name_my,
      active: row.location_active,
    }),
    eventDate: row.event_date,
    status: row.status,
    image: presentImage(row.image),
    createdAt: toIso(row.created_at),
    mine: viewerId !== null && row.reporter_id === viewerId,
    byVisitor: row.reporter_id === null,
  };
}

/** The report as `viewer` may see it: hidden fields are null, and `can` says what they may do. */
export function presentDetails(row: ReportDetailsRow, viewer: SessionUser): ReportDetails {
  const subject = { type: row.type, reporterId: row.reporter_id };
  const everything = reportPolicy.seeEverything(viewer, subject);
  const hideSerial = !maySeeSerialNumber(viewer, subject);
  const visitor = row.reporter_id === null;
  // An administrator's report is the office's (an intake at the counter): students see the office, not the clerk.
  const office = !visitor && row.reporter_role === "admin";
  // A removed account (users.removeAccount) keeps no name, and its placeholder address is nobody's.
  const removed = !visitor && !row.reporter_name;
  return {
    ...presentSummary(row, viewer.id),
    serialNumber: hideSerial ? null : row.serial_number,
    serialNumberHidden: hideSerial && row.serial_number !== null,
    // What proves ownership: for the finder and the office only, never in a list or a search.
    hiddenDetails: maySeeHiddenDetails(viewer, subject) ? (row.hidden_details ?? null) : null,
    custody: row.custody,
    reference: row.reference,
    reporter: {
      visitor,
      office,
      // A visitor's name is for the office; students see only that a visitor reported it.
      name: (visitor ? (everything ? row.visitor_name : null) : office && !everything ? null : row.reporter_name) ?? "",
      email: everything && !removed ? ((visitor ? row.visitor_email : row.reporter_email) ?? null) : null,
      phone: everything && !removed ? ((visitor ? row.visitor_phone : row.reporter_phone) ?? null) : null,
    },
    completedAt: toIso(row.completed_at),
    // Who closed the case is for the office and for that person: after a handover it is the
    // claimant, whose name no other student (the finder included) is shown.
    solvedBy:
      row.solver_name && (viewer.role === "admin" || row.solved_by === viewer.id) ? { name: row.solver_name } : null,
    can: {
      complete: reportPolicy.manage(viewer, subject) && row.status === "pending",
      delete: reportPolicy.manage(viewer, subject),
    },
  };
}

/** A report row's title ("Samsung Galaxy A54 (Phone)") in the reader's language, for emails. */
export function rowTitle(
  translate: (key: string) => string,
  row: Pick<ReportSummaryRow, "item_type" | "item_type_other" | "brand" | "model">,
): string {
  return reportTitle(translate, {
    itemType: row.item_type,
    itemTypeOther: row.item_type_other,
    brand: row.brand,
    model: row.model,
  });
}
