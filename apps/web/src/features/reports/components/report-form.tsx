import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { foundReportSchema, itemStepSchema, lostReportSchema, type Location, type ReportDetails } from "@campus/shared";
import { FormAlert, SubmitButton, TextAreaField } from "../../../components/ui/form-controls";
import { ApiError, failureMessage, isTransientFailure } from "../../../lib/api-client";
import { focusFirstInvalid, useSchemaForm } from "../../../lib/form";
import { randomId } from "../../../lib/random-id";
import { useCreateReport } from "../api/create-report";
import { EMPTY_ITEM_AND_PLACE, ItemDetailsFields, PlaceAndTimeFields } from "./item-fields";
import { PhotoField } from "../../../components/photo-field";
import { isPhotoRefusal } from "./photo-refusal";
import { forgetWaiting, keepWaiting, keptPhoto, photoToKeep, type WaitingReport } from "../waiting/store";

const ITEM_FIELDS = ["itemType", "itemTypeOther", "brand", "color", "serialNumber", "model", "description"];

/** A kept report's values as the form holds them (text, "" for nothing). */
function formValues<V extends Record<string, unknown>>(blank: V, kept: WaitingReport["report"] | undefined): V {
  if (!kept) return blank;
  const values: Record<string, unknown> = { ...blank };
  for (const name of Object.keys(blank)) values[name] = (kept as Record<string, unknown>)[name] ?? "";
  return values as V;
}

/**
 * A student's lost or found report in two steps: the item, then where, when and a photo. Every
 * value stays as typed whatever happens; a server error on a field takes the user to its step.
 * Submitted without a connection, the report (with its photo) is kept on the device to be sent
 * when the connection is back (`onKept`); `resume` opens such a report the server refused, with
 * its errors, to be fixed and sent again under the same client id.
 */
