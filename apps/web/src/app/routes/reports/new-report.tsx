import { useTranslation } from "../../../lib/use-translation";
import { useNavigate } from "react-router";
import { toast } from "../../../lib/toast";
import { todayIn } from "@campus/shared";
import { FormAlert } from "../../../components/ui/form-controls";
import { PageTitle } from "../../../components/ui/page-title";
import { useLocations } from "../../../features/reports/api/get-locations";
import { ReportForm } from "../../../features/reports/components/report-form";
import { reportHref } from "../../../features/reports/report-href";
import { usePublicConfig } from "../../../features/system/api/get-public-config";
import { focusNextPageHeading } from "../../../lib/focus-after";

/** `/dashboard/report-lost` and `/dashboard/report-found`: a student's new report. */
export function NewReportPage({ type }: { type: "lost" | "found" }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locations = useLocations();
  const config = usePublicConfig();
  const title = t(type === "lost" ? "reports.form.lostTitle" : "reports.form.foundTitle");
  return (
    <section className="mx-auto max-w-3xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <PageTitle title={title} />
      <h1 className="text-2xl font-extrabold text-brand-800">{title}</h1>
      <p className="mt-1 text-slate-600">{t(type === "lost" ? "reports.form.lostIntro" : "reports.form.foundIntro")}</p>
      <div className="mt-6">
        {locations.error || config.error ? (
          <FormAlert>{t("reports.submitFailed")}</FormAlert>
        ) : locations.data && config.data ? (
          <ReportForm
            key={type}
            type={type}
            locations={locations.data}
            today={todayIn(config.data.timeZone)}
            maxUploadMb={config.data.maxUploadMb}
            onSubmitted={(report, message) => {
              toast.success(message);
              focusNextPageHeading();
              void navigate(reportHref(report));
            }}
          />
        ) : (
          <p role="status">{t("common.loading")}</p>
        )}
      </div>
    </section>
  );
}
