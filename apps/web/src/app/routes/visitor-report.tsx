import { useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Link } from "react-router";
import { paths, todayIn } from "@campus/shared";
import { Card } from "../../components/ui/card";
import { FormAlert } from "../../components/ui/form-controls";
import { PageTitle } from "../../components/ui/page-title";
import { ReferenceNumber } from "../../components/ui/reference-number";
import { useLocations } from "../../features/reports/api/get-locations";
import { VisitorReportForm, type VisitorReceipt } from "../../features/reports/components/visitor-report-form";
import { usePublicConfig } from "../../features/system/api/get-public-config";
import { focusWhenShown } from "../../lib/focus-after";
import { LoadingText } from "../../components/ui/loading-text";

/**
 * `/report`: a visitor without an account reports a found item. The thank-you screen shows the
 * reference number to quote at the counter, or when asking about an item already handed in (also
 * emailed when the visitor gave an email).
 */
export function VisitorReportPage() {
  const { t } = useTranslation();
  const locations = useLocations();
  const config = usePublicConfig();
  const [sent, setSent] = useState<VisitorReceipt | null>(null);
  const [round, setRound] = useState(0);
  const thanks = useRef<HTMLDivElement>(null);
  return (
    <Card className="mx-auto max-w-3xl">
      <PageTitle title={t("reports.form.visitorTitle")} />
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-800">{t("reports.form.visitorTitle")}</h1>
      <p className="mt-2 text-slate-700">{t("reports.form.visitorIntro")}</p>
      <div className="mt-6">
        {sent ? (
          <div className="space-y-4">
            <div ref={thanks} className="outline-none">
              <FormAlert tone="success">{sent.message}</FormAlert>
            </div>
            <ReferenceNumber
              reference={sent.reference}
              label={t("reports.receipt.label")}
              hint={t(sent.handedIn ? "reports.receipt.hintHandedIn" : "reports.receipt.hint")}
              copyLabel={t("reports.receipt.copy")}
              copiedMessage={t("reports.receipt.copied")}
              copyFailedMessage={t("reports.receipt.copyFailed")}
            />
            {sent.emailed && <p className="text-slate-700">{t("reports.receipt.emailed")}</p>}
            <div className="flex flex-wrap gap-4">
              <button
                type="button"
                onClick={() => {
                  setSent(null);
                  setRound(round + 1);
                }}
                className="min-h-11 rounded-xl bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
              >
                {t("reports.form.reportAnother")}
              </button>
              <Link
                to={paths.welcome}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
              >
                {t("common.backToWelcome")}
              </Link>
            </div>
          </div>
        ) : locations.error || config.error ? (
          <FormAlert>{t("reports.submitFailed")}</FormAlert>
        ) : locations.data && config.data ? (
          <VisitorReportForm
            key={round}
            locations={locations.data}
            today={todayIn(config.data.timeZone)}
            maxUploadMb={config.data.maxUploadMb}
            onSubmitted={(receipt) => {
              setSent(receipt);
              // The form goes: focus goes to the thank-you message.
              focusWhenShown(() => thanks.current);
            }}
          />
        ) : (
          <p role="status">
            <LoadingText />
          </p>
        )}
      </div>
    </Card>
  );
}
