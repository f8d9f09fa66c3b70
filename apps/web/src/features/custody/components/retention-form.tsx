import { useTranslation } from "../../../lib/use-translation";
import { retentionChangeSchema, type RetentionPeriod } from "@campus/shared";
import { FormAlert, SubmitButton, TextField } from "../../../components/ui/form-controls";
import { useSchemaForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { useChangeRetention } from "../api/retention";

/** The days kept per item type, one box each; saving sends every type (the server records only changes). */
export function RetentionForm({ periods }: { periods: RetentionPeriod[] }) {
  const { t } = useTranslation();
  const change = useChangeRetention();
  const form = useSchemaForm(retentionChangeSchema, {
    periods: periods.map((period) => ({ itemType: period.itemType, days: String(period.days) })),
  });
  const rows = form.values.periods as Array<{ itemType: RetentionPeriod["itemType"]; days: string }>;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit((input) =>
        change.mutate(input, {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => form.showApiError(error, t("retention.errors.saveFailed")),
        }),
      )}
    >
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {rows.map((row, index) => (
          <TextField
            key={row.itemType}
            label={t("retention.periods.days", { type: t(`reports.itemTypes.${row.itemType}`) })}
            name={`days-${row.itemType}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={3650}
            required
            value={row.days}
            error={form.errors[`periods.${index}.days`]}
            onChange={(days) =>
              form.set(
                "periods",
                rows.map((other, at) => (at === index ? { ...other, days } : other)),
              )
            }
          />
        ))}
      </div>
      <SubmitButton pending={change.isPending}>{t("retention.periods.save")}</SubmitButton>
    </form>
  );
}
