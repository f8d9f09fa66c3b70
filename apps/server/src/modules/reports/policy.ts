import { hasOfficePowers, type SessionUser } from "@campus/shared";
import type { ReportFacts } from "./report-facts";

/** What the policies read of a report: ReportFacts, or a row's columns under these names. */
type PolicySubject = Pick<ReportFacts, "type" | "status" | "reporterId">;

/**
 * Who may do what with a report. The reporter and the office (hasOfficePowers) may mark it complete, delete it and
 * see everything; other students see what is safe (no found item's serial number, nobody's
 * contact details). Edits are for admins only (reports/admin-service.ts).
 */
export const reportPolicy = {
  manage: (viewer: SessionUser, report: Pick<PolicySubject, "reporterId">) =>
    hasOfficePowers(viewer) || (report.reporterId !== null && report.reporterId === viewer.id),
  seeEverything: (viewer: SessionUser, report: Pick<PolicySubject, "reporterId">) =>
    reportPolicy.manage(viewer, report),
};

/** Whether `viewer` sees the serial number: anyone a lost report's; a found item's, only who may see everything. */
export function maySeeSerialNumber(viewer: SessionUser, report: Pick<PolicySubject, "type" | "reporterId">): boolean {
  return report.type !== "found" || reportPolicy.seeEverything(viewer, report);
}

/** Whether `viewer` sees a found item's hidden details (what proves ownership): its finder and the office. */
export function maySeeHiddenDetails(viewer: SessionUser, report: Pick<PolicySubject, "type" | "reporterId">): boolean {
  return report.type === "found" && reportPolicy.seeEverything(viewer, report);
}

/** Why a claim is refused, as the API's error code. */
export type ClaimRefusal = "NOT_CLAIMABLE" | "OWN_REPORT" | "REPORT_SOLVED";

/**
 * Why `viewer` may not claim the item, or null when they may: only a found item, not by the
 * office, not one's own report, only while it is pending. (One open claim per student per item is
 * the claims module's to check.)
 */
export function claimRefusal(viewer: SessionUser, report: PolicySubject): ClaimRefusal | null {
  if (hasOfficePowers(viewer) || report.type !== "found") return "NOT_CLAIMABLE";
  if (report.reporterId === viewer.id) return "OWN_REPORT";
  if (report.status !== "pending") return "REPORT_SOLVED";
  return null;
}

/** Why a conversation about a report is refused, as the API's error code. */
export type ContactRefusal = "VISITOR_REPORT" | "OWN_REPORT";

/**
 * Why `viewer` may not write to the report's reporter, or null when they may: a visitor has no
 * account to write to, and nobody writes to themselves. (Who may start conversations at all, and
 * a solved case's, are chat's rules.)
 */
export function contactRefusal(viewer: SessionUser, report: Pick<PolicySubject, "reporterId">): ContactRefusal | null {
  if (report.reporterId === null) return "VISITOR_REPORT";
  if (report.reporterId === viewer.id) return "OWN_REPORT";
  return null;
}
