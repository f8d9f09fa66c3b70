import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { loginSchema, paths, type SessionUser } from "@campus/shared";
import { FormAlert, SubmitButton, TextField } from "../../../components/ui/form-controls";
import { useSchemaForm } from "../../../lib/form";
import { useLogin } from "../api/login";

export function LoginForm({ notice, onLoggedIn }: { notice?: string | undefined; onLoggedIn: (user: SessionUser) => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(loginSchema, { email: "", password: "" });
  const mutation = useLogin();
  const values = form.values as { email: string; password: string };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit((input) => mutation.mutate(input, { onSuccess: onLoggedIn, onError: (error) => form.showApiError(error, t("auth.errors.loginFailed")) }))}
    >
      {notice && !form.formError && <FormAlert tone="success">{notice}</FormAlert>}
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField label={t("authPages.login.email")} name="email" type="email" autoComplete="email" required value={values.email} error={form.errors.email} onChange={(v) => form.set("email", v)} onBlur={() => form.check("email")} />
      <TextField label={t("authPages.login.password")} name="password" type="password" autoComplete="current-password" required value={values.password} error={form.errors.password} onChange={(v) => form.set("password", v)} />
      <SubmitButton pending={mutation.isPending}>{t("authPages.login.submit")}</SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link to={paths.forgotPassword} className="font-semibold text-brand-700 underline underline-offset-4">
          {t("authPages.login.forgot")}
        </Link>
        <span className="text-slate-700">
          {t("authPages.login.noAccount")}{" "}
          <Link to={paths.register} className="font-semibold text-brand-700 underline underline-offset-4">
            {t("authPages.login.register")}
          </Link>
        </span>
      </div>
    </form>
  );
}
