import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message, quoted-printable soft breaks undone. */
  data: string;
  messageId: string | null;
}

export interface SmtpPeer {
  url: string;
  /** Messages the peer accepted (answered 250), in order. */
  accepted: ReceivedMail[];
  /** Messages the peer is holding without an answer (`hold` said so). */
  held: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free port. `hold(n)` (n counts messages from 1) may keep a message
 * without answering, as a slow server does, so a test can kill the sender mid-send; a held
 * message is never accepted. `refuse(n)` answers a message with a temporary failure (451).
 */
export async function startSmtpPeer(
  options: { hold?: (n: number) => boolean; refuse?: (n: number) => boolean } = {},
): Promise<SmtpPeer> {
  const accepted: ReceivedMail[] = [];
  let count = 0;
  const peer = {
    url: "",
    accepted,
    held: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        count += 1;
        if (options.hold?.(count)) {
          peer.held += 1;
          return;
        }
        if (options.refuse?.(count)) {
          callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
          return;
        }
        const data = Buffer.concat(chunks)
          .toString("utf8")
          .replace(/=\r?\n/g, "");
        accepted.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
          messageId: /^Message-ID:\s*(<[^>]+>)/im.exec(data)?.[1] ?? null,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  peer.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return peer;
}

/** Decodes the quoted-printable "=3D"-style escapes that matter for reading a body in tests. */
export const readable = (data: string) =>
  data.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The mail the peer took for `address`, leaving out account mail (the sign-up confirmation link). */
export function mailsTo(peer: SmtpPeer, address: string): ReceivedMail[] {
  return peer.accepted.filter(
    (mail) => mail.to.includes(address) && !mail.data.replace(/=\r?\n/g, "").includes("/confirm-email?token="),
  );
}
