import { useMemo } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { editReportSchema, type Location, type ReportDetails } from "@campus/shared";
import { FormAlert } from "../../../components/ui/form-controls";
import { DialogActions } from "../../../components/ui/modal";
import { ApiError, failureMessage } from "../../../lib/api-client";
import { useSchemaForm } from "../../../lib/form";
import { useEditReport } from "../api/edit-report";
import { ItemDetailsFields, PlaceAndTimeFields, type ItemFieldName, type PlaceFieldName } from "./item-fields";

/** The form's values: its fields hold what is picked or typed, which the schema checks on submit. */
type EditValues = Record<ItemFieldName | PlaceFieldName, string> & { custody?: string | null };

/**
 * An admin's correction of a report: the item, the place and the date (and where a found item
 * is now), checked by the same shared schema as the server. What was typed stays on any error;
 * the server's field errors land under their fields.
 */
export function EditReportForm({
  report,
  locations,
  today,
  onSaved,
  onCancel,
}: {
  report: ReportDetails;
  locations: Location[];
  today: string;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => editReportSchema(() => today), [today]);
  const initial: EditValues = {
    itemType: report.itemType,
    itemTypeOther: report.itemTypeOther ?? "",
    brand: report.brand ?? "",
    color: report.color ?? "",
    serialNumber: report.serialNumber ?? "",
    model: report.model ?? "",
    description: report.description ?? "",
    locationId: report.location.id,
    eventDate: report.eventDate,
    ...(report.type === "found" ? { custody: report.custody } : {}),
  };
  const form = useSchemaForm(schema, initial);
  const mutation = useEditReport();
  // A retired location stays offered for the report that already has it.
  const offered = locations.some((location) => location.id === report.location.id)
    ? locations.map((location) => (location.id === report.location.id ? { ...location, active: true } : location))
    : [{ ...report.location, active: true }, ...locations];

  const submit = form.submit((changes) => {
    form.setFormError(null);
    mutation.mutate(
      { id: report.id, changes },
      {
        onSuccess: ({ message }) => onSaved(message ?? t("admin.reportUpdated")),
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0)
            form.showApiError(error, t("admin.updateFailed"));
          else form.setFormError(failureMessage(error, t("admin.updateFailed")));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <ItemDetailsFields values={form.values} errors={form.errors} set={form.set} check={form.check} />
      <PlaceAndTimeFields
        values={form.values}
        errors={form.errors}
        set={form.set}
        check={form.check}
        type={report.type}
        locations={offered}
        today={today}
      />
      <DialogActions
        cancelLabel={t("common.cancel")}
        onCancel={onCancel}
        confirmLabel={t("admin.edit.save")}
        pending={mutation.isPending}
      />
    </form>
  );
}
