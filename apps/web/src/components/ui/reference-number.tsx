import { useId, type ReactNode } from "react";
import { toast } from "../../lib/toast";

/**
 * A found item's reference number, big enough to read across a counter, with what to do with
 * it and a button that copies it. The number is plain text too, so it can be selected and read
 * out by a screen reader (letters spaced, never a picture). The caller gives the words.
 */
export function ReferenceNumber({
  reference,
  label,
  hint,
  copyLabel,
  copiedMessage,
  copyFailedMessage,
  children,
}: {
  reference: string;
  label: string;
  hint: string;
  copyLabel: string;
  copiedMessage: string;
  copyFailedMessage: string;
  children?: ReactNode;
}) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      toast.success(copiedMessage);
    } catch {
      toast.error(copyFailedMessage);
    }
  };
  return (
    <section
      aria-labelledby={`${id}-label`}
      className="rounded-2xl border-2 border-brand-800 bg-brand-50 p-5 text-center sm:p-6"
    >
      <h2 id={`${id}-label`} className="text-base font-semibold text-slate-800">
        {label}
      </h2>
      <p
        className="mt-2 font-mono text-4xl font-extrabold tracking-[0.15em] break-all text-brand-900 select-all sm:text-5xl"
        aria-describedby={`${id}-hint`}
      >
        {reference}
      </p>
      <p id={`${id}-hint`} className="mt-3 text-slate-700">
        {hint}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => void copy()}
          className="min-h-11 rounded-xl bg-white px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
        >
          {copyLabel}
        </button>
        {children}
      </div>
    </section>
  );
}
