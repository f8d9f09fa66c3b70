import { useMemo, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { LIMITS, visitorReportSchema, type Location } from "@campus/shared";
import { FormAlert, SubmitButton, TextField } from "../../../components/ui/form-controls";
import { useSchemaForm } from "../../../lib/form";
import { randomId } from "../../../lib/random-id";
import { useCreateVisitorReport } from "../api/create-visitor-report";
import { EMPTY_ITEM_AND_PLACE, ItemDetailsFields, PlaceAndTimeFields } from "./item-fields";
import { PhotoField } from "../../../components/photo-field";
import { ApiError, failureMessage } from "../../../lib/api-client";
import { isPhotoRefusal } from "./photo-refusal";

/** What the thank-you screen shows: the office's words, the reference number, and whether it was emailed. */
export interface VisitorReceipt {
  message: string;
  reference: string;
  emailed: boolean;
  /** The visitor left the item at the office already (nothing more to bring). */
  handedIn: boolean;
}

/**
 * A visitor's found report on one page: the item, where and when, an optional photo, and how to
 * reach them. A hidden field that people leave empty catches form-filling robots.
 */
export function VisitorReportForm({
  locations,
  today,
  maxUploadMb,
  onSubmitted,
}: {
  locations: Location[];
  today: string;
  maxUploadMb: number;
  onSubmitted: (receipt: VisitorReceipt) => void;
}) {
  const { t, i18n } = useTranslation();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const schema = useMemo(() => visitorReportSchema(() => today), [today]);
  const form = useSchemaForm(schema, {
    ...EMPTY_ITEM_AND_PLACE,
    custody: "",
    visitorName: "",
    visitorEmail: "",
    visitorPhone: "",
    website: "",
  });
  const mutation = useCreateVisitorReport();
  // One id for this report, sent with every attempt (retries and a second press of Submit alike).
  const [clientId] = useState(randomId);
  const contact = (name: "visitorName" | "visitorEmail" | "visitorPhone", type: string, autoComplete: string) => (
    <TextField
      label={t(`reports.fields.${name}`)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      required={name === "visitorName"}
      maxLength={name === "visitorName" ? LIMITS.nameMax : 254}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(value) => form.set(name, value)}
      onBlur={() => form.check(name)}
    />
  );

  return (
    <form
      noValidate
      className="space-y-8"
      onSubmit={form.submit((input) => {
        form.setFormError(null);
        setPhotoError(undefined);
        mutation.mutate(
          { report: { ...input, clientId }, photo, language: i18n.language },
          {
            onSuccess: ({ message, reference }) =>
              onSubmitted({
                message,
                reference,
                emailed: Boolean(input.visitorEmail),
                handedIn: input.custody === "office",
              }),
            onError: (error) => {
              if (
                error instanceof ApiError &&
                (error.fields.filename || error.fields.image || isPhotoRefusal(error.code))
              ) {
                setPhotoError(error.fields.filename ?? error.fields.image ?? error.message);
                return;
              }
              if (Object.keys((error as { fields?: object }).fields ?? {}).length)
                form.showApiError(error, t("reports.submitFailed"));
              else form.setFormError(failureMessage(error, t("reports.submitFailed")));
            },
          },
        );
      })}
    >
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-slate-900">{t("reports.form.stepItem")}</legend>
        <ItemDetailsFields
          values={form.values}
          errors={form.errors}
          set={form.set}
          check={form.check}
          serialHint={t("reports.form.serialHintFound")}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-slate-900">{t("reports.form.stepPlace")}</legend>
        <PlaceAndTimeFields
          values={form.values}
          errors={form.errors}
          set={form.set}
          check={form.check}
          type="found"
          locations={locations}
          today={today}
        />
        <PhotoField photo={photo} onChange={setPhoto} maxUploadMb={maxUploadMb} error={photoError} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-slate-900">{t("reports.form.contactTitle")}</legend>
        <p className="text-sm text-slate-600">{t("reports.form.contactHint")}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {contact("visitorName", "text", "name")}
          {contact("visitorEmail", "email", "email")}
          {contact("visitorPhone", "tel", "tel")}
        </div>
      </fieldset>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {t("reports.form.trapLabel")}
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={form.values["website"]}
            onChange={(event) => form.set("website", event.target.value)}
          />
        </label>
      </div>
      <div className="sm:w-64">
        <SubmitButton pending={mutation.isPending}>{t("reports.form.submit")}</SubmitButton>
      </div>
    </form>
  );
}
