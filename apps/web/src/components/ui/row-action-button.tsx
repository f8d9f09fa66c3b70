import type { ReactNode } from "react";

const TONES = {
  neutral: "text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50",
  confirm: "text-emerald-800 ring-1 ring-emerald-300 hover:bg-emerald-50",
  danger: "text-red-700 ring-1 ring-red-300 hover:bg-red-50",
} as const;

/**
 * A small button in the actions cell of an admin table row. `label` names it with its row
 * ("Edit Library") for screen readers; `tone` marks confirming and destructive actions.
 */
export function RowActionButton({
  label,
  onClick,
  tone = "neutral",
  children,
}: {
  label: string;
  onClick: () => void;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`min-h-11 rounded-lg px-2.5 py-1.5 text-sm font-semibold whitespace-nowrap bg-white ${TONES[tone]}`}
    >
      {children}
    </button>
  );
}
