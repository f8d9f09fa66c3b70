import type { ReactNode } from "react";
import type { ReportDetails, SessionUser } from "@campus/shared";
import { ContactReporterButton } from "../../../features/chat/components/consent-dialog";

// Chat with a reporter is a student's: admins reach reporters through the office.

/** "Contact reporter" on a report: for a student who did not report it, when a student (not a visitor) did, while the case is open. */
export function contactReporter(report: ReportDetails, viewer: SessionUser | null | undefined): ReactNode {
  if (viewer?.role !== "student" || report.mine || report.reporter.visitor || report.status === "solved") return null;
  // On a lost report, whoever writes to its owner has found the item (or thinks so).
  return <ContactReporterButton reportId={report.id} side={report.type === "lost" ? "finder" : "claimant"} />;
}
