import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A message from a shared schema (a catalogue key) or from the server (already translated). */
export function useMessage() {
  const { t, i18n } = useTranslation();
  return (message: string | undefined) => (message && i18n.exists(message) ? t(message) : message);
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  onChange: (value: string) => void;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField({ label, name, value, error, hint, onChange, ...input }: TextFieldProps) {
  const id = useId();
  const message = useMessage()(error);
  const describedBy = [hint ? `${id}-hint` : "", message ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        className={`block min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none ${
          message ? "border-red-600" : "border-slate-300"
        }`}
        {...input}
      />
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

export function CheckboxField({ name, checked, onChange, error, children }: { name: string; checked: boolean; onChange: (checked: boolean) => void; error?: string | undefined; children: ReactNode }) {
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
