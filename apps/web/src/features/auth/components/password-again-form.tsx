import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { secondFactorPasswordSchema } from "@campus/shared";
import { FormAlert, SubmitButton, TextField } from "../../../components/ui/form-controls";
import { useSchemaForm } from "../../../lib/form";

/**
 * Asks for the password again before a step that changes how the account signs in (turning
 * two-step sign-in on, new recovery codes). `send` gets the password and a way to show the
 * server's refusal (a wrong password lands on the field).
 */
export function PasswordAgainForm({
  className,
  intro,
  submitLabel,
  pending,
  send,
}: {
  className: string;
  intro?: ReactNode;
  submitLabel: string;
  pending: boolean;
  send: (password: string, showError: (error: unknown) => void) => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(secondFactorPasswordSchema, { password: "" });
  return (
    <form
      noValidate
      className={className}
      onSubmit={form.submit(({ password }) =>
        send(password, (error) => form.showApiError(error, t("errors.internal"))),
      )}
    >
      {intro}
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField
        label={t("authPages.secondFactor.password")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={form.values.password}
        error={form.errors.password}
        onChange={(value) => form.set("password", value)}
      />
      <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
    </form>
  );
}
