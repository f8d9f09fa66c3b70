import { useRef, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { fromDayMonthYear, readDayMonthYear, toDayMonthYear } from "../../lib/day-month-year";
import { translateKey } from "../../lib/translate-key";
import { controlClass, FieldShell } from "./form-controls";

/**
 * A date typed or picked as dd/mm/yyyy whatever the browser's locale (a native date input shows
 * the browser's own order: 03/05/2026 is 5 March to a Malaysian, 3 May to the browser). The value
 * is YYYY-MM-DD; what is typed reaches `onChange` once it is a real date (or emptied), and a date
 * that is not says so at the field: how to write one, or that the day typed does not exist. The calendar button opens the browser's own picker.
 */
export function DateField({
  label,
  name,
  value,
  error,
  hint,
  min,
  max,
  required,
  onChange,
  onBlur,
}: {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  min?: string | undefined;
  max?: string | undefined;
  required?: boolean;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => toDayMonthYear(value));
  // The catalogue key of what is wrong with the typed text, shown once the user leaves the field.
  const [problem, setProblem] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  // A value set from outside (cleared filters, the picker) shows as typed; what the user is typing stays.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (fromDayMonthYear(text) !== value) setText(toDayMonthYear(value));
  }

  const type = (typed: string) => {
    setText(typed);
    setProblem(null);
    const iso = fromDayMonthYear(typed);
    if (iso !== null) onChange(iso);
    else if (typed.trim() === "") onChange("");
  };
  return (
    <FieldShell label={label} hint={hint} error={problem ? translateKey(t, problem) : error}>
      {({ id, describedBy, message }) => (
        <div className="relative">
          <input
            id={id}
            name={name}
            value={text}
            required={required}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t("common.datePlaceholder")}
            onChange={(event) => type(event.target.value)}
            onBlur={() => {
              setProblem(text.trim() === "" ? null : (readDayMonthYear(text).problem ?? null));
              onBlur?.();
            }}
            aria-invalid={message ? true : undefined}
            aria-describedby={describedBy}
            className={`${controlClass(Boolean(message))} pr-10`}
          />
          <button
            type="button"
            onClick={() => picker.current?.showPicker?.()}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-xl text-brand-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </svg>
            <span className="sr-only">{t("common.chooseDate", { field: label })}</span>
          </button>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            value={value}
            min={min}
            max={max}
            onChange={(event) => type(toDayMonthYear(event.target.value))}
            className="pointer-events-none absolute right-0 bottom-0 h-px w-px opacity-0"
          />
        </div>
      )}
    </FieldShell>
  );
}
