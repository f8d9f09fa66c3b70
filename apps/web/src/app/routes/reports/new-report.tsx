import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "../../../lib/toast";
import { paths, todayIn } from "@campus/shared";
import { FormAlert } from "../../../components/ui/form-controls";
import { PageTitle } from "../../../components/ui/page-title";
import { useSession } from "../../../features/auth/api/get-session";
import { useLocations } from "../../../features/reports/api/get-locations";
import { ReportForm } from "../../../features/reports/components/report-form";
import { WaitingReports } from "../../../features/reports/components/waiting-reports";
import { reportHref } from "../../../features/reports/report-href";
import { waitingReport, type WaitingReport } from "../../../features/reports/waiting/store";
import { useWaitingReports } from "../../../features/reports/waiting/use-waiting-reports";
import { usePublicConfig } from "../../../features/system/api/get-public-config";
import { focusNextPageHeading, focusWhenShown } from "../../../lib/focus-after";
import { LoadingText } from "../../../components/ui/loading-text";

/**
 * The kept report `?waiting=` names, when it is the user's, of this form's type, and was refused
 * (to be fixed); null when there is none to open, undefined while it is read.
 */
function useRefusedReport(
  userId: string | undefined,
  type: "lost" | "found",
  clientId: string | null,
): WaitingReport | null | undefined {
  const [found, setFound] = useState<{ clientId: string; entry: WaitingReport | null } | null>(null);
  useEffect(() => {
    if (!clientId || !userId) return;
    let current = true;
    void waitingReport(clientId).then(
      (entry) =>
        current &&
        setFound({
          clientId,
          entry: entry?.userId === userId && entry.report.type === type && entry.state === "refused" ? entry : null,
        }),
      () => current && setFound({ clientId, entry: null }),
    );
    return () => {
      current = false;
    };
  }, [clientId, userId, type]);
  if (!clientId) return null;
  return found?.clientId === clientId ? found.entry : undefined;
}

/**
 * `/dashboard/report-lost` and `/dashboard/report-found`: a student's new report. Submitted
 * without a connection, it is kept on the device and the page says so, and shows it turn from
 * waiting to sent. `?waiting=<client id>` opens a kept report the server refused, to fix it.
 */
export function NewReportPage({ type }: { type: "lost" | "found" }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useSession();
  const locations = useLocations();
  const config = usePublicConfig();
  const [search] = useSearchParams();
  const asked = search.get("waiting");
  const resume = useRefusedReport(user?.id, type, asked);
  const [kept, setKept] = useState<string | null>(null);
  // Once the kept report has gone, the notice says so instead of "saved on this device".
  const keptSent = useWaitingReports(kept ? user?.id : undefined).some(
    (entry) => entry.clientId === kept && entry.state === "sent",
  );
  const notice = useRef<HTMLDivElement>(null);
  const title = t(type === "lost" ? "reports.form.lostTitle" : "reports.form.foundTitle");
  return (
    <section className="mx-auto max-w-3xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <PageTitle title={title} />
      <h1 className="text-2xl font-extrabold text-brand-800">{title}</h1>
      <p className="mt-1 text-slate-600">{t(type === "lost" ? "reports.form.lostIntro" : "reports.form.foundIntro")}</p>
      <div className="mt-6 space-y-6">
        {kept && user ? (
          <>
            <div ref={notice} className="outline-none">
              <FormAlert tone="success">{t(keptSent ? "reports.waiting.keptSent" : "reports.waiting.kept")}</FormAlert>
            </div>
            <WaitingReports userId={user.id} only={kept} />
            <Link to={paths.home} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              {t("reports.waiting.toHome")}
            </Link>
          </>
        ) : locations.error || config.error ? (
          <FormAlert>{t("reports.submitFailed")}</FormAlert>
        ) : locations.data && config.data && user && resume !== undefined ? (
          <>
            {asked && !resume && <FormAlert>{t("reports.waiting.gone")}</FormAlert>}
            {resume && <FormAlert>{t("reports.waiting.fixIntro")}</FormAlert>}
            <ReportForm
              key={`${type}-${resume?.clientId ?? ""}`}
              type={type}
              userId={user.id}
              locations={locations.data}
              today={todayIn(config.data.timeZone)}
              maxUploadMb={config.data.maxUploadMb}
              {...(resume ? { resume } : {})}
              onSubmitted={(report, message) => {
                toast.success(message);
                focusNextPageHeading();
                void navigate(reportHref(report));
              }}
              onKept={(clientId) => {
                setKept(clientId);
                // The form goes: focus goes to the notice that says where the report is.
                focusWhenShown(() => notice.current);
              }}
            />
          </>
        ) : (
          <p role="status">
            <LoadingText />
          </p>
        )}
      </div>
    </section>
  );
}
