import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import {
  getHref,
  INTAKE_SOURCES,
  intakeSchema,
  LIMITS,
  todayIn,
  type IntakeResponse,
  type Location,
  type StoragePlace,
} from "@campus/shared";
import { ButtonLink } from "../../../components/ui/button-link";
import { FormAlert, RadioGroupField, SelectField, SubmitButton, TextField } from "../../../components/ui/form-controls";
import { PageHeader } from "../../../components/ui/page-header";
import { ReferenceNumber } from "../../../components/ui/reference-number";
import { useRecordIntake } from "../../../features/custody/api/intake";
import { useStoragePlaces } from "../../../features/custody/api/storage-places";
import { useLocations } from "../../../features/reports/api/get-locations";
import {
  EMPTY_ITEM_AND_PLACE,
  ItemDetailsFields,
  PlaceAndTimeFields,
} from "../../../features/reports/components/item-fields";
import { PhotoField } from "../../../components/photo-field";
import { isPhotoRefusal } from "../../../features/reports/components/photo-refusal";
import { usePublicConfig } from "../../../features/system/api/get-public-config";
import { ApiError, failureMessage, loadFailureMessage } from "../../../lib/api-client";
import { useSchemaForm } from "../../../lib/form";
import { randomId } from "../../../lib/random-id";
import { LoadingText } from "../../../components/ui/loading-text";

const section = "space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6";
const legend = "text-lg font-bold text-brand-800";

