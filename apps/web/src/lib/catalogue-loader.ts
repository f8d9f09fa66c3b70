import {
  DEFAULT_LANGUAGE,
  fillPlaceholders,
  isLanguage,
  messageAt,
  PREFERRED_LANGUAGE_KEY,
  type Language,
  type MessageKey,
} from "@campus/shared";

/** A language's catalogue as the translator takes it (the English one's shape; the parity test keeps the Malay one the same). */
export type Catalogue = Record<string, unknown>;

const loaded: Partial<Record<Language, Catalogue>> = {};

/**
 * A language's catalogue, fetched once as its own chunk: a visitor downloads only the language
 * the interface speaks, and the other one when they switch to it.
 */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  loaded[language] ??= (
    language === "my" ? await import("@campus/shared/i18n/my.json") : await import("@campus/shared/i18n/en.json")
  ).default;
  return loaded[language];
}

/** The catalogues fetched so far, by language. */
export function loadedCatalogues(): Partial<Record<Language, Catalogue>> {
  return { ...loaded };
}

/**
 * A message from a fetched catalogue, with `{{name}}` placeholders filled: for code outside React
 * (the API client's failures). The interface's language is fetched before the first render; an
 * unknown key comes back as itself.
 */
export function loadedText(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const message = messageAt(loaded[language] ?? loaded.en, key);
  return message === undefined ? key : fillPlaceholders(message, params);
}

/** The language kept in local storage, or the default when none (or an unknown one) is stored. */
export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(PREFERRED_LANGUAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}
