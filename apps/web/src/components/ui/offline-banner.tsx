import { useSyncExternalStore } from "react";
import { isOffline, onConnectionChange } from "../../lib/online-status";
import { useTranslation } from "../../lib/use-translation";

/**
 * Says so, in the interface's language, while the browser has no connection: a bar along the
 * bottom of every screen (the app still draws from its cache). The live region is always in the
 * page, so a screen reader hears the words as they appear; they leave when the connection is back.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useSyncExternalStore(onConnectionChange, isOffline, () => false);
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-0 z-40">
      {offline && (
        <p className="bg-slate-900 px-4 pt-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] text-center text-sm font-medium text-white">
          {t("app.offline.banner")}
        </p>
      )}
    </div>
  );
}
