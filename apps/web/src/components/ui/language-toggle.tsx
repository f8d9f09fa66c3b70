import { useTranslation } from "../../lib/use-translation";
import { LANGUAGES, LANGUAGE_TAGS, type Language } from "@campus/shared";
import { chooseLanguage } from "../../lib/i18n";

/**
 * The EN / MY switch. Each button names its language in that language for screen readers.
 * `onChosen` also saves the choice (a signed-in user's profile).
 */
export function LanguageToggle({
  className = "",
  tone = "dark",
  onChosen,
}: {
  className?: string;
  tone?: "dark" | "light";
  onChosen?: (language: Language) => void;
}) {
  const { t, i18n } = useTranslation();
  const active = i18n.language;
  return (
    <div
      role="group"
      aria-label={t("common.switchLanguage")}
      className={`inline-flex rounded-full p-1 ring-1 ${tone === "dark" ? "bg-white/15 ring-white/30 backdrop-blur" : "bg-slate-100 ring-slate-300"} ${className}`}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={active === language}
          onClick={() => {
            void chooseLanguage(i18n, language);
            onChosen?.(language);
          }}
          className={`min-w-11 rounded-full px-3 py-1.5 text-sm font-semibold transition-colors ${
            active === language
              ? tone === "dark"
                ? "bg-white text-brand-800 shadow"
                : "bg-brand-800 text-white shadow"
              : tone === "dark"
                ? "text-white hover:bg-white/20"
                : "text-brand-800 hover:bg-white"
          }`}
        >
          <span aria-hidden="true">{t(`common.languageShort.${language}`)}</span>
          <span className="sr-only" lang={LANGUAGE_TAGS[language]}>
            {t(`common.languageName.${language}`)}
          </span>
        </button>
      ))}
    </div>
  );
}
