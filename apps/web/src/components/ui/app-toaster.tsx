import { createPortal } from "react-dom";
import { useOffline } from "../../lib/use-offline";
import { useTranslation } from "../../lib/use-translation";
import { useTopDialog } from "../../lib/open-dialogs";
import { dismissToast, useToasts, type ToastTone } from "../../lib/toast";

const tones: Record<ToastTone, string> = {
  success: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  error: "bg-red-50 text-red-900 ring-red-300",
  info: "bg-sky-50 text-sky-900 ring-sky-300",
};

/**
 * Where toasts appear: top centre on a wide screen; at the bottom on a phone, as its own apps show
 * them, so a toast that waits to be answered (a new version is ready) leaves the header's menu
 * button in reach, and lifted above the offline banner while that shows. Screen readers hear them through live regions that are
 * always in the page (polite for news, assertive for failures). A toast's action (such as
 * opening what it is about) is a button beside its message. While a modal dialog is open the
 * toasts are drawn inside it: the page under a modal is inert and below the top layer, where a
 * toast would be dimmed and its close button out of reach.
 */
export function AppToaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const list = (live: "polite" | "assertive") => (
    <ol aria-live={live} aria-relevant="additions text" className="contents">
      {toasts
        .filter((item) => (item.tone === "error") === (live === "assertive"))
        .map((item) => (
          <li
            key={item.id}
            className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl px-4 py-3 text-base font-medium shadow-lg ring-1 ${tones[item.tone]}`}
          >
            <span className="flex-1">{item.message}</span>
            {item.action && (
              <button
                type="button"
                onClick={() => {
                  item.action?.onAction();
                  dismissToast(item.id);
                }}
                className="-my-1 min-h-8 shrink-0 rounded-lg px-2 font-semibold underline underline-offset-2 hover:bg-black/5"
              >
                {item.action.label}
              </button>
            )}
            <button
              type="button"
              onClick={() => dismissToast(item.id)}
              aria-label={t("common.dismissNotification")}
              className="-my-1 -mr-2 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </li>
        ))}
    </ol>
  );
  const dialog = useTopDialog();
  const offline = useOffline();
  const toaster = (
    <section
      aria-label={t("common.notifications")}
      className={`pointer-events-none fixed inset-x-0 z-50 mx-auto flex w-[calc(100%-1.5rem)] max-w-md flex-col gap-2 sm:top-3 sm:bottom-auto ${
        offline
          ? "bottom-[calc(max(0.75rem,env(safe-area-inset-bottom))+3.5rem)]"
          : "bottom-[max(0.75rem,env(safe-area-inset-bottom))]"
      }`}
    >
      {list("polite")}
      {list("assertive")}
    </section>
  );
  return dialog ? createPortal(toaster, dialog) : toaster;
}
