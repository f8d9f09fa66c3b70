import { useTranslation } from "../../../lib/use-translation";
import { FOUND_ITEM_CUSTODY, ITEM_TYPES, LIMITS, type Location } from "@campus/shared";
import { RadioGroupField, SelectField, TextAreaField, TextField } from "../../../components/ui/form-controls";
import type { FieldErrors } from "../../../lib/form";
import { locationName } from "../../../lib/report-label";
import { DateField } from "../../../components/ui/date-field";

/** The fields of step one, what the item is. */
export type ItemFieldName = "itemType" | "itemTypeOther" | "brand" | "color" | "model" | "serialNumber" | "description";
/** The fields of step two, where and when. */
export type PlaceFieldName = "locationId" | "eventDate";

/** The item and place fields of an empty report form, as both report forms start. */
export const EMPTY_ITEM_AND_PLACE: Record<ItemFieldName | PlaceFieldName, string> = {
  itemType: "",
  itemTypeOther: "",
  brand: "",
  color: "",
  serialNumber: "",
  model: "",
  description: "",
  locationId: "",
  eventDate: "",
};

/**
 * What a form gives the fields it shows: its values, errors, `set` and `check`, by the names of the
 * fields shown (a form without one of them does not compile). The fields hold strings: `set` is
 * generic so that each name it is given must take a string in the form's values.
 */
export interface FieldsProps<N extends string> {
  values: Partial<Record<N, unknown>>;
  errors: FieldErrors<N>;
  set: <K extends N>(name: K, value: string) => void;
  check: (name: N) => void;
}

const text = <N extends string>(values: Partial<Record<N, unknown>>, name: N) => {
  const value = values[name];
  return typeof value === "string" ? value : "";
};

/** Step one of every report form: what the item is. */
export function ItemDetailsFields({
  values,
  errors,
  set,
  check,
  serialHint,
}: FieldsProps<ItemFieldName> & { serialHint?: string }) {
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

/**
 * Step two's props: a form that asks where a found item is now has a `custody` field; the office's
 * intake (`askCustody` false) knows, and need not.
 */
type PlaceAndTimeProps = { type: "lost" | "found"; locations: Location[]; today: string } & (
  | ({ askCustody?: true } & FieldsProps<PlaceFieldName | "custody">)
  | ({ askCustody: false } & FieldsProps<PlaceFieldName>)
);

/** Step two: where and when, and for found items where the item is now (unless `askCustody` is false). */
export function PlaceAndTimeFields(props: PlaceAndTimeProps) {
  const { type, locations, today } = props;
  // What every form here has; custody is read from `props` once it is known to be asked.
  const { values, errors, set, check }: FieldsProps<PlaceFieldName> = props;
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
      {type === "found" && props.askCustody !== false && (
        <RadioGroupField
          legend={t("reports.fields.custody")}
          name="custody"
          value={text(props.values, "custody")}
          error={props.errors.custody}
          options={FOUND_ITEM_CUSTODY.map((custody) => ({ value: custody, label: t(`reports.custody.${custody}`) }))}
          onChange={(value) => props.set("custody", value)}
        />
      )}
    </div>
  );
}