export function ReportForm({
  type,
  userId,
  locations,
  today,
  maxUploadMb,
  resume,
  onSubmitted,
  onKept,
}: {
  type: "lost" | "found";
  userId: string;
  locations: Location[];
  today: string;
  maxUploadMb: number;
  resume?: WaitingReport;
  onSubmitted: (report: ReportDetails, message: string) => void;
  onKept: (clientId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const schema = useMemo(
    () => (type === "lost" ? lostReportSchema(() => today) : foundReportSchema(() => today)),
    [type, today],
  );
  const form = useSchemaForm(
    schema,
    formValues(
      {
        type,
        ...EMPTY_ITEM_AND_PLACE,
        ...(type === "found" ? { custody: "", hiddenDetails: "" } : {}),
      },
      resume?.report,
    ),
  );
  const [step, setStep] = useState<1 | 2>(1);
  const [photo, setPhoto] = useState<File | null>(() => (resume ? keptPhoto(resume) : null));
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [moved, setMoved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const mutation = useCreateReport();
  // One id for this report, sent with every attempt (retries, a second press of Submit, and the
  // sending of the copy kept on the device alike).
  const [clientId] = useState(() => resume?.clientId ?? randomId());
  const [keeping, setKeeping] = useState(false);

  const goTo = (next: 1 | 2) => {
    setStep(next);
    setMoved(true);
  };
  // After moving between steps, focus goes to the step's heading so screen readers announce it.
  useEffect(() => {
    if (moved) heading.current?.focus();
  }, [moved, step]);
  const steps = [t("reports.form.stepItem"), t("reports.form.stepPlace")];

  const next = (event: { preventDefault(): void; currentTarget: EventTarget | null }) => {
    event.preventDefault();
    if (form.validatePart(itemStepSchema)) goTo(2);
    else if (event.currentTarget instanceof HTMLFormElement) focusFirstInvalid(event.currentTarget);
  };

  /** Shows a refusal where it belongs: on the photo, on its fields (and their step), or on the form. */
  const showRefusal = (error: unknown) => {
    if (error instanceof ApiError && (error.fields.filename || error.fields.image || isPhotoRefusal(error.code))) {
      setPhotoError(error.fields.filename ?? error.fields.image ?? error.message);
      return;
    }
    if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
      form.showApiError(error, t("reports.submitFailed"));
      if (Object.keys(error.fields).some((field) => ITEM_FIELDS.includes(field))) goTo(1);
      return;
    }
    form.setFormError(failureMessage(error, t("reports.submitFailed")));
  };

  // A kept report the server refused opens with the server's words where they belong, once.
  const shownRefusal = useRef(false);
  useEffect(() => {
    const refusal = resume?.refusal;
    if (!refusal || shownRefusal.current) return;
    shownRefusal.current = true;
    // Where the submit button is, unless the refusal is about the item (showRefusal goes back then).
    goTo(2);
    showRefusal(new ApiError(refusal.status, refusal.code, refusal.message, refusal.fields));
    // Once, when the form opens: later errors are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resume]);

  /** No connection: the report and its photo stay on the device, to be sent when it is back. */
  const keep = async (input: WaitingReport["report"], failure: unknown) => {
    setKeeping(true);
    try {
      await keepWaiting({
        clientId,
        userId,
        report: { ...input, clientId },
        photo: await photoToKeep(photo),
        savedAt: new Date().toISOString(),
        state: "waiting",
      });
      onKept(clientId);
    } catch {
      // The browser keeps nothing (private mode, storage full): the form still holds every value.
      form.setFormError(failureMessage(failure, t("reports.submitFailed")));
    } finally {
      setKeeping(false);
    }
  };

  const submit = form.submit((input) => {
    form.setFormError(null);
    setPhotoError(undefined);
    if (navigator.onLine === false) {
      void keep(input, new ApiError(0, "NETWORK_ERROR", t("errors.network")));
      return;
    }
    mutation.mutate(
      { report: { ...input, clientId }, photo, language: i18n.language },
      {
        onSuccess: ({ report, message }) => {
          // A kept report fixed and sent: nothing waits any more.
          if (resume) void forgetWaiting(clientId).catch(() => undefined);
          onSubmitted(report, message ?? t("reports.submitted"));
        },
        onError: (error) => {
          if (isTransientFailure(error) || navigator.onLine === false) void keep(input, error);
          else showRefusal(error);
        },
      },
    );
  });

  // On the second step, errors of the first (e.g. after a server refusal) send the user back.
  const firstStepErrors = Object.keys(form.errors).some((field) => ITEM_FIELDS.includes(field));

  return (
    <form noValidate onSubmit={step === 1 ? next : submit} className="space-y-6" aria-labelledby="report-form-step">
      <ol
        className="flex gap-2 text-sm"
        aria-label={t("reports.form.stepOf", { step, total: 2, name: steps[step - 1] })}
      >
        {steps.map((name, index) => (
          <li
            key={name}
            aria-current={step === index + 1 ? "step" : undefined}
            className={`flex-1 rounded-full px-3 py-1.5 text-center font-semibold ${step === index + 1 ? "bg-brand-800 text-white" : "bg-slate-100 text-slate-700"}`}
          >
            {`${index + 1}. ${name}`}
          </li>
        ))}
      </ol>
      <h2
        id="report-form-step"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-slate-900 focus:outline-none"
      >
        {t("reports.form.stepOf", { step, total: 2, name: steps[step - 1] })}
      </h2>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      {step === 1 ? (
        <>
          <ItemDetailsFields
            values={form.values}
            errors={form.errors}
            set={form.set}
            check={form.check}
            {...(type === "found" ? { serialHint: t("reports.form.serialHintFound") } : {})}
          />
          {type === "found" && (
            <TextAreaField
              label={t("claims.hidden.label")}
              hint={t("claims.hidden.hint")}
              name="hiddenDetails"
              value={String(form.values.hiddenDetails)}
              error={form.errors.hiddenDetails}
              onChange={(value) => form.set("hiddenDetails", value)}
              onBlur={() => form.check("hiddenDetails")}
            />
          )}
        </>
      ) : (
        <>
          {firstStepErrors && <FormAlert>{t("reports.submitFailed")}</FormAlert>}
          <PlaceAndTimeFields
            values={form.values}
            errors={form.errors}
            set={form.set}
            check={form.check}
            type={type}
            locations={locations}
            today={today}
          />
          <PhotoField
            photo={photo}
            onChange={(file) => {
              setPhoto(file);
              setPhotoError(undefined);
            }}
            maxUploadMb={maxUploadMb}
            error={photoError}
          />
        </>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {step === 2 ? (
          <button
            type="button"
            onClick={() => goTo(1)}
            className="min-h-11 rounded-xl px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {t("reports.form.back")}
          </button>
        ) : (
          <span />
        )}
        <div className="sm:w-56">
          {step === 1 ? (
            <button
              type="submit"
              className="inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              {t("reports.form.next")}
            </button>
          ) : (
            <SubmitButton pending={mutation.isPending || keeping}>{t("reports.form.submit")}</SubmitButton>
          )}
        </div>
      </div>
    </form>
  );
}
