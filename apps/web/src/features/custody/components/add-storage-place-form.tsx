import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { newStoragePlaceSchema, STORAGE_KINDS } from "@campus/shared";
import { FormAlert, SelectField, SubmitButton, TextField } from "../../../components/ui/form-controls";
import { useSchemaForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { useAddStoragePlace } from "../api/storage-places";

const empty = { nameEn: "", nameMy: "", kind: "" };

function AddFields({ again, onAdded }: { again: boolean; onAdded: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(newStoragePlaceSchema, empty);
  const add = useAddStoragePlace();
  const text = (field: "nameEn" | "nameMy", lang: string) => (
    <TextField
      label={t(`custody.places.fields.${field}`)}
      name={field}
      lang={lang}
      required
      autoComplete="off"
      autoFocus={field === "nameEn" && again}
      value={String(form.values[field])}
      error={form.errors[field]}
      onChange={(value) => form.set(field, value)}
      onBlur={() => form.check(field)}
    />
  );
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit((input) =>
        add.mutate(input, {
          onSuccess: ({ message }) => {
            toast.success(message);
            onAdded();
          },
          onError: (error) => form.showApiError(error, t("custody.errors.saveFailed")),
        }),
      )}
    >
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <div className="grid gap-4 md:grid-cols-3">
        {text("nameEn", "en")}
        {text("nameMy", "ms")}
        <SelectField
          label={t("custody.places.fields.kind")}
          name="kind"
          required
          value={String(form.values.kind)}
          error={form.errors.kind}
          placeholder={t("custody.places.chooseKind")}
          options={STORAGE_KINDS.map((kind) => ({ value: kind, label: t(`custody.places.kinds.${kind}`) }))}
          onChange={(value) => form.set("kind", value)}
          onBlur={() => form.check("kind")}
        />
      </div>
      <div className="sm:max-w-xs">
        <SubmitButton pending={add.isPending}>{t("custody.places.add.submit")}</SubmitButton>
      </div>
    </form>
  );
}

/** Adds a storage place, checked by the shared schema; the form starts empty again for the next one. */
export function AddStoragePlaceForm() {
  const [added, setAdded] = useState(0);
  return <AddFields key={added} again={added > 0} onAdded={() => setAdded((count) => count + 1)} />;
}
