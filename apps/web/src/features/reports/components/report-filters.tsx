import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { REPORT_SORTS, type Location } from "@campus/shared";
import { ApplyButton, FilterForm } from "../../../components/ui/filter-form";
import { CheckboxField, SelectField, TextField } from "../../../components/ui/form-controls";
import { ReportChoiceFields } from "../../../components/report-choice-fields";

/** The filters as the address bar holds them (strings; empty means not set). */
export interface FilterValues {
  type: string;
  itemType: string;
  locationId: string;
  status: string;
  from: string;
  to: string;
  q: string;
  mine: boolean;
  sort: string;
}

export const FILTER_NAMES = ["type", "itemType", "locationId", "status", "from", "to", "q", "sort"] as const;

export function filtersFrom(params: URLSearchParams): FilterValues {
  const get = (name: string) => params.get(name) ?? "";
  return {
    type: get("type"),
    itemType: get("itemType"),
    locationId: get("locationId"),
    status: get("status"),
    from: get("from"),
    to: get("to"),
    q: get("q"),
    mine: params.get("mine") === "true",
    sort: get("sort") || "newest",
  };
}

/**
 * The search form. Choices apply at once; the words apply on submit (Enter or the button), so
 * typing does not send a request per key. Keyed by the applied words, so clearing them resets the box.
 */
export function ReportFilters({
  values,
  locations,
  onChange,
  onReset,
}: {
  values: FilterValues;
  locations: Location[];
  onChange: (next: FilterValues) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [words, setWords] = useState(values.q);
  // On phones the choices fold away under a button; the words box stays.
  const [choicesShown, setChoicesShown] = useState(false);
  const set = (name: keyof FilterValues) => (value: string) => onChange({ ...values, [name]: value });

  return (
    <FilterForm
      label={t("reports.search.filters")}
      onSubmit={() => onChange({ ...values, q: words.trim() })}
      onReset={onReset}
      spacing="space-y-4"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label={t("reports.search.q")}
            name="q"
            type="search"
            value={words}
            placeholder={t("reports.search.qPlaceholder")}
            maxLength={200}
            onChange={setWords}
          />
        </div>
        <ApplyButton />
      </div>
      <button
        type="button"
        aria-expanded={choicesShown}
        aria-controls="report-filter-choices"
        onClick={() => setChoicesShown(!choicesShown)}
        className="block min-h-11 font-semibold text-brand-700 underline md:hidden"
      >
        {choicesShown ? t("reports.search.hideFilters") : t("reports.search.showFilters")}
      </button>
      <div
        id="report-filter-choices"
        className={`grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4 ${choicesShown ? "" : "max-md:hidden"}`}
      >
        <ReportChoiceFields values={values} locations={locations} onChoose={set} />
        <SelectField
          label={t("reports.search.sort")}
          name="sort"
          value={values.sort}
          options={REPORT_SORTS.map((sort) => ({ value: sort, label: t(`reports.search.sorts.${sort}`) }))}
          onChange={set("sort")}
        />
        <div className="flex items-end pb-2">
          <CheckboxField name="mine" checked={values.mine} onChange={(mine) => onChange({ ...values, mine })}>
            {t("reports.search.mine")}
          </CheckboxField>
        </div>
      </div>
    </FilterForm>
  );
}
