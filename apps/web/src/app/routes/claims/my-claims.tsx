import { useTranslation } from "../../../lib/use-translation";
import { EmptyState } from "../../../components/ui/empty-state";
import { FormAlert } from "../../../components/ui/form-controls";
import { PageHeader } from "../../../components/ui/page-header";
import { useMyClaims } from "../../../features/claims/api/claims";
import { ClaimCard } from "../../../features/claims/components/claim-card";
import { loadFailureMessage } from "../../../lib/api-client";
import { LoadingText } from "../../../components/ui/loading-text";

/** `/dashboard/my-claims`: the student's own claims on found items and what the office decided. */
export function MyClaimsPage() {
  const { t } = useTranslation();
  const claims = useMyClaims();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t("claims.mine.title")} intro={t("claims.mine.intro")} />
      {claims.isError ? (
        <FormAlert>{loadFailureMessage(claims.error, t("claims.mine.loadFailed"))}</FormAlert>
      ) : !claims.data ? (
        <p role="status">
          <LoadingText />
        </p>
      ) : claims.data.length === 0 ? (
        <EmptyState>{t("claims.mine.empty")}</EmptyState>
      ) : (
        <div className="space-y-3">
          {[...claims.data].reverse().map((claim) => (
            <ClaimCard key={claim.id} claim={claim} reader="claimant" headingLevel={2} />
          ))}
        </div>
      )}
    </div>
  );
}
