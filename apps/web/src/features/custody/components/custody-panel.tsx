import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { Link } from "react-router";
import {
  getHref,
  handInSchema,
  moveItemSchema,
  type Custody,
  type CustodyEvent,
  type StoragePlace,
} from "@campus/shared";
import { Modal } from "../../../components/ui/modal";
import { FormAlert, SelectField, SubmitButton, TextField } from "../../../components/ui/form-controls";
import { useSchemaForm } from "../../../lib/form";
import { formatDateTime } from "../../../lib/date-time";
import { toast } from "../../../lib/toast";
import { useCustody, useCustodyStep } from "../api/custody";
import { useStoragePlaces } from "../api/storage-places";
import { loadFailureMessage } from "../../../lib/api-client";

const placeName = (place: { nameEn: string; nameMy: string }, language: string) =>
  language === "my" ? place.nameMy : place.nameEn;

/** The form of one custody step: the place (active ones), and who brought it or a note. */
function StepForm({
  reportId,
  kind,
  places,
  current,
  onDone,
}: {
  reportId: string;
  kind: "handIn" | "move";
  places: StoragePlace[];
  current: string | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const form = useSchemaForm(kind === "handIn" ? handInSchema : moveItemSchema, {
    storagePlaceId: "",
    handedInBy: "",
    note: "",
  });
  const step = useCustodyStep();
  const offered = places.filter((place) => place.active && place.id !== current);
  if (offered.length === 0) return <p className="text-slate-700">{t("custody.noPlaces")}</p>;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit((input) =>
        step.mutate(
          kind === "handIn"
            ? {
                reportId,
                kind,
                input: {
                  storagePlaceId: input.storagePlaceId,
                  handedInBy: String(form.values.handedInBy),
                  note: input.note ?? "",
                },
              }
            : { reportId, kind, input: { storagePlaceId: input.storagePlaceId, note: input.note ?? "" } },
          {
            onSuccess: ({ message }) => {
              toast.success(message);
              onDone();
            },
            onError: (error) => form.showApiError(error, t("custody.errors.saveFailed")),
          },
        ),
      )}
    >
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <SelectField
        label={t("custody.fields.place")}
        name="storagePlaceId"
        required
        value={String(form.values.storagePlaceId)}
        error={form.errors.storagePlaceId}
        placeholder={t("custody.choosePlace")}
        options={offered.map((place) => ({ value: place.id, label: placeName(place, i18n.language) }))}
        onChange={(value) => form.set("storagePlaceId", value)}
        onBlur={() => form.check("storagePlaceId")}
      />
      {kind === "handIn" && (
        <TextField
          label={t("custody.fields.handedInBy")}
          hint={t("custody.fields.handedInByHint")}
          name="handedInBy"
          autoComplete="off"
          value={String(form.values.handedInBy)}
          error={form.errors.handedInBy}
          onChange={(value) => form.set("handedInBy", value)}
          onBlur={() => form.check("handedInBy")}
        />
      )}
      <TextField
        label={t("custody.fields.note")}
        name="note"
        autoComplete="off"
        value={String(form.values.note)}
        error={form.errors.note}
        onChange={(value) => form.set("note", value)}
        onBlur={() => form.check("note")}
      />
      <SubmitButton pending={step.isPending}>{t("custody.save")}</SubmitButton>
    </form>
  );
}

/** A recorded step in words: "Handed in to Shelf A", "Moved to the safe". */
function EventLine({ event }: { event: CustodyEvent }) {
  const { t, i18n } = useTranslation();
  const place = event.place ? placeName(event.place, i18n.language) : "";
  if (event.kind === "claimed") return <>{t("custody.events.claimed")}</>;
  if (event.kind === "returned") return <>{t("custody.events.returned")}</>;
  if (event.kind === "discarded" || event.kind === "donated" || event.kind === "toPolice")
    return <>{t(`custody.events.${event.kind}`)}</>;
  return (
    <>{event.kind === "handedIn" ? t("custody.events.handedIn", { place }) : t("custody.events.moved", { place })}</>
  );
}

/** The custody history, oldest first: reported, then each recorded step with who and when. */
function History({ custody }: { custody: Custody }) {
  const { t, i18n } = useTranslation();
  const when = (at: string) => formatDateTime(at, i18n.language);
  return (
    <ol className="space-y-2 border-l-2 border-slate-200 pl-4">
      <li>
        <p className="font-medium text-slate-900">{t("custody.events.reported")}</p>
        <p className="text-sm text-slate-600">{when(custody.reportedAt)}</p>
      </li>
      {custody.events.map((event) => (
        <li key={event.id}>
          <p className="font-medium text-slate-900">
            <EventLine event={event} />
          </p>
          <p className="text-sm text-slate-600">
            {`${when(event.at)} · ${t("custody.by", { name: event.actorName })}`}
          </p>
          {event.handedInBy && (
            <p className="text-sm text-slate-700">{t("custody.handedInBy", { who: event.handedInBy })}</p>
          )}
          {event.note && <p className="text-sm whitespace-pre-line text-slate-700">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}

/**
 * A found item's custody for the office: where it is now, its history, and the next step
 * (mark handed in while the finder has it; move it once the office keeps it). A solved report's
 * custody no longer changes.
 */
export function CustodyPanel({ reportId, solved }: { reportId: string; solved: boolean }) {
  const { t, i18n } = useTranslation();
  const custody = useCustody(reportId);
  const places = useStoragePlaces();
  const [step, setStep] = useState<"handIn" | "move" | null>(null);
  if (custody.isError)
    return <FormAlert>{loadFailureMessage(custody.error, t("custody.errors.loadFailed"))}</FormAlert>;
  if (!custody.data) return null;
  const data = custody.data;
  const now = data.outcome
    ? t(`custody.outcomes.${data.outcome}`)
    : data.custody === "office"
      ? data.place
        ? t("custody.atOffice", { place: placeName(data.place, i18n.language) })
        : t("custody.atOfficeNoPlace")
      : t("custody.withFinder");
  const next = solved || data.outcome ? null : data.custody === "office" ? "move" : "handIn";
  return (
    <section
      aria-labelledby="custody-title"
      className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="custody-title" className="text-lg font-semibold text-slate-900">
        {t("custody.title")}
      </h2>
      <dl className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
        <dt className="text-sm font-semibold text-slate-600">{t("custody.now")}</dt>
        <dd className="text-slate-900">{now}</dd>
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-600">{t("custody.history")}</h3>
        <History custody={data} />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {next && (
          <button
            type="button"
            onClick={() => setStep(next)}
            className="min-h-11 rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t(next === "handIn" ? "custody.handIn" : "custody.move")}
          </button>
        )}
        <Link
          to={getHref("adminLabel", { id: reportId })}
          className="inline-flex min-h-11 items-center justify-center rounded-xl px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          {t("custody.label.open")}
        </Link>
      </div>
      <Modal
        open={step !== null}
        title={t(step === "move" ? "custody.moveTitle" : "custody.handInTitle")}
        onClose={() => setStep(null)}
        size="sm"
      >
        {step && places.data && (
          <StepForm
            reportId={reportId}
            kind={step}
            places={places.data}
            current={data.place?.id ?? null}
            onDone={() => setStep(null)}
          />
        )}
      </Modal>
    </section>
  );
}
