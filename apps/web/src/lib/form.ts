import { useState } from "react";
import { ApiError, failureMessage } from "./api-client";
import type { FormSchema } from "./light-schemas";

/** A form's field names: the keys of its values. */
export type FieldName<V> = keyof V & string;

/**
 * Field -> message: `_` for the form as a whole, `field.0.part` for a value inside a field's list
 * (how zod and the server name a nested problem).
 */
export type FieldErrors<N extends string = string> = Partial<Record<N | "_" | `${N}.${string}`, string>>;

/** Moves focus to the form's first field marked invalid, once the errors have rendered. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView?.({ block: "center", behavior: "smooth" });
  });
}

/** The values a form schema gives when the form passes. */
type Parsed<S> = S extends FormSchema<infer T> ? T : never;

/** Field -> message (a catalogue key from a shared schema) for every problem zod finds. */
export function schemaErrors(schema: FormSchema, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path.join(".") || "_"] ??= issue.message;
  return errors;
}

/**
 * Form state validated by the shared zod schema, the same one the server uses: errors show
 * on blur and on submit, server errors (already translated) land on their fields, and the
 * values are never cleared by an error.
 */
export function useSchemaForm<S extends FormSchema, V extends Record<string, unknown>>(schema: S, initial: V) {
  const [values, setValues] = useState(initial);
  // Any name: the server may name a field the form does not have (a photo's, a nested one).
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = <K extends FieldName<V>>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };
  const check = (name: FieldName<V>) => {
    const message = schemaErrors(schema, values)[name];
    setErrors(({ [name]: _, ...rest }) => (message ? { ...rest, [name]: message } : rest));
  };
  /** Validates everything; returns the parsed values, or null after showing the errors. */
  const validate = (): Parsed<S> | null => {
    setFormError(null);
    const result = schema.safeParse(values);
    if (result.success) return result.data as Parsed<S>;
    setErrors(schemaErrors(schema, values));
    return null;
  };
  /** Validates one part of the form (e.g. a step) against its own schema; true when it passes. */
  const validatePart = (part: FormSchema): boolean => {
    setFormError(null);
    const found = schemaErrors(part, values);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  /**
   * A form's onSubmit: validates, then calls `onValid` with the parsed values; when something is
   * wrong, focus moves to the first field with an error, scrolled into view.
   */
  const submit =
    (onValid: (input: Parsed<S>) => void) =>
    (event: { preventDefault(): void; currentTarget?: EventTarget | null }) => {
      event.preventDefault();
      const input = validate();
      if (input) onValid(input);
      else if (event.currentTarget instanceof HTMLFormElement) focusFirstInvalid(event.currentTarget);
    };
  /**
   * Puts an API error's messages on their fields, or on the form: the server's words for a
   * refusal, the form's own failure words (`fallback`) when the server or the network failed.
   */
  const showApiError = (error: unknown, fallback: string) => {
    if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
    else setFormError(failureMessage(error, fallback));
  };
  /** Forgets every error (a dialog closed and opened again starts clean). */
  const clearErrors = () => {
    setErrors({});
    setFormError(null);
  };
  return {
    values,
    // The form reads its errors by its own field names.
    errors: errors as FieldErrors<FieldName<V>>,
    formError,
    set,
    check,
    validate,
    validatePart,
    submit,
    showApiError,
    setFormError,
    clearErrors,
  };
}
