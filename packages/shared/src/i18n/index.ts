import en from "./en.json" with { type: "json" };
import my from "./my.json" with { type: "json" };
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../constants";
import { fillPlaceholders, messageAt } from "./messages";

export { fillPlaceholders, messageAt };

/** The message catalogues, one per interface language. Both always hold the same keys. */
export const catalogues = { en, my } as const satisfies Record<Language, unknown>;

/** The dotted paths to the strings of a catalogue. */
type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A dotted key into the catalogue, e.g. `errors.notFound`: one the English catalogue has (a misspelt one fails the type check). */
export type MessageKey = Leaves<typeof en>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Flattens a catalogue to its dotted keys (used by the parity test and the server). */
export function catalogueKeys(catalogue: unknown, prefix = ""): string[] {
  if (catalogue === null || typeof catalogue !== "object") return [prefix];
  return Object.entries(catalogue).flatMap(([key, value]) => catalogueKeys(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * Translates a key with `{{name}}` placeholders, as the web app's translator does in the browser.
 * An unknown key throws: both catalogues are complete, so a miss is a programming error.
 */
export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return translateDynamic(language, key, params);
}

/**
 * The same for a key known only at run time (a shared schema's message, a key composed from a
 * prefix): not checked by the type checker, so an unknown key throws here as well.
 */
export function translateDynamic(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const template = messageAt(catalogues[language], key);
  if (template === undefined) throw new Error(`Missing message "${key}" in the ${language} catalogue`);
  return fillPlaceholders(template, params);
}

/**
 * Picks the interface language from an Accept-Language header: Malay (`ms`, `ms-MY`, or the
 * product's own code `my`) or English; anything else falls back to the default.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...attributes] = part.trim().toLowerCase().split(";");
      const q = attributes.map((a) => a.trim()).find((a) => a.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { primary: tag.split("-")[0] ?? "", weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { primary } of ranked) {
    if (primary === "ms" || primary === "my") return "my";
    if (primary === "en") return "en";
  }
  return DEFAULT_LANGUAGE;
}
