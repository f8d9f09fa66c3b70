import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { CUSTODY_STATES, type Location, type StoragePlace } from "@campus/shared";
import { ApplyButton, FilterForm } from "../../../components/ui/filter-form";
import { SelectField, TextField } from "../../../components/ui/form-controls";
import { ReportChoiceFields } from "../../../components/report-choice-fields";

/** The report table's filters as the address bar holds them (empty means not set). */
export const ADMIN_FILTER_NAMES = [
  "type",
  "itemType",
  "locationId",
  "status",
  "from",
  "to",
  "q",
  "reporter",
  "custodyState",
  "storagePlaceId",
] as const;
export type AdminFilterValues = Record<(typeof ADMIN_FILTER_NAMES)[number], string>;

export function adminFiltersFrom(params: URLSearchParams): AdminFilterValues {
  return Object.fromEntries(ADMIN_FILTER_NAMES.map((name) => [name, params.get(name) ?? ""])) as AdminFilterValues;
}

/**
 * The report table's filters. Choices apply at once; the words (item and reporter) apply on
 * submit, so typing does not send a request per key. Keyed by the applied words by its user,
 * so clearing them resets the boxes.
 */
export function AdminReportFilters({
  values,
  locations,
  storagePlaces,
  onChange,
  onReset,
}: {
  values: AdminFilterValues;
  locations: Location[];
  /** Every storage place, retired ones too (an item may still be kept in one). */
  storagePlaces: StoragePlace[];
  onChange: (next: AdminFilterValues) => void;
  onReset: () => void;
}) {
  const { t, i18n } = useTranslation();
  const all = t("reports.search.all");
  const [words, setWords] = useState({ q: values.q, reporter: values.reporter });
  const set = (name: keyof AdminFilterValues) => (value: string) => onChange({ ...values, ...words, [name]: value });

  return (
    <FilterForm
      label={t("admin.reports.filters")}
      onSubmit={() => onChange({ ...values, q: words.q.trim(), reporter: words.reporter.trim() })}
      onReset={onReset}
      spacing="space-y-4"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto] lg:items-end">
        <TextField
          label={t("reports.search.q")}
          name="q"
          type="search"
          value={words.q}
          placeholder={t("reports.search.qPlaceholder")}
          maxLength={200}
          onChange={(q) => setWords({ ...words, q })}
        />
        <TextField
          label={t("admin.reports.reporter")}
          name="reporter"
          type="search"
          value={words.reporter}
          placeholder={t("admin.reports.reporterPlaceholder")}
          maxLength={120}
          onChange={(reporter) => setWords({ ...words, reporter })}
        />
        <ApplyButton className="sm:col-span-2 lg:col-span-1" />
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <ReportChoiceFields values={values} locations={locations} onChoose={set} />
        <SelectField
          label={t("admin.reports.custodyState")}
          name="custodyState"
          value={values.custodyState}
          placeholder={all}
          options={CUSTODY_STATES.map((state) => ({ value: state, label: t(`admin.reports.custodyStates.${state}`) }))}
          onChange={set("custodyState")}
        />
        <SelectField
          label={t("admin.reports.storagePlace")}
          name="storagePlaceId"
          value={values.storagePlaceId}
          placeholder={all}
          options={storagePlaces.map((place) => ({
            value: place.id,
            label: i18n.language === "my" ? place.nameMy : place.nameEn,
          }))}
          onChange={set("storagePlaceId")}
        />
      </div>
    </FilterForm>
  );
}
