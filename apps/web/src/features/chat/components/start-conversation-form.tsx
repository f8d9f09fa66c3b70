import { useId, useState } from "react";
import { useTranslation } from "../../../lib/use-translation";
import { useNavigate } from "react-router";
import { getHref, startConversationSchema, type Conversation } from "@campus/shared";
import { TextField } from "../../../components/ui/form-controls";
import { ApiError } from "../../../lib/api-client";
import { schemaErrors } from "../../../lib/form";
import { useCheckRecipient } from "../api/check-recipient";
import { useStartConversation, type StartConversation } from "../api/start-conversation";
import { otherName } from "../conversation-sides";
import { useOpenStarted } from "../draft";
import { ConsentDialog } from "./consent-dialog";

/**
 * "Start a conversation": a university email (checked with the server's own rule), or the name
 * of someone already in the list (offered by the input), which opens the newest conversation
 * with them. The server first says whether anyone uses that address; then, after the consent
 * dialog (an address of the office needs none), the existing conversation opens, or a draft: the
 * conversation is created only with its first message. What was typed stays on an error.
 */
export function StartConversationForm({
  studentEmailDomain,
  conversations,
}: {
  studentEmailDomain: string;
  conversations: Conversation[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartConversation();
  const check = useCheckRecipient();
  const headingId = useId();
  const listId = useId();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [consenting, setConsenting] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  // People by name (the office has its own button).
  const people = [
    ...new Map(
      conversations
        .filter((conversation) => !conversation.office)
        .map((conversation) => [conversation.other.id, conversation]),
    ).values(),
  ];
  const open = (conversation: Conversation) => void navigate(getHref("chatConversation", { id: conversation.id }));
  const openStarted = useOpenStarted();

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const typed = email.trim().toLowerCase();
    const known = people.find((conversation) => otherName(t, conversation).toLowerCase() === typed);
    if (known) return open(known);
    const error = schemaErrors(startConversationSchema(studentEmailDomain), { email, consent: true }).email;
    setFieldError(error);
    if (error || check.isPending) return;
    // Is there someone at that address? Said at the field before asking for consent.
    check.mutate(email.trim(), {
      onSuccess: ({ office }) => {
        setDialogError(null);
        if (office) startWith({ office: true });
        else setConsenting(true);
      },
      onError: (failure) =>
        setFieldError(failure instanceof ApiError ? (failure.fields.email ?? failure.message) : t("errors.internal")),
    });
  };

  const startWith = (to: StartConversation) =>
    start.mutate(
      { to },
      {
        onSuccess: (conversation) => openStarted(to, conversation),
        onError: (failure) => setFieldError(failure instanceof ApiError ? failure.message : t("errors.internal")),
      },
    );

  const proceed = () => {
    setDialogError(null);
    const to = { email: email.trim() };
    start.mutate(
      { to },
      {
        onSuccess: (conversation) => {
          setConsenting(false);
          openStarted(to, conversation);
        },
        onError: (failure) => {
          const onField =
            failure instanceof ApiError
              ? (failure.fields.email ?? (failure.code === "CHAT_WITH_SELF" ? failure.message : undefined))
              : undefined;
          if (onField) {
            setConsenting(false);
            setFieldError(onField);
          } else {
            setDialogError(failure instanceof ApiError ? failure.message : t("errors.internal"));
          }
        },
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-brand-800">
        {t("chat.startTitle")}
      </h2>
      <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label={t("chat.emailLabel")}
            name="email"
            value={email}
            error={fieldError}
            hint={t("chat.emailHint")}
            onChange={(value) => {
              setEmail(value);
              setFieldError(undefined);
            }}
            type="text"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            list={people.length ? listId : undefined}
          />
          {people.length > 0 && (
            <datalist id={listId}>
              {people.map((conversation) => (
                <option key={conversation.other.id} value={conversation.other.name} />
              ))}
            </datalist>
          )}
        </div>
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-xl bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 sm:mt-6"
        >
          {t("chat.start")}
        </button>
      </form>
      <ConsentDialog
        open={consenting}
        pending={start.isPending}
        error={dialogError}
        onCancel={() => {
          if (!start.isPending) setConsenting(false);
        }}
        onContinue={proceed}
      />
    </section>
  );
}
