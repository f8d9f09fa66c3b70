import { useId, useRef } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { LIMITS } from "@campus/shared";

/** The counter appears when this few characters are left. */
const COUNTER_FROM = 200;

/**
 * The message box: Enter sends, Shift+Enter starts a new line. The text belongs to the caller,
 * which clears it only once the message is on its way; a counter shows near the limit.
 */
export function MessageComposer({
  value,
  error,
  onChange,
  onSend,
  pending = false,
}: {
  value: string;
  error: string | null;
  /** A send is on its way (the draft's first message): the button says so and waits. */
  pending?: boolean;
  onChange: (value: string) => void;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const left = LIMITS.chatMessageMax - value.trim().length;
  const counter = left < 0 ? null : left <= COUNTER_FROM ? t("chat.charactersLeft", { count: left }) : null;
  const problem = error ?? (left < 0 ? t("chat.errors.messageTooLong", { max: LIMITS.chatMessageMax }) : null);
  const describedBy =
    [counter ? `${id}-counter` : "", problem ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
      className="border-t border-slate-200 bg-white p-3 sm:p-4"
    >
      <label htmlFor={id} className="sr-only">
        {t("chat.messageLabel")}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          name="message"
          rows={2}
          value={value}
          placeholder={t("chat.messagePlaceholder")}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            form.current?.requestSubmit();
          }}
          className={`block max-h-40 min-h-11 w-full flex-1 resize-y rounded-xl border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none ${problem ? "border-red-600" : "border-slate-300"}`}
        />
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className="min-h-11 shrink-0 rounded-xl bg-brand-800 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:px-5"
        >
          {pending ? t("chat.sending") : t("chat.send")}
        </button>
      </div>
      {(counter || problem) && (
        <div className="mt-1 flex flex-wrap justify-between gap-x-4 text-sm">
          {problem && (
            <p id={`${id}-error`} className="font-medium text-red-700">
              {problem}
            </p>
          )}
          {counter && (
            <p id={`${id}-counter`} className="ml-auto text-slate-600">
              {counter}
            </p>
          )}
        </div>
      )}
    </form>
  );
}
