import { useMemo } from "react";
import { useTranslation } from "../../../lib/use-translation";
import {
  adminProfileSchema,
  LANGUAGES,
  LANGUAGE_TAGS,
  studentProfileSchema,
  type Language,
  type SessionUser,
} from "@campus/shared";
import { FormAlert, SubmitButton, TextField } from "../../../components/ui/form-controls";
import { useSchemaForm } from "../../../lib/form";
import { chooseLanguage } from "../../../lib/i18n";
import { useUpdateProfile } from "../api/profile";
import { useSaveLanguage } from "../api/save-language";

/**
 * The profile form. The language is the one language setting (the header's switch too): it
 * switches the interface and is saved as soon as it is chosen, and always shows the current one.
 */
export function ProfileForm({ user, studentEmailDomain }: { user: SessionUser; studentEmailDomain: string }) {
  const { t, i18n } = useTranslation();
  const isStudent = user.role === "student";
  const schema = useMemo(
    () => (isStudent ? studentProfileSchema(studentEmailDomain) : adminProfileSchema),
    [isStudent, studentEmailDomain],
  );
  const form = useSchemaForm(schema, {
    name: user.name,
    matrixNo: user.matrixNo ?? "",
    email: user.email,
    phone: user.phone ?? "",
    language: user.language,
    currentPassword: "",
  });
  const mutation = useUpdateProfile();
  const saveLanguage = useSaveLanguage();
  const language = i18n.language;
  const values = form.values;
  // Who the account is (email, matrix number) changes only with the password, and once the new address confirms it.
  const identityChanges =
    values.email.trim().toLowerCase() !== user.email ||
    (isStudent && values.matrixNo.trim().toUpperCase() !== (user.matrixNo ?? ""));
  const pending = mutation.data?.pendingChange;
  const field = (name: "name" | "matrixNo" | "email" | "phone", type: string, autoComplete: string) => (
    <TextField
      label={t(`profile.${name}`)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      required
      value={values[name]}
      error={form.errors[name]}
      onChange={(v) => form.set(name, v)}
      onBlur={() => form.check(name)}
    />
  );

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.submit((input) => {
        mutation.reset();
        mutation.mutate(
          { ...input, language },
          {
            // A new email or matrix number waits for its confirmation: the fields show what is saved until then.
            onSuccess: ({ user: saved }) => {
              form.set("email", saved.email);
              if (isStudent) form.set("matrixNo", saved.matrixNo ?? "");
              form.set("currentPassword", "");
            },
            onError: (error) => form.showApiError(error, t("profile.failed")),
          },
        );
      })}
    >
      {mutation.isSuccess && <FormAlert tone="success">{mutation.data.message ?? t("profile.updated")}</FormAlert>}
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      {pending && !mutation.isPending && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t("profile.pendingChange", { email: pending.email })}
        </p>
      )}
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
            value={language}
            onChange={(event) => {
              const chosen = event.target.value as Language;
              void chooseLanguage(i18n, chosen);
              saveLanguage.mutate(chosen);
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
        {identityChanges && (
          <TextField
            label={t("profile.currentPassword")}
            hint={t("profile.currentPasswordHint")}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            value={values.currentPassword}
            error={form.errors.currentPassword}
            onChange={(v) => form.set("currentPassword", v)}
          />
        )}
      </div>
      <div className="max-w-xs">
        <SubmitButton pending={mutation.isPending}>{t("profile.save")}</SubmitButton>
      </div>
    </form>
  );
}
