import { isLanguage, LANGUAGE_TAGS, PREFERRED_LANGUAGE_KEY, type Language } from "@campus/shared";
import { setApiLanguage } from "./api-client";
import { loadCatalogue, loadedCatalogues, storedLanguage } from "./catalogue-loader";
import { linkManifest } from "./manifest-link";
import { Translator } from "./translator";

export { storedLanguage };

/** True when the user chose a language on this browser before. */
export function hasStoredLanguage(): boolean {
  try {
    return isLanguage(window.localStorage.getItem(PREFERRED_LANGUAGE_KEY));
  } catch {
    return false;
  }
}

/** `<html lang>`, the installable app's manifest and the API's Accept-Language follow the interface language. */
function reflectInDocument(language: Language) {
  document.documentElement.lang = LANGUAGE_TAGS[language];
  linkManifest(language);
  setApiLanguage(language);
}

/**
 * Creates the interface's translator, starting in the stored language. It holds the catalogues
 * already fetched (main.tsx fetches the stored language's before the first render) and fetches
 * another one when the language changes to it.
 */
export function createI18n(): Translator {
  const language = storedLanguage();
  const instance = new Translator(language, loadedCatalogues(), loadCatalogue);
  reflectInDocument(language);
  instance.subscribe(() => reflectInDocument(instance.language));
  return instance;
}

/** Switches the interface language and remembers the choice for the next visit. */
export async function chooseLanguage(instance: Translator, language: Language): Promise<void> {
  try {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, language);
  } catch {
    // Private mode or storage full: the choice still applies to this visit.
  }
  await instance.changeLanguage(language);
}
