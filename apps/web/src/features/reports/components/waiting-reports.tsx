import { useState } from "react";
import { Link } from "react-router";
import { paths } from "@campus/shared";
import { ConfirmDialog } from "../../../components/ui/modal";
import { formatDateTime } from "../../../lib/date-time";
import { focusWhenShown, pageHeading } from "../../../lib/focus-after";
import { reportTitle } from "../../../lib/report-label";
import { useTranslation } from "../../../lib/use-translation";
import { reportHref } from "../report-href";
import { forgetWaiting, type WaitingReport } from "../waiting/store";
import { useWaitingReports } from "../waiting/use-waiting-reports";

const smallButton =
  "inline-flex min-h-11 items-center rounded-xl px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50";

/** Where a refused report opens to be fixed: its form, filled as it was kept. */
export function fixHref(entry: WaitingReport): string {
  return `${entry.report.type === "lost" ? paths.reportLost : paths.reportFound}?waiting=${entry.clientId}`;
}

/**
 * Forgets a kept report; its buttons go with it, so focus goes to the list's heading, or the
 * page's when the list goes too.
 */
function forget(entry: WaitingReport): Promise<void> {
  focusWhenShown(() => document.getElementById("waiting-reports") ?? pageHeading(), { follow: true });
  return forgetWaiting(entry.clientId).catch(() => undefined);
}

/** One kept report: what it is, where it stands, and what the student can do with it. */
function WaitingRow({ entry, onDiscard }: { entry: WaitingReport; onDiscard: (entry: WaitingReport) => void }) {
  const { t, i18n } = useTranslation();
  const title = reportTitle(t, {
    itemType: entry.report.itemType,
    itemTypeOther: entry.report.itemTypeOther ?? null,
    brand: entry.report.brand ?? null,
    model: entry.report.model ?? null,
  });
  const time = (value: string | undefined) => formatDateTime(value ?? entry.savedAt, i18n.language);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-[1_1_14rem] space-y-1">
        <p className="font-semibold break-words text-slate-900">{`${title} · ${t(`reports.types.${entry.report.type}`)}`}</p>
        {entry.state === "waiting" && (
          <p className="text-sm font-medium text-amber-900">
            {t("reports.waiting.waiting", { time: time(entry.savedAt) })}
          </p>
        )}
        {entry.state === "sent" && (
          <p className="text-sm font-medium text-emerald-900">
            {t("reports.waiting.sent", { time: time(entry.sentAt) })}
          </p>
        )}
        {entry.state === "refused" && (
          <p className="text-sm font-medium text-red-800">
            {t("reports.waiting.refused", { message: entry.refusal?.message ?? t("reports.submitFailed") })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {entry.state === "sent" && entry.sent && (
          <Link to={reportHref(entry.sent)} className={smallButton}>
            {t("reports.waiting.open")} <span className="sr-only">{title}</span>
          </Link>
        )}
        {entry.state === "refused" && (
          <Link to={fixHref(entry)} className={smallButton}>
            {t("reports.waiting.fix")} <span className="sr-only">{title}</span>
          </Link>
        )}
        {entry.state === "sent" ? (
          <button type="button" className={smallButton} onClick={() => void forget(entry)}>
            {t("reports.waiting.hide")} <span className="sr-only">{title}</span>
          </button>
        ) : (
          <button type="button" className={smallButton} onClick={() => onDiscard(entry)}>
            {t("reports.waiting.discard")} <span className="sr-only">{title}</span>
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * The student's reports kept on this device because the connection was gone when they were
 * submitted: "Waiting to send" with when each was saved, "Sent at" with a link once sent, and a
 * refused one with the server's words and a way to open and fix it. Nothing when there are none.
 * `only` lists just one (the form's page, after it kept that report).
 */
export function WaitingReports({ userId, only }: { userId: string; only?: string }) {
  const { t } = useTranslation();
  const entries = useWaitingReports(userId).filter((entry) => !only || entry.clientId === only);
  const [discarding, setDiscarding] = useState<WaitingReport | null>(null);
  const [pending, setPending] = useState(false);
  if (entries.length === 0 && !discarding) return null;
  return (
    <section
      aria-labelledby="waiting-reports"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="waiting-reports" tabIndex={-1} className="text-lg font-bold text-slate-900 focus:outline-none">
        {t("reports.waiting.title")}
      </h2>
      {/* Polite: a report turning from waiting to sent (or refused) is said without taking focus. */}
      <ul className="mt-2 divide-y divide-slate-200" aria-live="polite">
        {entries.map((entry) => (
          <WaitingRow key={entry.clientId} entry={entry} onDiscard={setDiscarding} />
        ))}
      </ul>
      <ConfirmDialog
        open={discarding !== null}
        title={t("reports.waiting.confirmDiscardTitle")}
        body={t("reports.waiting.confirmDiscardBody")}
        confirmLabel={t("reports.waiting.discard")}
        tone="danger"
        pending={pending}
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          if (!discarding) return;
          setPending(true);
          void forget(discarding).finally(() => {
            setPending(false);
            setDiscarding(null);
          });
        }}
      />
    </section>
  );
}
