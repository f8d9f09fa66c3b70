import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Location } from "@campus/shared";
import { ApplyButton, FilterForm } from "../../../components/ui/filter-form";
import { TextField } from "../../../components/ui/form-controls";
import { ReportChoiceFields } from "../../../components/report-choice-fields";

/** The report table's filters as the address bar holds them (empty means not set). */
export const ADMIN_FILTER_NAMES = ["type", "itemType", "locationId", "status", "from", "to", "q", "reporter"] as const;
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
  onChange,
  onReset,
}: {
  values: AdminFilterValues;
  locations: Location[];
  onChange: (next: AdminFilterValues) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
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
      </div>
    </FilterForm>
  );
}
