import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { Link } from "react-router";
import { paths, type SessionUser } from "@campus/shared";
import { FormAlert, SubmitButton, TextField } from "../../../components/ui/form-controls";
import { ApiError } from "../../../lib/api-client";
import { useSchemaForm } from "../../../lib/form";
import { loginForm } from "../../../lib/light-schemas";
import { useResendConfirmation } from "../api/email-confirmation";
import { useLogin } from "../api/login";
import { SecondFactorForm } from "./second-factor-form";
import { holdFreshPassword } from "../fresh-password";

export function LoginForm({
  notice,
  onLoggedIn,
  offerSignUp = true,
  email = "",
  onSecondStep,
}: {
  /** Told when the form moves to the authenticator code step (true) and back (false), so the page can say which step it is. */
  onSecondStep?: (on: boolean) => void;
  notice?: string | undefined;
  /** The email the form starts with (the address a confirmation link just confirmed). */
  email?: string | undefined;
  onLoggedIn: (user: SessionUser) => void;
  /** Students may sign up with a password here (not when they sign in through the university only). */
  offerSignUp?: boolean;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(loginForm, { email, password: "" });
  const mutation = useLogin();
  // The password was right and two-step sign-in is on: the app's code comes next.
  const [secondStep, setSecondStep] = useState(false);
  const resend = useResendConfirmation();
  const values = form.values;
  // The account waits for its email's confirmation: offer the link again (to the address it was sent to).
  const unconfirmed =
    mutation.error instanceof ApiError && mutation.error.code === "EMAIL_NOT_CONFIRMED" ? values.email : null;

  if (secondStep) {
    return (
      <SecondFactorForm
        onLoggedIn={onLoggedIn}
        onStartOver={() => {
          setSecondStep(false);
          onSecondStep?.(false);
          mutation.reset();
          form.set("password", "");
        }}
      />
    );
  }

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit((input) =>
        mutation.mutate(input, {
          onSuccess: (result) => {
            if (result !== "second-factor") {
              // An administrator who has yet to turn two-step sign-in on goes to its set-up next,
              // which then needs no second typing of the password just given.
              if (result.role === "admin" && !result.twoFactorEnabled) holdFreshPassword(input.password);
              return onLoggedIn(result);
            }
            setSecondStep(true);
            onSecondStep?.(true);
          },
          onError: (error) => form.showApiError(error, t("auth.errors.loginFailed")),
        }),
      )}
    >
      {notice && !form.formError && <FormAlert tone="success">{notice}</FormAlert>}
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      {unconfirmed && (
        <div className="space-y-2">
          <button
            type="button"
            className="min-h-11 font-semibold text-brand-700 underline underline-offset-4"
            disabled={resend.isPending}
            onClick={() => resend.mutate(unconfirmed)}
          >
            {t("authPages.login.resend")}
          </button>
          {resend.data && <FormAlert tone="success">{resend.data.message}</FormAlert>}
          {resend.error && <FormAlert>{resend.error.message}</FormAlert>}
        </div>
      )}
      <TextField
        label={t("authPages.login.email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={form.errors.email}
        onChange={(v) => form.set("email", v)}
        onBlur={() => form.check("email")}
      />
      <TextField
        label={t("authPages.login.password")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={form.errors.password}
        onChange={(v) => form.set("password", v)}
      />
      <SubmitButton pending={mutation.isPending}>{t("authPages.login.submit")}</SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link to={paths.forgotPassword} className="font-semibold text-brand-700 underline underline-offset-4">
          {t("authPages.login.forgot")}
        </Link>
        {offerSignUp && (
          <span className="text-slate-700">
            {t("authPages.login.noAccount")}{" "}
            <Link to={paths.register} className="font-semibold text-brand-700 underline underline-offset-4">
              {t("authPages.login.register")}
            </Link>
          </span>
        )}
      </div>
    </form>
  );
}
