import { useOffline } from "../../lib/use-offline";
import { useTranslation } from "../../lib/use-translation";

/**
 * Says so, in the interface's language, while the browser has no connection: a dark strip centred
 * at the bottom of every screen, clear of the sidebar's Logout (the app still draws from its
 * cache). The live region is always in the page, so a screen reader hears the words as they
 * appear; they leave when the connection is back. A polite live region without a role: a
 * screen's own status message stays the one `status` on the page.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useOffline();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-40 flex justify-center px-3"
    >
      {offline && (
        <p className="max-w-xl rounded-xl bg-slate-900 px-4 py-2.5 text-center text-sm font-medium text-white shadow-lg">
          {t("app.offline.banner")}
        </p>
      )}
    </div>
  );
}
