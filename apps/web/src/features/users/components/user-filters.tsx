import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { ROLES, USER_STATUSES } from "@campus/shared";
import { ApplyButton, FilterForm } from "../../../components/ui/filter-form";
import { SelectField, TextField } from "../../../components/ui/form-controls";

/** The user list's filters as the address bar holds them (empty means not set). */
export const USER_FILTER_NAMES = ["q", "role", "status"] as const;
export type UserFilterValues = Record<(typeof USER_FILTER_NAMES)[number], string>;

export function userFiltersFrom(params: URLSearchParams): UserFilterValues {
  return Object.fromEntries(USER_FILTER_NAMES.map((name) => [name, params.get(name) ?? ""])) as UserFilterValues;
}

/**
 * Search words (applied on submit, not per key) and the role and status choices (applied at
 * once). Keyed by the applied words by its user, so clearing them resets the box.
 */
export function UserFilters({
  values,
  onChange,
  onReset,
}: {
  values: UserFilterValues;
  onChange: (next: UserFilterValues) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState(values.q);
  const all = t("reports.search.all");
  const set = (name: keyof UserFilterValues) => (value: string) => onChange({ ...values, q: q.trim(), [name]: value });

  return (
    <FilterForm
      label={t("admin.users.filters")}
      onSubmit={() => onChange({ ...values, q: q.trim() })}
      onReset={onReset}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end">
        <div className="sm:col-span-2 lg:col-span-1">
          <TextField
            label={t("admin.users.q")}
            name="q"
            type="search"
            value={q}
            placeholder={t("admin.users.qPlaceholder")}
            maxLength={120}
            onChange={setQ}
          />
        </div>
        <SelectField
          label={t("admin.users.role")}
          name="role"
          value={values.role}
          placeholder={all}
          options={ROLES.map((role) => ({ value: role, label: t(`profile.role.${role}`) }))}
          onChange={set("role")}
        />
        <SelectField
          label={t("admin.users.status")}
          name="status"
          value={values.status}
          placeholder={all}
          options={USER_STATUSES.map((status) => ({ value: status, label: t(`admin.users.statuses.${status}`) }))}
          onChange={set("status")}
        />
        <ApplyButton className="sm:col-span-2 lg:col-span-1" />
      </div>
    </FilterForm>
  );
}
