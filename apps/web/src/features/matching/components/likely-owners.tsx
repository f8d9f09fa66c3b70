import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { getHref, type LikelyOwner } from "@campus/shared";
import { FormAlert } from "../../../components/ui/form-controls";
import { failureMessage, loadFailureMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/date-time";
import { formatDate, locationName, reportTitle } from "../../../lib/report-label";
import { toast } from "../../../lib/toast";
import { useTranslation } from "../../../lib/use-translation";
import { useLikelyOwners } from "../api/get-likely-owners";
import { useNotifyLikelyOwner } from "../api/notify-likely-owner";
import { matchPercent } from "../match-percent";
import { MatchReasons } from "./match-reasons";
import { LoadingText } from "../../../components/ui/loading-text";

/** One likely owner: who, their lost report, why it may be theirs, and the office's notice (sent, or the button). */
function OwnerItem({ owner, foundReportId }: { owner: LikelyOwner; foundReportId: string }) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const lostId = useId();
  const notify = useNotifyLikelyOwner();
  const sentRef = useRef<HTMLParagraphElement>(null);
  // Set when the office presses the button: once the list comes back with the notice's time, focus
  // moves to that line (the button it replaces is gone).
  const focusSent = useRef(false);
  const lost = owner.lostReport;

  useEffect(() => {
    if (focusSent.current && sentRef.current) {
      focusSent.current = false;
      sentRef.current.focus();
    }
  });

  const send = () => {
    if (notify.isPending) return;
    focusSent.current = true;
    notify.mutate(
      { foundReportId, lostReportId: lost.id },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => {
          focusSent.current = false;
          toast.error(failureMessage(error, t("matches.likelyOwners.notifyFailed")));
        },
      },
    );
  };

  return (
    <li className="rounded-xl p-3 ring-1 ring-slate-200 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={nameId} className="font-bold break-words text-slate-900">
          {owner.owner.name}
        </h3>
        <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-900">
          {t("matches.score", { percent: matchPercent(owner.score) })}
        </span>
      </div>
      <p className="text-sm break-all text-slate-600">{owner.owner.email}</p>
      <p id={lostId} className="mt-1 break-words text-slate-800">
        {t("matches.likelyOwners.lost", {
          item: reportTitle(t, lost),
          place: locationName(lost.location, i18n.language),
          date: formatDate(lost.eventDate, i18n.language),
        })}
      </p>
      <MatchReasons reasons={owner.reasons} label={t("matches.likelyOwners.reasonsLabel")} />
      <p className="mt-2 text-sm text-slate-700">
        {owner.toldAt
          ? t("matches.likelyOwners.told", { date: formatDateTime(owner.toldAt, i18n.language) })
          : t("matches.likelyOwners.notTold")}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        {owner.officeNoticeAt ? (
          <p ref={sentRef} tabIndex={-1} className="font-semibold text-emerald-800 outline-none">
            {t("matches.likelyOwners.sent", { date: formatDateTime(owner.officeNoticeAt, i18n.language) })}
          </p>
        ) : (
          <button
            type="button"
            onClick={send}
            aria-describedby={`${nameId} ${lostId}`}
            aria-disabled={notify.isPending}
            className="min-h-11 rounded-xl bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-60"
          >
            {t("matches.likelyOwners.notify")}
          </button>
        )}
        <Link
          to={getHref("reportLostDetails", { id: lost.id })}
          aria-describedby={lostId}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {t("matches.likelyOwners.openLost")}
        </Link>
      </div>
    </li>
  );
}

/**
 * The office's "Likely owners" of a found item it keeps: each pending lost report whose
 * shortlist holds the item, best first, with its owner, score and reasons, and "Send a notice
 * from the office" ("The office may have your item: bring your student card"), once per owner.
 */
export function LikelyOwnersPanel({ foundReportId }: { foundReportId: string }) {
  const { t } = useTranslation();
  const owners = useLikelyOwners(foundReportId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t("matches.likelyOwners.title")}
      </h2>
      <p className="text-slate-700">{t("matches.likelyOwners.intro")}</p>
      {owners.isPending ? (
        <p role="status">
          <LoadingText />
        </p>
      ) : owners.isError ? (
        <FormAlert>{loadFailureMessage(owners.error, t("matches.likelyOwners.loadFailed"))}</FormAlert>
      ) : owners.data.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-700 ring-1 ring-slate-200">
          {t("matches.likelyOwners.empty")}
        </p>
      ) : (
        <ol className="space-y-3">
          {owners.data.map((owner) => (
            <OwnerItem key={owner.lostReport.id} owner={owner} foundReportId={foundReportId} />
          ))}
        </ol>
      )}
    </section>
  );
}
