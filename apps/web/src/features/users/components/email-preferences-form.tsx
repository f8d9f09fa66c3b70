import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { EMAIL_FREQUENCIES, type EmailFrequency, type EmailPreferences, type Role } from "@campus/shared";
import { FormAlert, RadioGroupField } from "../../../components/ui/form-controls";
import { useEmailPreferences, useSaveEmailPreferences } from "../api/email-preferences";
import { LoadingText } from "../../../components/ui/loading-text";

const KINDS = [
  { field: "matchEmails", label: "match", forRole: "student" },
  { field: "messageEmails", label: "message", forRole: "any" },
  { field: "reportEmails", label: "report", forRole: "admin" },
] as const;

/**
 * "Email notifications" on the profile: for each kind of email, each time, a daily summary or
 * off. Students choose match and message emails; administrators message and new-report emails.
 */
export function EmailPreferencesForm({ role }: { role: Role }) {
  const { t } = useTranslation();
  const saved = useEmailPreferences();
  return (
    <section aria-labelledby="profile-emails" className="border-t border-slate-200 pt-4">
      <h2 id="profile-emails" className="text-lg font-bold text-brand-800">
        {t("profile.emails.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("profile.emails.intro")}</p>
      {saved.error ? (
        <div className="mt-3">
          <FormAlert>{saved.error.message}</FormAlert>
        </div>
      ) : !saved.data ? (
        <p role="status" className="mt-3">
          <LoadingText />
        </p>
      ) : (
        <Choices role={role} saved={saved.data} />
      )}
    </section>
  );
}

/** The three choices (the role's two), starting from what is saved. */
function Choices({ role, saved }: { role: Role; saved: EmailPreferences }) {
  const { t } = useTranslation();
  const save = useSaveEmailPreferences();
  const [choice, setChoice] = useState(saved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choice);
  };
  const options = EMAIL_FREQUENCIES.map((value) => ({ value, label: t(`profile.emails.${value}`) }));
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-4">
      {KINDS.filter((kind) => kind.forRole === "any" || kind.forRole === role).map((kind) => (
        <div key={kind.field}>
          <RadioGroupField
            legend={t(`profile.emails.${kind.label}`)}
            hint={t(`profile.emails.${kind.label}Hint`)}
            name={kind.field}
            value={choice[kind.field]}
            options={options}
            onChange={(value) => {
              save.reset();
              setChoice({ ...choice, [kind.field]: value as EmailFrequency });
            }}
          />
        </div>
      ))}
      {save.isSuccess && <FormAlert tone="success">{save.data.message ?? t("profile.emails.saved")}</FormAlert>}
      {save.isError && <FormAlert>{t("profile.emails.failed")}</FormAlert>}
      <button
        type="submit"
        disabled={save.isPending}
        aria-busy={save.isPending}
        className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {save.isPending ? t("common.working") : t("profile.emails.save")}
      </button>
    </form>
  );
}
