import { useRef, useState } from "react";
import { Link } from "react-router";
import { LIMITS, paths, sendMessageSchema } from "@campus/shared";
import { Avatar } from "../../../components/ui/avatar";
import { FormAlert } from "../../../components/ui/form-controls";
import { ApiError } from "../../../lib/api-client";
import { translateKey } from "../../../lib/translate-key";
import { useTranslation } from "../../../lib/use-translation";
import { useStartConversation, type StartConversation } from "../api/start-conversation";
import { newClientId } from "../client-id";
import { useOpenStarted } from "../draft";
import { MessageComposer } from "./message-composer";

/**
 * A conversation not started yet: whom it is with, and the message box. Nothing is stored until
 * the first message, which creates the conversation with it in one request (the existing one
 * gets it instead); then the conversation opens in place of the draft. A failed send keeps the
 * text; a retry of the same text carries the same clientId, so it is never stored twice.
 */
export function DraftConversation({ to }: { to: StartConversation }) {
  const { t } = useTranslation();
  const start = useStartConversation();
  const openStarted = useOpenStarted();
  const [text, setText] = useState("");
  const [textError, setTextError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<{ body: string; clientId: string } | null>(null);

  const submit = () => {
    if (start.isPending) return;
    const checked = sendMessageSchema.shape.body.safeParse(text);
    if (!checked.success) {
      const key = checked.error.issues[0]?.message ?? "chat.errors.emptyMessage";
      setTextError(translateKey(t, key, { max: LIMITS.chatMessageMax }));
      return;
    }
    setTextError(null);
    setFailure(null);
    if (attempt.current?.body !== checked.data) attempt.current = { body: checked.data, clientId: newClientId() };
    start.mutate(
      { to, message: attempt.current },
      {
        onSuccess: (conversation) => openStarted(to, conversation, { replace: true }),
        onError: (error) => {
          const refused = error instanceof ApiError ? error : null;
          const onText = refused?.fields["message.body"];
          if (onText) setTextError(onText);
          else setFailure(refused?.message ?? t("chat.errors.sendFailed"));
        },
      },
    );
  };

  const title = to.office ? t("chat.officeName") : t("chat.draft.title");
  const withWhom = to.office ? t("chat.draft.withOffice") : to.email ? to.email : t("chat.draft.withReporter");
  return (
    <div className="mx-auto flex min-h-[24rem] max-w-4xl flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <header className="border-b border-slate-200 px-4 pt-2 pb-3 sm:px-5 sm:pb-4">
        <Link
          to={paths.chat}
          className="inline-flex min-h-8 items-center text-sm font-semibold text-brand-700 underline underline-offset-2"
        >
          {t("chat.back")}
        </Link>
        <div className="mt-1 flex min-w-0 items-start gap-3">
          <Avatar src={null} className="h-11 w-11 shrink-0 sm:h-12 sm:w-12" />
          <div className="min-w-0 flex-1">
            <h1 className="text-xl font-extrabold break-words text-brand-800 sm:text-2xl">{title}</h1>
            <p className="text-sm break-words text-slate-700">{withWhom}</p>
          </div>
        </div>
      </header>
      <div className="flex flex-1 flex-col justify-center gap-2 px-4 py-6 text-center sm:px-5">
        <p className="text-slate-700">{to.office ? t("chat.noMessagesOffice") : t("chat.noMessages")}</p>
        <p className="text-sm text-slate-600">{t("chat.draft.firstMessage")}</p>
      </div>
      {failure && (
        <div className="border-t border-slate-200 px-3 pt-3 sm:px-4">
          <FormAlert>{failure}</FormAlert>
        </div>
      )}
      <MessageComposer
        value={text}
        error={textError}
        pending={start.isPending}
        onChange={(value) => {
          setText(value);
          if (textError) setTextError(null);
        }}
        onSend={submit}
      />
    </div>
  );
}
