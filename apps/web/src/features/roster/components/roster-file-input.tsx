import { useId, type Ref } from "react";
import { useTranslation } from "../../../lib/use-translation";

/**
 * Step 1's control: a labelled CSV file input with its hint, the "checking" status while the
 * file is previewed, and any refusal of the file announced and tied to the input.
 */
export function RosterFileInput({
  checking,
  error,
  onChoose,
  inputRef,
}: {
  checking: boolean;
  error: string | null;
  onChoose: (file: File | undefined, input: HTMLInputElement) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t("admin.roster.file")}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="roster"
        type="file"
        accept=".csv,text/csv"
        aria-busy={checking || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChoose(event.target.files?.[0], event.target)}
        className={`block min-h-11 w-full rounded-xl border bg-white px-3 py-2 text-base text-slate-900 shadow-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none ${error ? "border-red-600" : "border-slate-300"}`}
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t("admin.roster.fileHint")}
      </p>
      {checking && (
        <p role="status" className="text-sm font-medium text-brand-800">
          {t("admin.roster.checking")}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
