import { createContext, useContext, useSyncExternalStore, type ReactNode } from "react";
import type { TFunction, Translator } from "./translator";

const TranslatorContext = createContext<Translator | null>(null);

/** Gives the screens inside it the interface's translator (main.tsx and the tests make one with createI18n). */
export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/** The interface's `t` and its translator; the component renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = useContext(TranslatorContext);
  if (!i18n) throw new Error("useTranslation needs an I18nProvider above it");
  const t = useSyncExternalStore(i18n.subscribe, () => i18n.t);
  return { t, i18n };
}
