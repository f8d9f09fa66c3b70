import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/use-translation";
import type { Claim } from "@campus/shared";
import { formatDate, reportTitle } from "../../../lib/report-label";
import { personName } from "../../../lib/person-name";

const statusTone: Record<Claim["status"], string> = {
  open: "bg-amber-100 text-amber-900",
  approved: "bg-sky-100 text-sky-900",
  rejected: "bg-slate-200 text-slate-800",
  returned: "bg-emerald-100 text-emerald-900",
};

/** Who reads a claim: its claimant ("Returned to you") or the office ("Returned to the claimant"). */
export type ClaimReader = "claimant" | "office";

/** A claim's status in the reader's words. */
export const claimStatusKey = (status: Claim["status"], reader: ClaimReader) =>
  reader === "office" ? (`claims.officeStatuses.${status}` as const) : (`claims.statuses.${status}` as const);

/** A claim's status (marked with the status, so an action that changes it can put focus on the new one). */
export function ClaimStatusBadge({ status, reader }: { status: Claim["status"]; reader: ClaimReader }) {
  const { t } = useTranslation();
  return (
    <span data-claim-status={status} className={`rounded-full px-3 py-1 text-xs font-bold ${statusTone[status]}`}>
      {t(claimStatusKey(status, reader))}
    </span>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One claim: what the claimant said, its status, the office's decision and the handover.
 * `headingLevel`: 2 on a screen listing claims under its title, 3 inside a panel with its own heading.
 * `reader`: the office reads the statuses in its own words.
 */
export function ClaimCard({
  claim,
  reader,
  showItem = true,
  actions,
  headingLevel = 3,
}: {
  claim: Claim;
  reader: ClaimReader;
  showItem?: boolean;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t, i18n } = useTranslation();
  const date = (value: string) => formatDate(value, i18n.language);
  const item = reportTitle(t, claim.item);
  return (
    <article
      data-claim-id={claim.id}
      aria-label={t("claims.fields.claimant") + ": " + personName(t, claim.claimant.name)}
      className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="font-semibold text-slate-900">
          {showItem ? item : personName(t, claim.claimant.name)}
        </Heading>
        <ClaimStatusBadge status={claim.status} reader={reader} />
      </div>
      <dl className="mt-2 divide-y divide-slate-100">
        {showItem && claim.item.reference && (
          <Row label={t("claims.fields.reference")}>
            <span className="font-mono">{claim.item.reference}</span>
          </Row>
        )}
        {showItem && <Row label={t("claims.fields.claimant")}>{claim.claimant.name}</Row>}
        {claim.claimant.email && (
          <Row label={t("reports.details.email")}>
            <a className="text-brand-700 underline" href={`mailto:${claim.claimant.email}`}>
              {claim.claimant.email}
            </a>
          </Row>
        )}
        <Row label={t("claims.fields.details")}>{claim.details}</Row>
        <Row label={t("claims.fields.lostWhere")}>{claim.lostWhere}</Row>
        <Row label={t("claims.fields.lostOn")}>{date(claim.lostOn)}</Row>
        <Row label={t("claims.fields.filedAt")}>{date(claim.createdAt)}</Row>
        {claim.image && (
          <Row label={t("claims.fields.photo")}>
            <a href={claim.image.url} target="_blank" rel="noreferrer" className="inline-block">
              <img
                src={claim.image.thumbUrl}
                alt={t("claims.fields.photo")}
                className="h-24 w-32 rounded-lg object-cover ring-1 ring-slate-200"
              />
            </a>
          </Row>
        )}
        {claim.decision && (
          <Row label={t("claims.fields.decision")}>
            {claim.decision.reason}
            <span className="block text-sm text-slate-600">
              {t("claims.fields.decidedBy", { name: claim.decision.by, date: date(claim.decision.at) })}
            </span>
          </Row>
        )}
        {claim.handover && (
          <Row label={t(claimStatusKey("returned", reader))}>
            {t("claims.fields.handover", {
              date: date(claim.handover.handedOverOn),
              name: claim.handover.staffName,
              check: t(`claims.identityChecks.${claim.handover.identityCheck}`),
            })}
            {claim.handover.note && (
              <span className="block text-sm text-slate-600">
                {t("claims.fields.handoverNote", { note: claim.handover.note })}
              </span>
            )}
          </Row>
        )}
      </dl>
      {actions && <div className="mt-3 flex flex-col gap-2 sm:flex-row">{actions}</div>}
    </article>
  );
}
