import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { Link } from "react-router";
import { CLAIM_STATUSES, getHref, type ClaimStatus } from "@campus/shared";
import { EmptyState } from "../../../components/ui/empty-state";
import { FormAlert, SelectField } from "../../../components/ui/form-controls";
import { PageHeader } from "../../../components/ui/page-header";
import { useOfficeClaims } from "../../../features/claims/api/claims";
import { ClaimCard } from "../../../features/claims/components/claim-card";
import { loadFailureMessage } from "../../../lib/api-client";
import { reportTitle } from "../../../lib/report-label";
import { LoadingText } from "../../../components/ui/loading-text";

/**
 * `/dashboard/admin/claims`: the office's list of claims to work through (open and approved,
 * oldest first, or one status). Each opens its found item, where the claims on it sit beside the
 * finder's hidden details with approve, reject and the handover.
 */
export function AdminClaimsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ClaimStatus | "">("");
  const claims = useOfficeClaims(status || undefined);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t("claims.office.title")} intro={t("claims.office.intro")} />
      <div className="sm:w-72">
        <SelectField
          label={t("claims.office.filter")}
          name="status"
          value={status}
          placeholder={t("claims.office.toWork")}
          options={CLAIM_STATUSES.map((value) => ({ value, label: t(`claims.officeStatuses.${value}`) }))}
          onChange={(value) => setStatus(value as ClaimStatus | "")}
        />
      </div>
      {claims.isError ? (
        <FormAlert>{loadFailureMessage(claims.error, t("claims.office.loadFailed"))}</FormAlert>
      ) : !claims.data ? (
        <p role="status">
          <LoadingText />
        </p>
      ) : claims.data.length === 0 ? (
        <EmptyState>{t("claims.office.empty")}</EmptyState>
      ) : (
        <div className="space-y-3">
          {claims.data.map((claim) => (
            <ClaimCard
              key={claim.id}
              claim={claim}
              reader="office"
              headingLevel={2}
              actions={
                <Link
                  to={getHref("reportFoundDetails", { id: claim.item.id })}
                  className="inline-flex min-h-11 items-center rounded-xl px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
                >
                  {t("claims.office.openItem", { item: reportTitle(t, claim.item) })}
                </Link>
              }
            />
          ))}
        </div>
      )}
    </div>
  );
}
