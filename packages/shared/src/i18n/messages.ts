/**
 * Reading a message out of a catalogue, the one way every translator here does it (the server's
 * and shared code's `translate`, the web app's Translator and its messages outside React). Kept
 * apart from the catalogues themselves (./index.ts imports both), so the web app's first load
 * takes these functions without the catalogues.
 */

/** The message at a dotted key (`errors.notFound`) of a nested catalogue; undefined when there is none. */
export function messageAt(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** A message with its `{{name}}` placeholders filled from `values`; a placeholder without a value (string, number or boolean) stays as written. */
export function fillPlaceholders(message: string, values: Record<string, unknown>): string {
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
      ? String(value)
      : placeholder;
  });
}
