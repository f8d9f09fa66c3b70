import { useId, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { newLocationSchema } from "@campus/shared";
import { FormAlert, SubmitButton, TextField } from "../../../components/ui/form-controls";
import type { FieldErrors } from "../../../lib/form";
import { useSchemaForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { useAddLocation } from "../api/manage-locations";

export type LocationValues = { nameEn: string; nameMy: string; area: string };
type LocationField = keyof LocationValues;

/**
 * The three fields of a location, shared by the add form and the edit dialog. The area offers
 * the areas in use (a <datalist>) and says what areas are for.
 */
export function LocationFields({
  values,
  errors,
  areas,
  autoFocus = false,
  onChange,
  onBlur,
}: {
  values: LocationValues;
  errors: FieldErrors<LocationField>;
  areas: string[];
  autoFocus?: boolean;
  onChange: (name: LocationField, value: string) => void;
  onBlur: (name: LocationField) => void;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const name = (field: "nameEn" | "nameMy", lang: string) => (
    <TextField
      label={t(`admin.places.fields.${field}`)}
      name={field}
      lang={lang}
      required
      autoComplete="off"
      autoFocus={field === "nameEn" && autoFocus}
      value={values[field]}
      error={errors[field]}
      onChange={(value) => onChange(field, value)}
      onBlur={() => onBlur(field)}
    />
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {name("nameEn", "en")}
      {name("nameMy", "ms")}
      <div className="md:col-span-2">
        <TextField
          label={t("admin.places.fields.area")}
          name="area"
          list={listId}
          autoComplete="off"
          hint={t("admin.places.fields.areaHint")}
          value={values.area}
          error={errors.area}
          onChange={(value) => onChange("area", value)}
          onBlur={() => onBlur("area")}
        />
        <datalist id={listId}>
          {areas.map((area) => (
            <option key={area} value={area} />
          ))}
        </datalist>
      </div>
    </div>
  );
}

const empty: LocationValues = { nameEn: "", nameMy: "", area: "" };

function AddLocationFields({ areas, again, onAdded }: { areas: string[]; again: boolean; onAdded: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(newLocationSchema, empty);
  const add = useAddLocation();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit((input) =>
        add.mutate(
          { nameEn: input.nameEn, nameMy: input.nameMy, area: input.area ?? "" },
          {
            onSuccess: ({ message }) => {
              toast.success(message);
              onAdded();
            },
            onError: (error) => form.showApiError(error, t("admin.places.failed")),
          },
        ),
      )}
    >
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <LocationFields
        values={form.values}
        errors={form.errors}
        areas={areas}
        autoFocus={again}
        onChange={form.set}
        onBlur={form.check}
      />
      <div className="sm:max-w-xs">
        <SubmitButton pending={add.isPending}>{t("admin.places.add.submit")}</SubmitButton>
      </div>
    </form>
  );
}

/**
 * Adds a location, validated by the shared schema as the server validates it. After each
 * addition the form starts empty again, with focus in its first field for the next one.
 */
export function AddLocationForm({ areas }: { areas: string[] }) {
  const [added, setAdded] = useState(0);
  return (
    <AddLocationFields key={added} areas={areas} again={added > 0} onAdded={() => setAdded((count) => count + 1)} />
  );
}
