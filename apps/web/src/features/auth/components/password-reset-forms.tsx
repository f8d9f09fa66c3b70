import { useTranslation } from "../../../lib/use-translation";
import { Link } from "react-router";
import { forgotPasswordSchema, paths, resetPasswordSchema } from "@campus/shared";
import { FormAlert, SubmitButton, TextField } from "../../../components/ui/form-controls";
import { useSchemaForm } from "../../../lib/form";
import { useRequestPasswordReset, useResetPassword } from "../api/password-reset";

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const form = useSchemaForm(forgotPasswordSchema, { email: "" });
  const mutation = useRequestPasswordReset();
  const email = form.values.email;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit((input) =>
        mutation.mutate(input, { onError: (error) => form.showApiError(error, t("auth.errors.resetEmailFailed")) }),
      )}
    >
      {mutation.isSuccess && <FormAlert tone="success">{mutation.data.message}</FormAlert>}
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField
        label={t("authPages.forgot.email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={form.errors.email}
        onChange={(v) => form.set("email", v)}
        onBlur={() => form.check("email")}
      />
      <SubmitButton pending={mutation.isPending}>{t("authPages.forgot.submit")}</SubmitButton>
      <Link to={paths.login} className="inline-block text-sm font-semibold text-brand-700 underline underline-offset-4">
        {t("authPages.forgot.back")}
      </Link>
    </form>
  );
}

export function ResetPasswordForm({ token, onReset }: { token: string; onReset: (message: string) => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(resetPasswordSchema, { token, password: "", confirmPassword: "" });
  const mutation = useResetPassword();
  const values = form.values as { password: string; confirmPassword: string };
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit((input) =>
        mutation.mutate(input, {
          onSuccess: (res) => onReset(res.message),
          onError: (error) => form.showApiError(error, t("errors.internal")),
        }),
      )}
    >
      {(form.formError ?? form.errors.token) && (
        <FormAlert>
          {form.formError ?? form.errors.token}{" "}
          <Link to={paths.forgotPassword} className="underline underline-offset-4">
            {t("authPages.reset.requestNew")}
          </Link>
        </FormAlert>
      )}
      <TextField
        label={t("authPages.reset.password")}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        error={form.errors.password}
        onChange={(v) => form.set("password", v)}
        onBlur={() => form.check("password")}
      />
      <TextField
        label={t("authPages.reset.confirmPassword")}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        error={form.errors.confirmPassword}
        onChange={(v) => form.set("confirmPassword", v)}
        onBlur={() => form.check("confirmPassword")}
      />
      <SubmitButton pending={mutation.isPending}>{t("authPages.reset.submit")}</SubmitButton>
    </form>
  );
}
