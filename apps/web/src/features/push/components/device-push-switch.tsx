import { useTranslation } from "../../../lib/use-translation";
import { FormAlert } from "../../../components/ui/form-controls";
import { failureMessage } from "../../../lib/api-client";
import { NotificationsRefused } from "../../../lib/device-push";
import { useDevicePush, useTurnDevicePush } from "../api/device-push";

/**
 * "Notifications on this device" on the profile: one switch for this phone or computer (each
 * device has its own), which the email settings' kinds govern too. Where it cannot be turned on
 * (a browser without push, or notifications blocked for the site) the switch stays, dimmed but
 * reachable, with the way out said beside it.
 */
export function DevicePushSwitch({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const state = useDevicePush(userId);
  const turn = useTurnDevicePush(userId);
  const on = state.data === "on";
  const usable = state.data === "on" || state.data === "off";
  const explanation = {
    unsupported: t("profile.push.unsupported"),
    blocked: t("profile.push.blocked"),
    on: t("profile.push.on"),
    off: t("profile.push.off"),
  };
  const toggle = () => {
    if (!usable || turn.isPending) return;
    turn.mutate(!on);
  };
  return (
    <section aria-labelledby="profile-push" className="border-t border-slate-200 pt-4">
      <h2 id="profile-push" className="text-lg font-bold text-brand-800">
        {t("profile.push.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("profile.push.intro")}</p>
      <p className="mt-1 text-slate-700">{t("profile.push.followsEmails")}</p>
      {/* Dimmed with aria-disabled rather than disabled, so a keyboard or screen reader still reaches it and hears why. */}
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-disabled={!usable || turn.isPending}
        aria-busy={turn.isPending}
        aria-describedby="device-push-state"
        onClick={toggle}
        className={`mt-3 flex min-h-12 w-full items-center justify-between gap-4 rounded-xl bg-slate-50 px-4 py-2 text-left font-semibold text-slate-900 ring-1 ring-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${usable ? "hover:bg-slate-100" : "cursor-not-allowed text-slate-600"} ${turn.isPending ? "cursor-wait" : ""}`}
      >
        <span>{t("profile.push.switch")}</span>
        <span
          aria-hidden="true"
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${on ? "bg-brand-700" : usable ? "bg-slate-500" : "bg-slate-300"}`}
        >
          <span
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-6" : "translate-x-1"}`}
          />
        </span>
      </button>
      <p id="device-push-state" className="mt-2 text-slate-700">
        {turn.isPending ? t("common.working") : state.data ? explanation[state.data] : t("profile.push.checking")}
      </p>
      {turn.isError && (
        <div className="mt-3">
          <FormAlert>
            {turn.error instanceof NotificationsRefused
              ? turn.error.permission === "denied"
                ? t("profile.push.refused")
                : t("profile.push.dismissed")
              : failureMessage(turn.error, t(turn.variables ? "profile.push.failed" : "profile.push.offFailed"))}
          </FormAlert>
        </div>
      )}
    </section>
  );
}
