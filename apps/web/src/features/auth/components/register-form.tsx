import { useMemo } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { Link } from "react-router";
import { paths, registerSchema } from "@campus/shared";
import { CheckboxField, FormAlert, SubmitButton, TextField } from "../../../components/ui/form-controls";
import { useSchemaForm } from "../../../lib/form";
import { useRegister } from "../api/register";
import { translateKey } from "../../../lib/translate-key";

type Values = {
  name: string;
  matrixNo: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
};

export function RegisterForm({
  studentEmailDomain,
  onRegistered,
}: {
  studentEmailDomain: string;
  onRegistered: (message: string) => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => registerSchema(studentEmailDomain), [studentEmailDomain]);
  const form = useSchemaForm(schema, {
    name: "",
    matrixNo: "",
    email: "",
    phone: "",
    password: "",
    confirmPassword: "",
    acceptTerms: false,
  });
  const mutation = useRegister();
  const values = form.values;
  const text = (name: keyof Values, type: string, autoComplete: string, hint?: string) => (
    <TextField
      label={translateKey(t, `authPages.register.${name}`)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      required
      value={values[name] as string}
      error={form.errors[name]}
      {...(hint ? { hint } : {})}
      onChange={(v) => form.set(name, v)}
      onBlur={() => form.check(name)}
    />
  );

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit((input) =>
        mutation.mutate(input, {
          onSuccess: (res) => onRegistered(res.message),
          onError: (error) => form.showApiError(error, t("auth.errors.registrationFailed")),
        }),
      )}
    >
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      {text("name", "text", "name")}
      {text("matrixNo", "text", "username", t("authPages.register.matrixHint"))}
      {text("email", "email", "email", t("authPages.register.emailHint", { domain: studentEmailDomain }))}
      {text("phone", "tel", "tel")}
      {text("password", "password", "new-password", t("authPages.register.passwordHint"))}
      {text("confirmPassword", "password", "new-password")}
      <CheckboxField
        name="acceptTerms"
        checked={values.acceptTerms}
        error={form.errors.acceptTerms}
        onChange={(v) => form.set("acceptTerms", v)}
      >
        {t("authPages.register.termsBefore")}{" "}
        <Link to={paths.terms} target="_blank" className="font-semibold text-brand-700 underline underline-offset-4">
          {t("authPages.register.termsLink")}
        </Link>
      </CheckboxField>
      <p className="text-sm text-slate-700">
        {t("authPages.register.privacyBefore")}{" "}
        <Link to={paths.privacy} target="_blank" className="font-semibold text-brand-700 underline underline-offset-4">
          {t("authPages.register.privacyLink")}
        </Link>
      </p>
      <SubmitButton pending={mutation.isPending}>{t("authPages.register.submit")}</SubmitButton>
      <p className="text-sm text-slate-700">
        {t("authPages.register.haveAccount")}{" "}
        <Link to={paths.login} className="font-semibold text-brand-700 underline underline-offset-4">
          {t("authPages.register.login")}
        </Link>
      </p>
    </form>
  );
}
