import { useTranslation } from "../../lib/use-translation";

/** Shown while the first screen's data (such as the session) loads; announced politely. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <p role="status" className="p-8 text-slate-500">
      {t("common.loading")}
    </p>
  );
}
