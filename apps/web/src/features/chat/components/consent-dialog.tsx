import { useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { FormAlert } from "../../../components/ui/form-controls";
import { Modal } from "../../../components/ui/modal";
import { ApiError } from "../../../lib/api-client";
import { useStartConversation } from "../api/start-conversation";
import { focusNextPageHeading } from "../../../lib/focus-after";
import { useOpenStarted } from "../draft";

/**
 * The consent asked first: contact the reporter only to claim your own item, with the
 * warning about false claims. Someone who contacts the owner of a lost report is offering to
 * return it (`side="finder"`): they are told how to hand it over, and not to ask for anything.
 * "I accept" is a toggle; Continue works only once it is pressed. The choice starts over each
 * time the dialog opens.
 */
export function ConsentDialog({
  open,
  pending,
  error,
  onCancel,
  onContinue,
  side = "claimant",
}: {
  open: boolean;
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onContinue: () => void;
  side?: "claimant" | "finder";
}) {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setAccepted(false);
  }
  return (
    <Modal
      open={open}
      title={t(side === "finder" ? "chat.consent.finderTitle" : "chat.consent.title")}
      onClose={onCancel}
      size="sm"
    >
      <p className="text-slate-800">{t(side === "finder" ? "chat.consent.finderBody" : "chat.consent.body")}</p>
      <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-950 ring-1 ring-amber-300">
        {t(side === "finder" ? "chat.consent.finderWarning" : "chat.consent.warning")}
      </p>
      {error && (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        <button
          type="button"
          aria-pressed={accepted}
          onClick={() => setAccepted((value) => !value)}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-600 hover:bg-brand-50 aria-pressed:bg-emerald-50 aria-pressed:text-emerald-900 aria-pressed:ring-emerald-600 sm:mr-auto"
        >
          <span
            aria-hidden="true"
            className={`inline-flex h-5 w-5 items-center justify-center rounded border ${accepted ? "border-emerald-700 bg-emerald-700 text-white" : "border-slate-500 bg-white"}`}
          >
            {accepted && (
              <svg
                viewBox="0 0 24 24"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M5 12l5 5 9-10" />
              </svg>
            )}
          </span>
          {accepted ? t("chat.consent.accepted") : t("chat.consent.accept")}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-xl px-5 py-2.5 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {t("chat.consent.cancel")}
        </button>
        <button
          type="button"
          disabled={!accepted || pending}
          aria-busy={pending}
          onClick={onContinue}
          className="min-h-11 rounded-xl bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400 disabled:text-white"
        >
          {pending ? t("common.working") : t("chat.consent.continue")}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The consent dialog of "Contact reporter", open while `open`: once accepted, the conversation
 * with the report's reporter opens (the existing one, reopened), or a draft: it is created only
 * with its first message. Refusals (a visitor's report, a solved case) show in the dialog.
 */
export function ContactReporterDialog({
  reportId,
  open,
  onClose,
  side = "claimant",
}: {
  reportId: string;
  open: boolean;
  onClose: () => void;
  side?: "claimant" | "finder";
}) {
  const { t } = useTranslation();
  const openStarted = useOpenStarted();
  const start = useStartConversation();
  const [error, setError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setError(null);
  }

  const close = () => {
    if (start.isPending) return;
    onClose();
  };
  const proceed = () => {
    setError(null);
    start.mutate(
      { to: { reportId } },
      {
        onSuccess: (conversation) => {
          // The dialog and the page behind it go: focus goes to the conversation's heading.
          focusNextPageHeading();
          onClose();
          openStarted({ reportId }, conversation);
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : t("errors.internal")),
      },
    );
  };

  return (
    <ConsentDialog
      open={open}
      side={side}
      pending={start.isPending}
      error={error}
      onCancel={close}
      onContinue={proceed}
    />
  );
}

/** "Contact reporter" for a report: the button, then the consent dialog and the conversation. */
export function ContactReporterButton({
  reportId,
  describedBy,
  className,
  side = "claimant",
}: {
  reportId: string;
  describedBy?: string;
  className?: string;
  side?: "claimant" | "finder";
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
        className={
          className ??
          "inline-flex min-h-11 items-center justify-center rounded-xl bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        }
      >
        {t("chat.contactReporter")}
      </button>
      <ContactReporterDialog reportId={reportId} side={side} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
