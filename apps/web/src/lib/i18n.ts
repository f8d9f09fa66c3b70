import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { setApiLanguage } from "./api-client";
import {
  catalogues,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_TAGS,
  PREFERRED_LANGUAGE_KEY,
  type Language,
} from "@campus/shared";

/** The language kept in local storage, or the default when none (or an unknown one) is stored. */
export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(PREFERRED_LANGUAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

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

/** Creates the i18next instance with both catalogues, starting in the stored language. */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  const language = storedLanguage();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: catalogues.en }, my: { translation: catalogues.my } },
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
