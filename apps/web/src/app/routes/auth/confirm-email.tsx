import { useEffect, useRef, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../lib/use-translation";
import { Link, useSearchParams } from "react-router";
import { paths } from "@campus/shared";
import { FormAlert, SubmitButton, TextField } from "../../../components/ui/form-controls";
import { useSession } from "../../../features/auth/api/get-session";
import { confirmEmail } from "../../../features/auth/api/email-confirmation";
import { AuthCard } from "../../../features/auth/components/auth-card";
import { ApiError } from "../../../lib/api-client";
import { sessionKeys } from "../../../lib/query-keys";

/** The server's words for a refused call, or the catalogue's for a failure it did not answer. */
const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 ? error.message : fallback;

/**
 * `/confirm-email?token=…`: the page the emailed link opens. Follows the link once (a query,
 * kept for the page's life, so a second render does not spend it again) and says what happened.
 * A sign-up's link asks for the password chosen at sign-up first (the server answers
 * CONFIRM_PASSWORD_REQUIRED and spends nothing): a link mailed to a student for a sign-up
 * somebody else made with her identity confirms nothing.
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
  const [password, setPassword] = useState("");
  const withPassword = useMutation({ mutationFn: (typed: string) => confirmEmail(token!, typed) });
  const done = useRef<HTMLDivElement>(null);
  const asksPassword =
    result.error instanceof ApiError && result.error.code === "CONFIRM_PASSWORD_REQUIRED" && !withPassword.isSuccess;
  useEffect(() => {
    if (withPassword.isSuccess) done.current?.focus();
  }, [withPassword.isSuccess]);
  const next = user
    ? { to: paths.profile, label: t("authPages.confirm.toProfile") }
    : { to: paths.login, label: t("authPages.confirm.toLogin") };
  const wrongPassword =
    withPassword.error instanceof ApiError && withPassword.error.fields.password ? withPassword.error : null;
  const message = withPassword.data?.message ?? result.data?.message;
  // The login form that follows starts with the confirmed address (router state: kept out of the address bar).
  const confirmedEmail = withPassword.data?.email ?? result.data?.email;

  return (
    <AuthCard title={t("authPages.confirm.title")}>
      <div className="space-y-4" ref={done} tabIndex={-1}>
        {!token ? (
          <FormAlert>{t("authPages.confirm.missing")}</FormAlert>
        ) : result.isPending ? (
          <p role="status">{t("authPages.confirm.working")}</p>
        ) : asksPassword ? (
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (!withPassword.isPending) withPassword.mutate(password);
            }}
          >
            <p className="text-slate-700">{t("authPages.confirm.passwordIntro")}</p>
            {withPassword.isError && !wrongPassword && (
              <FormAlert>{refusal(withPassword.error, t("errors.internal"))}</FormAlert>
            )}
            <TextField
              label={t("authPages.confirm.passwordLabel")}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              error={wrongPassword?.fields.password}
              onChange={setPassword}
            />
            <SubmitButton pending={withPassword.isPending}>{t("authPages.confirm.submit")}</SubmitButton>
          </form>
        ) : result.isError && !message ? (
          <FormAlert>{refusal(result.error, t("errors.internal"))}</FormAlert>
        ) : (
          <FormAlert tone="success">{message}</FormAlert>
        )}
        {(!token || (!result.isPending && !asksPassword)) && (
          <Link
            to={next.to}
            state={!user && confirmedEmail ? { email: confirmedEmail } : undefined}
            className="inline-block font-semibold text-brand-700 underline underline-offset-4"
          >
            {next.label}
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
