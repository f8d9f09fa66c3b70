/**
 * The Message-ID of the email a job sends, made from the job's idempotency key: the same job
 * run again sends the same Message-ID, so a mail server or client can tell a repeat.
 */
export function jobMessageId(key: string, publicUrl: string): string {
  return `<${key.replace(/[^\w.-]/g, ".")}@${new URL(publicUrl).hostname}>`;
}
