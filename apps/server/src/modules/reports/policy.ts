import { hasOfficePowers, type SessionUser } from "@campus/shared";

interface OwnedReport {
  reporter_id: string | null;
}

/**
 * Who may do what with a report. The reporter and the office (hasOfficePowers) may mark it complete, delete it and
 * see everything; other students see what is safe (no found item's serial number, nobody's
 * contact details). Edits are for admins only (reports/admin-service.ts).
 */
export const reportPolicy = {
  manage: (viewer: SessionUser, report: OwnedReport) =>
    hasOfficePowers(viewer) || (report.reporter_id !== null && report.reporter_id === viewer.id),
  seeEverything: (viewer: SessionUser, report: OwnedReport) => reportPolicy.manage(viewer, report),
};
