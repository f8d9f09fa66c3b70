import { useTranslation } from "../../../lib/use-translation";
import { Link, Navigate, useNavigate, useParams } from "react-router";
import type { ReactNode } from "react";
import { hasOfficePowers, paths, todayIn, type ReportSummary } from "@campus/shared";
import { FormAlert } from "../../../components/ui/form-controls";
import { PageTitle } from "../../../components/ui/page-title";
import { useSession } from "../../../features/auth/api/get-session";
import { PotentialMatches } from "../../../features/matching/components/potential-matches";
import { useReport } from "../../../features/reports/api/get-report";
import { ReportDetailsView } from "../../../features/reports/components/report-details-view";
import { reportHref } from "../../../features/reports/report-href";
import { usePublicConfig } from "../../../features/system/api/get-public-config";
import { ApiError } from "../../../lib/api-client";
import { contactReporter } from "./contact-reporter";
import { ThisIsMine } from "./this-is-mine";
import { CustodyPanel } from "../../../features/custody/components/custody-panel";
import { ClaimAction } from "../../../features/claims/components/claim-action";
import { HiddenDetailsPanel } from "../../../features/claims/components/hidden-details-panel";
import { ItemClaimsPanel } from "../../../features/claims/components/item-claims-panel";
import { LikelyOwnersPanel } from "../../../features/matching/components/likely-owners";
import { LoadingText } from "../../../components/ui/loading-text";

/**
 * `/dashboard/report-lost/:id` and `/dashboard/report-found/:id`: one report in full, with
 * "Contact reporter" and "Claim this item" for another student; below a pending lost report, its
 * potential matches for whoever may manage it (the reporter, admins), where the student's "This
 * is mine" goes on to a claim or a chat as fits who keeps the item; below a found item the office
 * keeps, for the office, its likely owners.
 */
export function ReportPage({ type }: { type: "lost" | "found" }) {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const report = useReport(id);
  const config = usePublicConfig();
  const session = useSession();
  const listPath = session.data?.role === "admin" ? paths.reportInfo : paths.reportDetails;
  const title = t(type === "lost" ? "reports.details.titleLost" : "reports.details.titleFound");

  // A lost report opened under the found path (or the reverse) moves to its own address.
  if (report.data && report.data.type !== type) return <Navigate to={reportHref(report.data)} replace />;

  const today = config.data ? todayIn(config.data.timeZone) : "";
  // A student may claim a found item someone else reported (on a potential match, "This is mine" does).
  const withClaim = (action: ReactNode, found: ReportSummary): ReactNode =>
    session.data?.role === "student" && found.type === "found" && !found.mine && today ? (
      <>
        {action}
        <ClaimAction report={found} today={today} maxUploadMb={config.data?.maxUploadMb ?? 5} />
      </>
    ) : (
      action
    );
  const missing = report.error instanceof ApiError && report.error.status === 404;
  const lostToManage =
    report.data?.type === "lost" && report.data.status === "pending" && report.data.can.delete ? report.data : null;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <PageTitle title={missing ? t("reports.details.notFoundTitle") : title} />
        <Link to={listPath} className="text-sm font-semibold text-brand-700 underline">
          {t("reports.details.backToReports")}
        </Link>
        <h1 className="mt-2 text-2xl font-extrabold text-brand-800">
          {missing ? t("reports.details.notFoundTitle") : title}
        </h1>
        <div className="mt-6">
          {report.error ? (
            <FormAlert>{report.error.message}</FormAlert>
          ) : report.data && config.data ? (
            <ReportDetailsView
              report={report.data}
              office={config.data.office}
              officeView={session.data ? hasOfficePowers(session.data) : false}
              onDeleted={() => void navigate(listPath)}
              actions={withClaim(contactReporter(report.data, session.data), report.data)}
            />
          ) : (
            <p role="status">
              <LoadingText />
            </p>
          )}
        </div>
      </section>
      {report.data?.type === "found" && (report.data.mine || (session.data && hasOfficePowers(session.data))) && (
        <HiddenDetailsPanel report={report.data} />
      )}
      {report.data?.type === "found" && session.data && hasOfficePowers(session.data) && config.data && (
        <ItemClaimsPanel reportId={report.data.id} today={today} />
      )}
      {report.data?.type === "found" && session.data && hasOfficePowers(session.data) && (
        <CustodyPanel reportId={report.data.id} solved={report.data.status === "solved"} />
      )}
      {report.data?.type === "found" &&
        report.data.status === "pending" &&
        report.data.custody === "office" &&
        session.data &&
        hasOfficePowers(session.data) && <LikelyOwnersPanel foundReportId={report.data.id} />}
      {lostToManage && (
        <PotentialMatches
          lostReportId={lostToManage.id}
          {...(session.data?.role === "student" ? { mineAction: ThisIsMine } : {})}
        />
      )}
    </div>
  );
}
