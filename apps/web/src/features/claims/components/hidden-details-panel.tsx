import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { hiddenDetailsSchema, type ReportDetails } from "@campus/shared";
import { FormAlert, SubmitButton, TextAreaField } from "../../../components/ui/form-controls";
import { useSchemaForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { useSetHiddenDetails } from "../api/claims";

/**
 * A found item's hidden details, for its finder and the office (the server sends them to nobody
 * else): what they say, and a form to change them. The form is made afresh each time it opens,
 * from the details as they are then; the panel itself stays mounted when they change, so the
 * save's confirmation is never lost with it.
 */
export function HiddenDetailsPanel({ report }: { report: ReportDetails }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="hidden-details-title" className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <h2 id="hidden-details-title" className="text-lg font-semibold text-slate-900">
        {t("claims.hidden.title")}
      </h2>
      <p className="text-sm text-slate-600">{t("claims.hidden.onlyYou")}</p>
      {editing ? (
        <HiddenDetailsForm report={report} onSaved={() => setEditing(false)} />
      ) : (
        <>
          <p className="mt-3 whitespace-pre-line text-slate-900">{report.hiddenDetails ?? t("claims.hidden.none")}</p>
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="mt-3 min-h-11 rounded-xl px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            {t("claims.hidden.edit")}
          </button>
        </>
      )}
    </section>
  );
}

function HiddenDetailsForm({ report, onSaved }: { report: ReportDetails; onSaved: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(hiddenDetailsSchema, { hiddenDetails: report.hiddenDetails ?? "" });
  const save = useSetHiddenDetails();
  return (
    <form
      noValidate
      className="mt-3 space-y-3"
      onSubmit={form.submit((input) =>
        save.mutate(
          { reportId: report.id, hiddenDetails: input.hiddenDetails ?? "" },
          {
            onSuccess: ({ message }) => {
              toast.success(message);
              onSaved();
            },
            onError: (error) => form.showApiError(error, t("claims.hidden.saveFailed")),
          },
        ),
      )}
    >
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextAreaField
        label={t("claims.hidden.label")}
        hint={t("claims.hidden.hint")}
        name="hiddenDetails"
        value={String(form.values.hiddenDetails)}
        error={form.errors.hiddenDetails}
        onChange={(value) => form.set("hiddenDetails", value)}
        onBlur={() => form.check("hiddenDetails")}
      />
      <div className="sm:w-64">
        <SubmitButton pending={save.isPending}>{t("claims.hidden.save")}</SubmitButton>
      </div>
    </form>
  );
}