/** The intake form: the item, its photo, who brought it and where it is kept. Values stay as typed whatever the server says. */
function IntakeForm({
  locations,
  places,
  today,
  maxUploadMb,
  onSaved,
}: {
  locations: Location[];
  places: StoragePlace[];
  today: string;
  maxUploadMb: number;
  onSaved: (saved: IntakeResponse) => void;
}) {
  const { t, i18n } = useTranslation();
  const schema = useMemo(() => intakeSchema(() => today), [today]);
  const form = useSchemaForm(schema, {
    ...EMPTY_ITEM_AND_PLACE,
    eventDate: today,
    handedInBy: "",
    contactName: "",
    contactEmail: "",
    contactPhone: "",
    storagePlaceId: "",
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const mutation = useRecordIntake();
  // One id for this item, sent with every attempt (retries and a second press of Save alike).
  const [clientId] = useState(randomId);
  const contact = (name: "contactName" | "contactEmail" | "contactPhone", type: string, autoComplete: string) => (
    <TextField
      label={t(`intake.fields.${name}`)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      maxLength={name === "contactName" ? LIMITS.nameMax : 254}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(value) => form.set(name, value)}
      onBlur={() => form.check(name)}
    />
  );

  return (
    <form
      noValidate
      className="space-y-6"
      onSubmit={form.submit((input) => {
        form.setFormError(null);
        setPhotoError(undefined);
        mutation.mutate(
          { intake: { ...input, clientId }, photo, language: i18n.language },
          {
            onSuccess: onSaved,
            onError: (error) => {
              if (
                error instanceof ApiError &&
                (error.fields.filename || error.fields.image || isPhotoRefusal(error.code))
              ) {
                setPhotoError(error.fields.filename ?? error.fields.image ?? error.message);
                return;
              }
              if (error instanceof ApiError && Object.keys(error.fields).length > 0)
                form.showApiError(error, t("reports.submitFailed"));
              else form.setFormError(failureMessage(error, t("reports.submitFailed")));
            },
          },
        );
      })}
    >
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <fieldset className={section}>
        <legend className={`${legend} float-left mb-2 w-full`}>{t("reports.form.stepItem")}</legend>
        <ItemDetailsFields
          values={form.values}
          errors={form.errors}
          set={form.set}
          check={form.check}
          serialHint={t("reports.form.serialHintFound")}
        />
      </fieldset>
      <fieldset className={section}>
        <legend className={`${legend} float-left mb-2 w-full`}>{t("reports.form.stepPlace")}</legend>
        {/* Clear of the floated legend: the fields start below it, full width. */}
        <div className="clear-both">
          <PlaceAndTimeFields
            values={form.values}
            errors={form.errors}
            set={form.set}
            check={form.check}
            type="found"
            askCustody={false}
            locations={locations}
            today={today}
          />
        </div>
      </fieldset>
      <section aria-labelledby="intake-photo" className={section}>
        <h2 id="intake-photo" className={legend}>
          {t("intake.photoTitle")}
        </h2>
        <PhotoField photo={photo} onChange={setPhoto} maxUploadMb={maxUploadMb} error={photoError} camera />
      </section>
      <fieldset className={section}>
        <legend className={`${legend} float-left mb-2 w-full`}>{t("intake.sourceTitle")}</legend>
        <RadioGroupField
          legend={t("intake.sourceLegend")}
          name="handedInBy"
          value={form.values["handedInBy"]}
          error={form.errors.handedInBy}
          options={INTAKE_SOURCES.map((source) => ({ value: source, label: t(`intake.sources.${source}`) }))}
          onChange={(value) => form.set("handedInBy", value)}
        />
        <p className="text-sm text-slate-600">{t("intake.contactHint")}</p>
        <div className="grid gap-4 md:grid-cols-3">
          {contact("contactName", "text", "off")}
          {contact("contactEmail", "email", "off")}
          {contact("contactPhone", "tel", "off")}
        </div>
      </fieldset>
      <fieldset className={section}>
        <legend className={`${legend} float-left mb-2 w-full`}>{t("intake.storageTitle")}</legend>
        <div className="sm:w-80">
          <SelectField
            label={t("custody.fields.place")}
            name="storagePlaceId"
            required
            value={form.values["storagePlaceId"]}
            error={form.errors.storagePlaceId}
            placeholder={t("custody.choosePlace")}
            options={places
              .filter((place) => place.active)
              .map((place) => ({ value: place.id, label: i18n.language === "my" ? place.nameMy : place.nameEn }))}
            onChange={(value) => form.set("storagePlaceId", value)}
            onBlur={() => form.check("storagePlaceId")}
          />
        </div>
      </fieldset>
      <div className="sm:w-72">
        <SubmitButton pending={mutation.isPending}>{t("intake.submit")}</SubmitButton>
      </div>
    </form>
  );
}

/** After saving: the reference number, big, with the label to print and the next item. */
function IntakeSaved({ saved, onAnother }: { saved: IntakeResponse; onAnother: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLDivElement>(null);
  // Focus moves to the result, so a screen reader announces it and Tab reaches its buttons next.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div ref={heading} tabIndex={-1} className="space-y-4 outline-none">
      <FormAlert tone="success">{saved.message}</FormAlert>
      <ReferenceNumber
        reference={saved.reference}
        label={t("intake.referenceLabel")}
        hint={t("intake.referenceHint")}
        copyLabel={t("reports.receipt.copy")}
        copiedMessage={t("reports.receipt.copied")}
        copyFailedMessage={t("reports.receipt.copyFailed")}
      >
        <ButtonLink to={getHref("adminLabel", { id: saved.id })}>{t("intake.printLabel")}</ButtonLink>
        <button
          type="button"
          onClick={onAnother}
          className="min-h-11 rounded-xl bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {t("intake.recordAnother")}
        </button>
      </ReferenceNumber>
      <ButtonLink to={getHref("reportFoundDetails", { id: saved.id })} variant="ghost">
        {t("intake.viewReport")}
      </ButtonLink>
    </div>
  );
}

/**
 * `/dashboard/admin/intake`: a found item handed in at the counter, recorded in one screen: its
 * details, a photo taken on the spot or chosen, who brought it, and the storage place it goes
 * to. Saving gives its reference number, with its label to print.
 */
export function IntakePage() {
  const { t } = useTranslation();
  const locations = useLocations();
  const places = useStoragePlaces();
  const config = usePublicConfig();
  const [saved, setSaved] = useState<IntakeResponse | null>(null);
  const [round, setRound] = useState(0);
  const active = places.data?.filter((place) => place.active) ?? [];
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t("intake.title")} intro={t("intake.intro")} />
      {saved ? (
        <IntakeSaved
          saved={saved}
          onAnother={() => {
            setSaved(null);
            setRound(round + 1);
          }}
        />
      ) : locations.error || places.error || config.error ? (
        <FormAlert>
          {loadFailureMessage(locations.error ?? places.error ?? config.error, t("reports.submitFailed"))}
        </FormAlert>
      ) : !locations.data || !places.data || !config.data ? (
        <p role="status">
          <LoadingText />
        </p>
      ) : active.length === 0 ? (
        <FormAlert>{t("custody.noPlaces")}</FormAlert>
      ) : (
        <IntakeForm
          key={round}
          locations={locations.data}
          places={places.data}
          today={todayIn(config.data.timeZone)}
          maxUploadMb={config.data.maxUploadMb}
          onSaved={setSaved}
        />
      )}
    </div>
  );
}
