import type { ReactNode } from "react";
import { useTranslation } from "../../lib/use-translation";

/**
 * A list's filter form: role="search" under its label, the fields (with an ApplyButton among
 * them) as children, and the reset link under them. Submitting (Enter or Apply) calls
 * `onSubmit`, which applies the typed words; the page does not reload.
 */
export function FilterForm({
  label,
  onSubmit,
  onReset,
  spacing = "space-y-3",
  children,
}: {
  label: string;
  onSubmit: () => void;
  onReset: () => void;
  spacing?: "space-y-3" | "space-y-4";
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className={spacing}
    >
      {children}
      <button type="button" onClick={onReset} className="block min-h-11 text-sm font-semibold text-brand-700 underline">
        {t("reports.search.reset")}
      </button>
    </form>
  );
}

/** The filter form's submit button ("Apply"); `className` places it in the form's grid. */
export function ApplyButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const base = "min-h-11 rounded-xl bg-brand-800 px-6 py-2.5 font-semibold text-white hover:bg-brand-700";
  return (
    <button type="submit" className={className ? `${base} ${className}` : base}>
      {t("reports.search.apply")}
    </button>
  );
}
