import { useState } from "react";
import { useSendMessage } from "../api/send-message";
import { newClientId } from "../client-id";

/** A message of this tab on its way: shown at once, "Sending…", then replaced by the stored one or marked "Not sent.". */
export interface OutgoingMessage {
  clientId: string;
  body: string;
  status: "sending" | "failed";
}

/** What to do with a refused message: keep it as "Not sent." (to retry) or take it back (the text returns to the composer). */
export type FailureOutcome = "keep" | "drop";

/**
 * Sends messages optimistically. Each gets its own client id once, so Retry sends the same id
 * and the server never stores it twice. `onFailure` decides what a refusal means.
 */
export function useOutgoingMessages(
  conversationId: string,
  onFailure: (error: unknown, message: OutgoingMessage) => FailureOutcome,
) {
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const { mutateAsync } = useSendMessage();

  const attempt = (message: OutgoingMessage) => {
    setOutgoing((list) =>
      list.some((item) => item.clientId === message.clientId)
        ? list.map((item) => (item.clientId === message.clientId ? { ...item, status: "sending" } : item))
        : [...list, { ...message, status: "sending" }],
    );
    mutateAsync({ conversationId, body: message.body, clientId: message.clientId }).then(
      () => setOutgoing((list) => list.filter((item) => item.clientId !== message.clientId)),
      (error: unknown) => {
        const outcome = onFailure(error, message);
        setOutgoing((list) =>
          outcome === "drop"
            ? list.filter((item) => item.clientId !== message.clientId)
            : list.map((item) => (item.clientId === message.clientId ? { ...item, status: "failed" } : item)),
        );
      },
    );
  };

  return {
    outgoing,
    /** Sends new text as a new message. */
    send: (body: string) => attempt({ clientId: newClientId(), body, status: "sending" }),
    /** Sends a message that was not sent again, with the same client id. */
    retry: (clientId: string) => {
      const message = outgoing.find((item) => item.clientId === clientId);
      if (message && message.status === "failed") attempt(message);
    },
  };
}
