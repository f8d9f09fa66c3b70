import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "../../lib/use-translation";
import { dialogOpened } from "../../lib/open-dialogs";

/**
 * A modal dialog on the native <dialog>: focus moves into it and is kept there, Escape and the
 * close button close it, and focus returns to what opened it.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  size = "md",
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: "sm" | "md" | "lg";
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  // What had focus when the dialog opened (read before the dialog takes focus).
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [open]);
  // Toasts are drawn inside the newest open dialog (app-toaster.tsx), above its backdrop.
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    return dialogOpened(dialog);
  }, [open]);
  // Focus goes back to what opened the dialog when it closes or leaves the page (if that is
  // still there: a control removed meanwhile leaves focus to whoever removed it).
  useEffect(() => {
    if (!open) return;
    return () => {
      const target = opener.current;
      if (target?.isConnected) target.focus();
    };
  }, [open]);
  const width = { sm: "max-w-md", md: "max-w-2xl", lg: "max-w-4xl" }[size];
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        // React passes a nested dialog's cancel (Escape) up to this one too: only our own closes us.
        if (event.target === event.currentTarget) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-1.5rem)] ${width} rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50`}
    >
      {open && (
        // Within the visible screen (dvh: a phone's browser bars included); the title and close stay while the rest scrolls, and a shadow says more is below.
        <div className="scroll-shadows max-h-[calc(100dvh-2rem)] overflow-y-auto px-5 pb-6 sm:max-h-[85dvh] sm:px-6">
          <div className="sticky top-0 z-10 -mx-5 mb-4 flex items-start justify-between gap-4 bg-white px-5 pt-5 pb-2 sm:-mx-6 sm:px-6 sm:pt-6">
            <h2 id={titleId} className="text-xl font-bold text-brand-800">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t("common.close")}
              className="-m-1 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-slate-600 hover:bg-slate-100"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

/**
 * A dialog's two buttons: go back (it has the focus when `focusCancel`: the safe choice), and do
 * it, which says it is working while `pending`. The second submits the dialog's form unless
 * `onConfirm` is given.
 */
export function DialogActions({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  pending,
  tone = "primary",
  focusCancel = false,
}: {
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  onConfirm?: () => void;
  pending: boolean;
  tone?: "primary" | "danger";
  focusCancel?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button
        type="button"
        autoFocus={focusCancel}
        onClick={onCancel}
        className="min-h-11 rounded-xl px-5 py-2.5 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
      >
        {cancelLabel}
      </button>
      <button
        type={onConfirm ? "button" : "submit"}
        disabled={pending}
        aria-busy={pending}
        onClick={onConfirm}
        className={`min-h-11 rounded-xl px-5 py-2.5 font-semibold text-white disabled:opacity-70 ${tone === "danger" ? "bg-red-700 hover:bg-red-800" : "bg-brand-800 hover:bg-brand-700"}`}
      >
        {pending ? t("common.working") : confirmLabel}
      </button>
    </div>
  );
}

/** Asks before an action that cannot be taken back. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  tone = "primary",
  pending,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  tone?: "primary" | "danger";
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={title} onClose={onCancel} size="sm">
      <p className="text-slate-700">{body}</p>
      <div className="mt-6">
        <DialogActions
          cancelLabel={t("common.cancel")}
          onCancel={onCancel}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          pending={pending}
          tone={tone}
          focusCancel
        />
      </div>
    </Modal>
  );
}
