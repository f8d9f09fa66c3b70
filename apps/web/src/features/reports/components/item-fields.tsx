import { useTranslation } from "../../../lib/use-translation";
import { FOUND_ITEM_CUSTODY, ITEM_TYPES, LIMITS, type Location } from "@campus/shared";
import { RadioGroupField, SelectField, TextAreaField, TextField } from "../../../components/ui/form-controls";
import type { FieldErrors } from "../../../lib/form";
import { locationName } from "../../../lib/report-label";
import { DateField } from "../../../components/ui/date-field";

export interface FieldsProps {
  values: Record<string, unknown>;
  errors: FieldErrors;
  set: (name: string, value: unknown) => void;
  check: (name: string) => void;
}

const text = (values: Record<string, unknown>, name: string) => (typeof values[name] === "string" ? values[name] : "");

/** Step one of every report form: what the item is. */
export function ItemDetailsFields({ values, errors, set, check, serialHint }: FieldsProps & { serialHint?: string }) {
  const { t } = useTranslation();
  const optional = (label: string) => `${label} (${t("reports.fields.optional")})`;
  const field = (name: "brand" | "color" | "model" | "serialNumber", autoComplete = "off") => (
    <TextField
      label={optional(t(`reports.fields.${name}`))}
      name={name}
      value={text(values, name)}
      error={errors[name]}
      maxLength={LIMITS.shortTextMax}
      autoComplete={autoComplete}
      onChange={(value) => set(name, value)}
      onBlur={() => check(name)}
      {...(name === "serialNumber" && serialHint ? { hint: serialHint } : {})}
    />
  );
  return (
    <div className="space-y-5">
      <RadioGroupField
        legend={t("reports.fields.itemType")}
        name="itemType"
        value={text(values, "itemType")}
        error={errors.itemType}
        options={ITEM_TYPES.map((type) => ({ value: type, label: t(`reports.itemTypes.${type}`) }))}
        onChange={(value) => set("itemType", value)}
      />
      {values.itemType === "other" && (
        <TextField
          label={t("reports.fields.itemTypeOther")}
          name="itemTypeOther"
          required
          value={text(values, "itemTypeOther")}
          error={errors.itemTypeOther}
          maxLength={LIMITS.shortTextMax}
          onChange={(value) => set("itemTypeOther", value)}
          onBlur={() => check("itemTypeOther")}
        />
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {field("brand")}
        {field("color")}
        {field("model")}
        {field("serialNumber")}
      </div>
      <TextAreaField
        label={optional(t("reports.fields.description"))}
        name="description"
        value={text(values, "description")}
        error={errors.description}
        maxLength={LIMITS.descriptionMax}
        onChange={(value) => set("description", value)}
        onBlur={() => check("description")}
      />
    </div>
  );
}

/** Step two: where and when, and for found items where the item is now (unless `askCustody` is false: the office's intake knows). */
export function PlaceAndTimeFields({
  values,
  errors,
  set,
  check,
  type,
  locations,
  today,
  askCustody = true,
}: FieldsProps & { type: "lost" | "found"; locations: Location[]; today: string; askCustody?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-5">
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label={t("reports.fields.location")}
          name="locationId"
          required
          value={text(values, "locationId")}
          error={errors.locationId}
          placeholder={t("reports.form.chooseLocation")}
          options={locations
            .filter((location) => location.active)
            .map((location) => ({ value: location.id, label: locationName(location, i18n.language) }))}
          onChange={(value) => set("locationId", value)}
          onBlur={() => check("locationId")}
        />
        <DateField
          label={t(type === "lost" ? "reports.fields.dateLost" : "reports.fields.dateFound")}
          name="eventDate"
          required
          max={today}
          value={text(values, "eventDate")}
          error={errors.eventDate}
          hint={t("reports.form.dateHint")}
          onChange={(value) => set("eventDate", value)}
          onBlur={() => check("eventDate")}
        />
      </div>
      {type === "found" && askCustody && (
        <RadioGroupField
          legend={t("reports.fields.custody")}
          name="custody"
          value={text(values, "custody")}
          error={errors.custody}
          options={FOUND_ITEM_CUSTODY.map((custody) => ({ value: custody, label: t(`reports.custody.${custody}`) }))}
          onChange={(value) => set("custody", value)}
        />
      )}
    </div>
  );
}
