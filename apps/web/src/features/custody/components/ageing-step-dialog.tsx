import { useTranslation } from "../../../lib/use-translation";
import { DISPOSAL_METHODS, disposeSchema, extendRetentionSchema, type AgeingItem } from "@campus/shared";
import { FormAlert, RadioGroupField, SubmitButton, TextField } from "../../../components/ui/form-controls";
import { Modal } from "../../../components/ui/modal";
import { useSchemaForm } from "../../../lib/form";
import { toast } from "../../../lib/toast";
import { useDisposeItem, useExtendRetention } from "../api/retention";
import { ageingTitle } from "./ageing-table";

/**
 * Keep longer (days and a note) or let go (how and a note), for one item of the ageing list;
 * `onDone` after either is recorded (the dialog closes), `onClose` when it is left.
 */
export function AgeingStepDialog({
  step,
  onClose,
  onDone,
}: {
  step: { kind: "extend" | "dispose"; item: AgeingItem } | null;
  onClose: () => void;
  onDone: (item: AgeingItem) => void;
}) {
  const { t } = useTranslation();
  const title = step ? ageingTitle(t, step.item) : "";
  return (
    <Modal
      open={step !== null}
      title={
        step?.kind === "dispose" ? t("retention.disposeOf", { item: title }) : t("retention.extendOf", { item: title })
      }
      onClose={onClose}
      size="sm"
    >
      {step?.kind === "extend" && <ExtendForm item={step.item} onDone={() => onDone(step.item)} />}
      {step?.kind === "dispose" && <DisposeForm item={step.item} onDone={() => onDone(step.item)} />}
    </Modal>
  );
}

function ExtendForm({ item, onDone }: { item: AgeingItem; onDone: () => void }) {
  const { t } = useTranslation();
  const extend = useExtendRetention();
  const form = useSchemaForm(extendRetentionSchema, { days: "30", note: "" });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit((input) =>
        extend.mutate(
          { reportId: item.id, input: { days: input.days, note: input.note ?? "" } },
          {
            onSuccess: ({ message }) => {
              toast.success(message);
              onDone();
            },
            onError: (error) => form.showApiError(error, t("retention.errors.saveFailed")),
          },
        ),
      )}
    >
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField
        label={t("retention.fields.days")}
        name="days"
        type="number"
        inputMode="numeric"
        min={1}
        max={3650}
        required
        value={String(form.values.days)}
        error={form.errors.days}
        onChange={(value) => form.set("days", value)}
        onBlur={() => form.check("days")}
      />
      <TextField
        label={t("retention.fields.note")}
        name="note"
        autoComplete="off"
        value={String(form.values.note)}
        error={form.errors.note}
        onChange={(value) => form.set("note", value)}
        onBlur={() => form.check("note")}
      />
      <SubmitButton pending={extend.isPending}>{t("retention.extend")}</SubmitButton>
    </form>
  );
}

function DisposeForm({ item, onDone }: { item: AgeingItem; onDone: () => void }) {
  const { t } = useTranslation();
  const dispose = useDisposeItem();
  const form = useSchemaForm(disposeSchema, { method: "", note: "" });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.submit((input) =>
        dispose.mutate(
          { reportId: item.id, input: { method: input.method, note: input.note ?? "" } },
          {
            onSuccess: ({ message }) => {
              toast.success(message);
              onDone();
            },
            onError: (error) => form.showApiError(error, t("retention.errors.saveFailed")),
          },
        ),
      )}
    >
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <p className="text-slate-700">{t("retention.disposeHint")}</p>
      <RadioGroupField
        legend={t("retention.fields.method")}
        name="method"
        value={String(form.values.method)}
        error={form.errors.method}
        options={DISPOSAL_METHODS.map((method) => ({ value: method, label: t(`retention.methods.${method}`) }))}
        onChange={(value) => form.set("method", value)}
      />
      <TextField
        label={t("retention.fields.note")}
        name="note"
        autoComplete="off"
        value={String(form.values.note)}
        error={form.errors.note}
        onChange={(value) => form.set("note", value)}
        onBlur={() => form.check("note")}
      />
      <SubmitButton pending={dispose.isPending}>{t("retention.confirmDispose")}</SubmitButton>
    </form>
  );
}
