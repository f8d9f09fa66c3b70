import { paths, type PushPayload } from "@campus/shared";

/*
 * What a push carries, read without zod: the service worker is downloaded by every visitor who
 * installs the app, and zod with the shared schemas would be most of it. push-payload.test.ts
 * holds this reader to its twin, the shared pushPayloadSchema.
 */

const isFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const textOf = (value: unknown, min: number, max: number): value is string =>
  typeof value === "string" && value.length >= min && value.length <= max;

/** The push's decrypted text as a payload, or undefined when it is not JSON of the contract's shape. */
export function readPushPayload(text: string | undefined): PushPayload | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text ?? "");
  } catch {
    return undefined;
  }
  if (!isFields(value)) return undefined;
  const { title, body, lang, url, tag } = value;
  if (!textOf(title, 1, 120) || !textOf(body, 0, 400) || !textOf(url, 1, 500) || !textOf(tag, 1, 120)) return undefined;
  if (!url.startsWith("/") || (lang !== "en" && lang !== "ms")) return undefined;
  return { title, body, lang, url, tag };
}

/**
 * The address a notification's tap opens: a path of this site, else the dashboard. The payload's
 * url starts with "/", but "//elsewhere.example" does too and would leave the site: only an
 * address that stays on this origin is taken.
 */
export function screenAddress(path: unknown, origin: string): string {
  const fallback = new URL(paths.dashboard, origin).href;
  if (typeof path !== "string" || !path.startsWith("/")) return fallback;
  try {
    const url = new URL(path, origin);
    return url.origin === origin ? url.href : fallback;
  } catch {
    return fallback;
  }
}
