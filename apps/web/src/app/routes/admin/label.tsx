import { useEffect, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { createPortal } from "react-dom";
import { useParams } from "react-router";
import { getHref, type ReportDetails } from "@campus/shared";
import { FormAlert, SelectField } from "../../../components/ui/form-controls";
import { PageHeader } from "../../../components/ui/page-header";
import { QrCode } from "../../../components/ui/qr-code";
import { useReport } from "../../../features/reports/api/get-report";
import { usePublicConfig } from "../../../features/system/api/get-public-config";
import { formatDate, reportTitle } from "../../../lib/report-label";
import { LoadingText } from "../../../components/ui/loading-text";

const FORMATS = ["small", "a4"] as const;
type Format = (typeof FORMATS)[number];

/**
 * The printed page's size for the chosen format, while the label screen is open: a stylesheet
 * of our own (public/print/), since the content security policy allows no inline styles.
 */
function usePrintedPage(format: Format) {
  useEffect(() => {
    const sheet = document.createElement("link");
    sheet.rel = "stylesheet";
    sheet.media = "print";
    sheet.href = `/print/label-${format}.css`;
    document.head.append(sheet);
    return () => sheet.remove();
  }, [format]);
}

/**
 * `/dashboard/admin/label/:id`: a found item's label to print and stick on it: the reference
 * number, the item, the day it was found, and a QR code that opens the item in the admin panel
 * (the page asks whoever scans it to sign in). A small label or an A4 sheet; only the label prints.
 */
export function LabelPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const report = useReport(id);
  const config = usePublicConfig();
  const [format, setFormat] = useState<Format>("small");
  usePrintedPage(format);
  const found = report.data?.type === "found" ? report.data : null;
  const address = `${window.location.origin}${getHref("reportFoundDetails", { id })}`;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t("custody.label.title")} intro={t("custody.label.intro")} />
      {report.isError || (report.data && !found) ? (
        <FormAlert>{t("custody.label.notFound")}</FormAlert>
      ) : !found ? (
        <p role="status">
          <LoadingText />
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <div className="sm:w-64">
              <SelectField
                label={t("custody.label.format")}
                name="format"
                value={format}
                options={FORMATS.map((value) => ({ value, label: t(`custody.label.formats.${value}`) }))}
                onChange={(value) => setFormat(value === "a4" ? "a4" : "small")}
              />
            </div>
            <button
              type="button"
              onClick={() => window.print()}
              className="min-h-11 rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              {t("custody.label.print")}
            </button>
          </div>
          <LabelCard found={found} format={format} address={address} university={config.data?.universityName} />
          {createPortal(
            <div className="print-only" aria-hidden="true">
              <LabelCard found={found} format={format} address={address} university={config.data?.universityName} />
            </div>,
            document.body,
          )}
        </>
      )}
    </div>
  );
}

/** The label itself: QR code, reference, item, day found and the university. */
function LabelCard({
  found,
  format,
  address,
  university,
}: {
  found: ReportDetails;
  format: Format;
  address: string;
  university: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div
      className={`flex items-center gap-3 overflow-hidden rounded-lg bg-white text-slate-900 ring-1 ring-slate-300 ${
        format === "small" ? "h-[29mm] w-[62mm] p-[2mm]" : "w-full max-w-[180mm] gap-8 p-[10mm]"
      }`}
    >
      <QrCode
        value={address}
        label={t("custody.label.qr")}
        className={format === "small" ? "h-[25mm] w-[25mm] shrink-0" : "h-[60mm] w-[60mm] shrink-0"}
      />
      <div className="min-w-0">
        <p className={`font-mono font-bold tracking-wide ${format === "small" ? "text-[13pt]" : "text-[32pt]"}`}>
          {found.reference}
        </p>
        <p className={`truncate font-semibold ${format === "small" ? "text-[8pt]" : "text-[16pt]"}`}>
          {reportTitle(t, found)}
        </p>
        <p className={format === "small" ? "text-[7pt]" : "text-[12pt]"}>
          {t("custody.label.found", { date: formatDate(found.eventDate, i18n.language) })}
        </p>
        {university && <p className={`truncate ${format === "small" ? "text-[6pt]" : "text-[11pt]"}`}>{university}</p>}
      </div>
    </div>
  );
}
