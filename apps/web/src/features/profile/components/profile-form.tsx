import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { adminProfileSchema, LANGUAGES, LANGUAGE_TAGS, studentProfileSchema, type Language, type SessionUser } from "@campus/shared";
import { FormAlert, SubmitButton, TextField } from "../../../components/ui/form-controls";
import { useSchemaForm } from "../../../lib/form";
import { chooseLanguage } from "../../../lib/i18n";
import { useUpdateProfile } from "../api/profile";

type Values = { name: string; matrixNo: string; email: string; phone: string; language: Language };

/** The profile form; the language switches the interface as soon as it is chosen. */
export function ProfileForm({ user, studentEmailDomain }: { user: SessionUser; studentEmailDomain: string }) {
  const { t, i18n } = useTranslation();
  const isStudent = user.role === "student";
  const schema = useMemo(() => (isStudent ? studentProfileSchema(studentEmailDomain) : adminProfileSchema), [isStudent, studentEmailDomain]);
  const form = useSchemaForm(schema, { name: user.name, matrixNo: user.matrixNo ?? "", email: user.email, phone: user.phone ?? "", language: user.language });
  const mutation = useUpdateProfile();
  const values = form.values as Values;
  const field = (name: "name" | "matrixNo" | "email" | "phone", type: string, autoComplete: string) => (
    <TextField label={t(`profile.${name}`)} name={name} type={type} autoComplete={autoComplete} required value={values[name]} error={form.errors[name]} onChange={(v) => form.set(name, v)} onBlur={() => form.check(name)} />
  );

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.submit((input) => {
        mutation.reset();
        mutation.mutate(input, { onError: (error) => form.showApiError(error, t("profile.failed")) });
      })}
    >
      {mutation.isSuccess && <FormAlert tone="success">{mutation.data.message ?? t("profile.updated")}</FormAlert>}
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <div className="grid gap-4 md:grid-cols-2">
        {field("name", "text", "name")}
        {isStudent && field("matrixNo", "text", "username")}
        {field("email", "email", "email")}
        {field("phone", "tel", "tel")}
        <div className="space-y-1">
          <label htmlFor="profile-language" className="block text-sm font-semibold text-slate-800">
            {t("profile.language")}
          </label>
          <select
            id="profile-language"
            value={values.language}
            onChange={(event) => {
              const language = event.target.value as Language;
              form.set("language", language);
              void chooseLanguage(i18n, language);
            }}
            className="block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base"
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={LANGUAGE_TAGS[language]}>
                {t(`common.languageName.${language}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="max-w-xs">
        <SubmitButton pending={mutation.isPending}>{t("profile.save")}</SubmitButton>
      </div>
    </form>
  );
}
