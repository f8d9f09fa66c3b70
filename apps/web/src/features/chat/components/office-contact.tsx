import { useId } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { FormAlert } from "../../../components/ui/form-controls";
import { failureMessage } from "../../../lib/api-client";
import { useStartConversation } from "../api/start-conversation";
import { useOpenStarted } from "../draft";

/**
 * "Message the office": opens the student's conversation with the office's inbox, or a draft
 * when there is none yet (created with the first message; no consent needed).
 */
export function OfficeContact() {
  const { t } = useTranslation();
  const openStarted = useOpenStarted();
  const start = useStartConversation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-brand-800">
        {t("chat.officeName")}
      </h2>
      <p className="mt-1 text-slate-700">{t("chat.officeHint")}</p>
      {start.error && (
        <div className="mt-3">
          <FormAlert>{failureMessage(start.error, t("chat.errors.sendFailed"))}</FormAlert>
        </div>
      )}
      <button
        type="button"
        disabled={start.isPending}
        onClick={() =>
          start.mutate(
            { to: { office: true } },
            { onSuccess: (conversation) => openStarted({ office: true }, conversation) },
          )
        }
        className="mt-3 min-h-11 rounded-xl bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {t("chat.messageOffice")}
      </button>
    </section>
  );
}
