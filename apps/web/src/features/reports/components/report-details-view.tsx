import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { toast } from "../../../lib/toast";
import { focusWhenShown } from "../../../lib/focus-after";
import { paths, type PublicConfig, type ReportDetails } from "@campus/shared";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/ui/modal";
import { formatDate, locationName, officePlace, reportTitle } from "../../../lib/report-label";
import { useCompleteReport, useDeleteReport } from "../api/manage-report";
import { ItemIcon } from "../../../components/ui/item-icon";
import { StatusBadge } from "./status-badge";
import { failureMessage } from "../../../lib/api-client";
import { personName } from "../../../lib/person-name";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * A report in full, with what the viewer may do: mark complete and delete, each after a
 * confirmation, and what the route adds (`actions`, such as contacting the reporter).
 */
export function ReportDetailsView({
  report,
  office,
  officeView = false,
  onDeleted,
  actions,
}: {
  report: ReportDetails;
  office: PublicConfig["office"];
  officeView?: boolean;
  onDeleted: () => void;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();

  const language = i18n.language;
  const [confirming, setConfirming] = useState<"complete" | "delete" | null>(null);
  const statusBadge = useRef<HTMLSpanElement>(null);
  const complete = useCompleteReport();
  const remove = useDeleteReport();
  const title = reportTitle(t, report);
  const date = (value: string) => formatDate(value, language);

  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-[minmax(0,18rem)_1fr]">
        <div>
          {report.image ? (
            <a
              href={report.image.url}
              target="_blank"
              rel="noreferrer"
              className="block overflow-hidden rounded-2xl ring-1 ring-slate-200"
            >
              <img
                src={report.image.url}
                alt={t("reports.details.photoAlt", { item: title })}
                className="aspect-[4/3] w-full object-cover"
                width={800}
                height={600}
              />
            </a>
          ) : (
            <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-2xl bg-slate-100 text-slate-600">
              <ItemIcon type={report.itemType} className="h-16 w-16 text-slate-400" />
              {t("reports.details.noPhoto")}
            </div>
          )}
        </div>
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={`rounded-full px-3 py-1 text-xs font-bold uppercase tracking-wide ${report.type === "lost" ? "bg-amber-100 text-amber-900" : "bg-sky-100 text-sky-900"}`}
            >
              {t(`reports.types.${report.type}`)}
            </span>
            <StatusBadge status={report.status} ref={statusBadge} />
            {report.mine && (
              <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                {t("reports.details.mine")}
              </span>
            )}
          </div>
          <p className="mt-2 text-xl font-bold text-slate-900">{title}</p>
          <dl className="mt-2 divide-y divide-slate-100">
            <Row label={t("reports.fields.itemType")}>
              {report.itemType === "other" && report.itemTypeOther
                ? report.itemTypeOther
                : t(`reports.itemTypes.${report.itemType}`)}
            </Row>
            {report.brand && <Row label={t("reports.fields.brand")}>{report.brand}</Row>}
            {report.model && <Row label={t("reports.fields.model")}>{report.model}</Row>}
            {report.color && <Row label={t("reports.fields.color")}>{report.color}</Row>}
            {(report.serialNumber || report.serialNumberHidden) && (
              <Row label={t("reports.fields.serialNumber")}>
                {report.serialNumber ?? (
                  <span className="text-slate-600 italic">{t("reports.details.serialHidden")}</span>
                )}
              </Row>
            )}
            {report.description && (
              <Row label={t("reports.fields.description")}>
                <span className="whitespace-pre-line">{report.description}</span>
              </Row>
            )}
            <Row label={t("reports.fields.location")}>{locationName(report.location, language)}</Row>
            <Row label={t(report.type === "lost" ? "reports.fields.dateLost" : "reports.fields.dateFound")}>
              {date(report.eventDate)}
            </Row>
            {report.custody && (
              <Row label={t("reports.fields.custody")}>{t(`reports.custodyShort.${report.custody}`)}</Row>
            )}
            {report.reference && (
              <Row label={t("custody.reference")}>
                <span className="font-mono font-semibold tracking-wide">{report.reference}</span>
                <span className="block text-sm text-slate-600">{t("custody.referenceHint")}</span>
              </Row>
            )}
            <Row label={t("reports.details.reportedOn")}>{date(report.createdAt)}</Row>
            <Row label={t("reports.details.reportedBy")}>
              {report.mine
                ? t("reports.details.you")
                : report.reporter.office && !report.reporter.name
                  ? t("reports.details.office")
                  : report.reporter.visitor && !report.reporter.name
                    ? t("reports.details.visitor")
                    : personName(t, report.reporter.name)}
              {report.reporter.name &&
                (report.reporter.visitor || report.reporter.office) &&
                ` (${t(report.reporter.visitor ? "reports.details.visitor" : "reports.details.office")})`}
            </Row>
            {report.reporter.email && (
              <Row label={t("reports.details.email")}>
                <a className="text-brand-700 underline" href={`mailto:${report.reporter.email}`}>
                  {report.reporter.email}
                </a>
              </Row>
            )}
            {report.reporter.phone && (
              <Row label={t("reports.details.phone")}>
                <a className="text-brand-700 underline" href={`tel:${report.reporter.phone.replace(/[^+\d]/g, "")}`}>
                  {report.reporter.phone}
                </a>
              </Row>
            )}
            {report.completedAt && <Row label={t("reports.details.completedOn")}>{date(report.completedAt)}</Row>}
            {report.solvedBy && <Row label={t("reports.details.solvedBy")}>{report.solvedBy.name}</Row>}
          </dl>
        </div>
      </div>

      {(report.can.complete || report.can.delete || actions) && (
        <div className="flex flex-col gap-3 sm:flex-row">
          {actions}
          {report.can.complete && (
            <button
              type="button"
              onClick={() => setConfirming("complete")}
              className="min-h-11 rounded-xl bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800"
            >
              {t("reports.details.markComplete")}
            </button>
          )}
          {report.can.delete && (
            <button
              type="button"
              onClick={() => setConfirming("delete")}
              className="min-h-11 rounded-xl px-5 py-2.5 font-semibold text-red-700 ring-1 ring-red-300 hover:bg-red-50"
            >
              {t("reports.details.delete")}
            </button>
          )}
        </div>
      )}

      {/* The office edits reports itself: it is not told to contact itself. */}
      {officeView ? (
        <p className="rounded-2xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          {`${t("reports.details.officeEditBefore")} `}
          <Link to={paths.reportInfo} className="font-semibold text-brand-700 underline">
            {t("reports.details.officeEditLink")}
          </Link>
          .
        </p>
      ) : (
        <aside className="rounded-2xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          <p>{t("reports.details.notEditable")}</p>
          <ul className="mt-2 space-y-1">
            <li>
              {`${t("reports.details.officePhone")}: `}
              <a className="font-semibold text-brand-700 underline" href={`tel:${office.phone.replace(/[^+\d]/g, "")}`}>
                {office.phone}
              </a>
            </li>
            <li>
              {`${t("reports.details.officeEmail")}: `}
              <a className="font-semibold text-brand-700 underline" href={`mailto:${office.email}`}>
                {office.email}
              </a>
            </li>
            <li>{`${t("reports.details.officePlace")}: ${officePlace(office, i18n.language)}`}</li>
          </ul>
        </aside>
      )}

      <ConfirmDialog
        open={confirming === "complete"}
        title={t("reports.details.confirmCompleteTitle")}
        body={t("reports.details.confirmCompleteBody")}
        confirmLabel={t("reports.details.markComplete")}
        pending={complete.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          complete.mutate(report.id, {
            onSuccess: ({ message }) => {
              toast.success(message ?? t("reports.completed"));
              // The button goes: focus goes to the new status.
              focusWhenShown(() => (statusBadge.current?.dataset.status === "solved" ? statusBadge.current : null));
            },
            onError: (error) => toast.error(failureMessage(error, t("reports.completeFailed"))),
            onSettled: () => setConfirming(null),
          })
        }
      />
      <ConfirmDialog
        open={confirming === "delete"}
        title={t("reports.details.confirmDeleteTitle")}
        body={t("reports.details.confirmDeleteBody")}
        confirmLabel={t("reports.details.delete")}
        tone="danger"
        pending={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          remove.mutate(report.id, {
            onSuccess: ({ message }) => {
              setConfirming(null);
              toast.success(message);
              onDeleted();
            },
            onError: (error) => {
              setConfirming(null);
              toast.error(failureMessage(error, t("reports.deleteFailed")));
            },
          })
        }
      />
    </div>
  );
}
