import { LoadingText } from "../../components/ui/loading-text";

/** Shown while the first screen's data (such as the session) loads; announced politely. */
export function LoadingScreen() {
  return (
    <p role="status" className="p-8 text-slate-500">
      <LoadingText />
    </p>
  );
}
