import { FormAlert } from "./form-controls";
import { LoadingText } from "./loading-text";

/**
 * The live region above a list's results: the load error if there is one, "Loading…" until the
 * first answer (`heading` null), then the heading saying how many were found. Busy while a
 * newer answer is on its way.
 */
export function ResultsStatus({
  busy,
  error,
  heading,
}: {
  busy: boolean;
  error: string | null;
  heading: string | null;
}) {
  return (
    <div aria-live="polite" aria-busy={busy}>
      {error ? (
        <FormAlert>{error}</FormAlert>
      ) : heading === null ? (
        <p role="status">
          <LoadingText />
        </p>
      ) : (
        <h2 className="font-semibold text-slate-700">{heading}</h2>
      )}
    </div>
  );
}
