import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { useTranslation } from "../../lib/use-translation";
import { translateKey } from "../../lib/translate-key";

/** A message from a shared schema (a catalogue key) or from the server (already translated). */
export function useMessage() {
  const { t, i18n } = useTranslation();
  return (message: string | undefined) => (message && i18n.exists(message) ? translateKey(t, message) : message);
}

/** What every labelled control takes, besides its element's own attributes. */
interface FieldProps {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
}

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldProps>;

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ label, name, value, error, hint, onChange, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {({ id, describedBy, message }) => (
        <input
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass(Boolean(message))}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export const controlClass = (invalid: boolean) =>
  `block min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none ${
    invalid ? "border-red-600" : "border-slate-300"
  }`;

/** Label, hint and error around one control, tied together for screen readers. */
export function FieldShell({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (control: { id: string; describedBy: string | undefined; message: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const message = useMessage()(error);
  const describedBy = [hint ? `${id}-hint` : "", message ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, describedBy, message })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof FieldProps> & {
    options: Array<{ value: string; label: string }>;
    /** The first, empty option's text (e.g. "Choose a location"); none when absent. */
    placeholder?: string;
  };

export function SelectField({
  label,
  name,
  value,
  error,
  hint,
  options,
  placeholder,
  onChange,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {({ id, describedBy, message }) => (
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass(Boolean(message))}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldProps>;

export function TextAreaField({ label, name, value, error, hint, onChange, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {({ id, describedBy, message }) => (
        <textarea
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClass(Boolean(message))} min-h-28`}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}

/** A group of radio buttons under a legend. */
export function RadioGroupField({
  legend,
  name,
  value,
  options,
  error,
  hint,
  onChange,
}: {
  legend: string;
  name: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  error?: string | undefined;
  /** A line under the legend saying what the choice is about (read with the group). */
  hint?: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const message = useMessage()(error);
  const describedBy = [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(" ");
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-100"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={message ? true : undefined}
              className="h-4 w-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {message && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  );
}

export function CheckboxField({
  name,
  checked,
  onChange,
  error,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const message = useMessage()(error);
  return (
    <div className="space-y-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className="mt-1 h-5 w-5 rounded border-slate-400 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {children}
        </label>
      </div>
      {message && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className="inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-brand-800 px-5 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
    >
      {pending ? t("common.working") : children}
    </button>
  );
}

/** A message about the whole form, announced to screen readers. */
export function FormAlert({ tone = "error", children }: { tone?: "error" | "success"; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-xl px-4 py-3 text-sm font-medium ${tone === "error" ? "bg-red-50 text-red-800 ring-1 ring-red-200" : "bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200"}`}
    >
      {children}
    </div>
  );
}
