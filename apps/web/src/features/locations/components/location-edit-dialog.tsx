import { useTranslation } from "../../../lib/use-translation";
import { locationChangeSchema, type AdminLocation, type LocationChange } from "@campus/shared";
import { FormAlert } from "../../../components/ui/form-controls";
import { DialogActions, Modal } from "../../../components/ui/modal";
import { useSchemaForm } from "../../../lib/form";
import { locationName } from "../../../lib/report-label";
import { toast } from "../../../lib/toast";
import { useChangeLocation } from "../api/manage-locations";
import { LocationFields } from "./location-form";

/** Only what the form changed, in the PATCH body's terms (an emptied area is sent as ""). */
export function locationChanges(
  location: AdminLocation,
  input: { nameEn?: string | undefined; nameMy?: string | undefined; area?: string | null | undefined },
): LocationChange {
  const change: LocationChange = {};
  if (input.nameEn !== undefined && input.nameEn !== location.nameEn) change.nameEn = input.nameEn;
  if (input.nameMy !== undefined && input.nameMy !== location.nameMy) change.nameMy = input.nameMy;
  const area = input.area || null;
  if (input.area !== undefined && area !== location.area) change.area = area ?? "";
  return change;
}

function EditLocationForm({
  location,
  areas,
  onClose,
}: {
  location: AdminLocation;
  areas: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(locationChangeSchema, {
    nameEn: location.nameEn,
    nameMy: location.nameMy,
    area: location.area ?? "",
  });
  const change = useChangeLocation();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit((input) => {
        const body = locationChanges(location, input);
        if (Object.keys(body).length === 0) return onClose();
        change.mutate(
          { id: location.id, change: body },
          {
            onSuccess: ({ message }) => {
              toast.success(message);
              onClose();
            },
            onError: (error) => form.showApiError(error, t("admin.places.failed")),
          },
        );
      })}
    >
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <LocationFields values={form.values} errors={form.errors} areas={areas} onChange={form.set} onBlur={form.check} />
      <DialogActions
        cancelLabel={t("common.cancel")}
        onCancel={onClose}
        confirmLabel={t("admin.places.save")}
        pending={change.isPending}
      />
    </form>
  );
}

/** Renames a location (either language) or moves it to another area, in a dialog. */
export function LocationEditDialog({
  location,
  areas,
  onClose,
}: {
  location: AdminLocation;
  areas: string[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Modal open title={t("admin.places.editTitle", { name: locationName(location, i18n.language) })} onClose={onClose}>
      <EditLocationForm location={location} areas={areas} onClose={onClose} />
    </Modal>
  );
}
