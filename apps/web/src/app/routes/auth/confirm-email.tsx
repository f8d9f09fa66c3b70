import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../lib/use-translation";
import { Link, useSearchParams } from "react-router";
import { paths } from "@campus/shared";
import { FormAlert } from "../../../components/ui/form-controls";
import { useSession } from "../../../features/auth/api/get-session";
import { confirmEmail } from "../../../features/auth/api/email-confirmation";
import { AuthCard } from "../../../features/auth/components/auth-card";
import { ApiError } from "../../../lib/api-client";
import { sessionKeys } from "../../../lib/query-keys";

/**
 * `/confirm-email?token=…`: the page the emailed link opens. Follows the link once (a query,
 * kept for the page's life, so a second render does not spend it again) and says what happened.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get("token");
  const { data: user } = useSession();
  const result = useQuery({
    queryKey: sessionKeys.confirmEmail(token),
    queryFn: () => confirmEmail(token!),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const next = user
    ? { to: paths.profile, label: t("authPages.confirm.toProfile") }
    : { to: paths.login, label: t("authPages.confirm.toLogin") };

  return (
    <AuthCard title={t("authPages.confirm.title")}>
      <div className="space-y-4">
        {!token ? (
          <FormAlert>{t("authPages.confirm.missing")}</FormAlert>
        ) : result.isPending ? (
          <p role="status">{t("authPages.confirm.working")}</p>
        ) : result.isError ? (
          <FormAlert>
            {result.error instanceof ApiError && result.error.status < 500
              ? result.error.message
              : t("errors.internal")}
          </FormAlert>
        ) : (
          <FormAlert tone="success">{result.data.message}</FormAlert>
        )}
        {(!token || !result.isPending) && (
          <Link to={next.to} className="inline-block font-semibold text-brand-700 underline underline-offset-4">
            {next.label}
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
