import i18next, { type BackendModule, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { setApiLanguage } from "./api-client";
import { loadCatalogue, loadedCatalogues, storedLanguage } from "./catalogue-loader";

export { storedLanguage };
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS, PREFERRED_LANGUAGE_KEY, type Language } from "@campus/shared";

/** True when the user chose a language on this browser before. */
export function hasStoredLanguage(): boolean {
  try {
    return isLanguage(window.localStorage.getItem(PREFERRED_LANGUAGE_KEY));
  } catch {
    return false;
  }
}

/** `<html lang>` and the API's Accept-Language follow the interface language. */
function reflectInDocument(language: Language) {
  document.documentElement.lang = LANGUAGE_TAGS[language];
  setApiLanguage(language);
}

/** Where i18next finds a catalogue it does not hold yet: its chunk, fetched on first use. */
const catalogueChunks: BackendModule = {
  type: "backend",
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(new Error(`No catalogue for "${language}"`), false);
    loadCatalogue(language).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * Creates the i18next instance, starting in the stored language. It holds the catalogues
 * already fetched (main.tsx fetches the stored language's before the first render) and fetches
 * another one when the language changes to it.
 */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  const language = storedLanguage();
  const resources = Object.fromEntries(
    Object.entries(loadedCatalogues()).map(([tag, catalogue]) => [tag, { translation: catalogue }]),
  );
  void instance
    .use(catalogueChunks)
    .use(initReactI18next)
    .init({
      resources,
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: false,
      supportedLngs: ["en", "my"],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  reflectInDocument(language);
  instance.on("languageChanged", (next) => {
    if (isLanguage(next)) reflectInDocument(next);
  });
  return instance;
}

/** Switches the interface language and remembers the choice for the next visit. */
export async function chooseLanguage(instance: i18n, language: Language): Promise<void> {
  try {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, language);
  } catch {
    // Private mode or storage full: the choice still applies to this visit.
  }
  await instance.changeLanguage(language);
}

/** The current interface language of an instance. */
export function currentLanguage(instance: i18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
