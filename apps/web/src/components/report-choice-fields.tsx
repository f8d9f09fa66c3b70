import { useTranslation } from "../lib/use-translation";
import { ITEM_TYPES, REPORT_STATUSES, REPORT_TYPES, type Location } from "@campus/shared";
import { SelectField } from "./ui/form-controls";
import { locationName } from "../lib/report-label";
import { DateField } from "./ui/date-field";

/** The choices both report searches offer (the student's and the office's), in the form's grid. */
export type ReportChoices = Record<"type" | "itemType" | "locationId" | "status" | "from" | "to", string>;

/** Type, item type, location, status and the date range; each change goes to `onChoose` at once. */
export function ReportChoiceFields({
  values,
  locations,
  onChoose,
}: {
  values: ReportChoices;
  locations: Location[];
  onChoose: (name: keyof ReportChoices) => (value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const all = t("reports.search.all");
  return (
    <>
      <SelectField
        label={t("reports.search.type")}
        name="type"
        value={values.type}
        placeholder={all}
        options={REPORT_TYPES.map((type) => ({ value: type, label: t(`reports.types.${type}`) }))}
        onChange={onChoose("type")}
      />
      <SelectField
        label={t("reports.search.itemType")}
        name="itemType"
        value={values.itemType}
        placeholder={all}
        options={ITEM_TYPES.map((type) => ({ value: type, label: t(`reports.itemTypes.${type}`) }))}
        onChange={onChoose("itemType")}
      />
      <SelectField
        label={t("reports.search.location")}
        name="locationId"
        value={values.locationId}
        placeholder={all}
        options={locations.map((location) => ({ value: location.id, label: locationName(location, i18n.language) }))}
        onChange={onChoose("locationId")}
      />
      <SelectField
        label={t("reports.search.status")}
        name="status"
        value={values.status}
        placeholder={all}
        options={REPORT_STATUSES.map((status) => ({ value: status, label: t(`reports.statuses.${status}`) }))}
        onChange={onChoose("status")}
      />
      <DateField
        label={t("reports.search.from")}
        name="from"
        value={values.from}
        max={values.to || undefined}
        onChange={onChoose("from")}
      />
      <DateField
        label={t("reports.search.to")}
        name="to"
        value={values.to}
        min={values.from || undefined}
        onChange={onChoose("to")}
      />
    </>
  );
}
