import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { AUDIT_ACTIONS } from "@campus/shared";
import { ApplyButton, FilterForm } from "../../../components/ui/filter-form";
import { SelectField, TextField } from "../../../components/ui/form-controls";
import { DateField } from "../../../components/ui/date-field";

/** The audit log's filters as the address bar holds them (empty means not set). */
export const AUDIT_FILTER_NAMES = ["action", "actor", "from", "to"] as const;
export type AuditFilterValues = Record<(typeof AUDIT_FILTER_NAMES)[number], string>;

export function auditFiltersFrom(params: URLSearchParams): AuditFilterValues {
  return Object.fromEntries(AUDIT_FILTER_NAMES.map((name) => [name, params.get(name) ?? ""])) as AuditFilterValues;
}

/**
 * The action and the days apply at once; the actor's name on submit, so typing does not send a
 * request per key. Keyed by the applied name by its user, so clearing it resets the box.
 */
export function AuditFilters({
  values,
  onChange,
  onReset,
}: {
  values: AuditFilterValues;
  onChange: (next: AuditFilterValues) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [actor, setActor] = useState(values.actor);
  const set = (name: keyof AuditFilterValues) => (value: string) =>
    onChange({ ...values, actor: actor.trim(), [name]: value });

  return (
    <FilterForm
      label={t("admin.audit.filters")}
      onSubmit={() => onChange({ ...values, actor: actor.trim() })}
      onReset={onReset}
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[1.2fr_1.2fr_1fr_1fr_auto] lg:items-end">
        <div className="col-span-2 lg:col-span-1">
          <SelectField
            label={t("admin.audit.action")}
            name="action"
            value={values.action}
            placeholder={t("admin.audit.allActions")}
            options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`admin.audit.actions.${action}`) }))}
            onChange={set("action")}
          />
        </div>
        <div className="col-span-2 lg:col-span-1">
          <TextField
            label={t("admin.audit.actor")}
            name="actor"
            type="search"
            value={actor}
            placeholder={t("admin.audit.actorPlaceholder")}
            maxLength={120}
            onChange={setActor}
          />
        </div>
        <DateField
          label={t("reports.search.from")}
          name="from"
          value={values.from}
          max={values.to || undefined}
          onChange={set("from")}
        />
        <DateField
          label={t("reports.search.to")}
          name="to"
          value={values.to}
          min={values.from || undefined}
          onChange={set("to")}
        />
        <ApplyButton className="col-span-2 lg:col-span-1" />
      </div>
    </FilterForm>
  );
}
