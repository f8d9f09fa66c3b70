import { fillPlaceholders, messageAt, type Language, type MessageKey } from "@campus/shared";
import type { Catalogue } from "./catalogue-loader";

/** A key of a plural message (`reports.count` for `reports.count_one` and `reports.count_other`). */
type PluralBase<K> = K extends `${infer Base}_${"one" | "other"}` ? Base : never;

/** A key the code may write: a message of the English catalogue, or a plural message by its base. */
export type TranslationKey = MessageKey | PluralBase<MessageKey>;

/**
 * Values for a message's `{{name}}` placeholders; `count` also picks a plural form (a count
 * already written out, "1,234", takes the `_other` one), `defaultValue` stands in for a missing key.
 */
export type TranslationValues = Record<string, unknown> & { count?: number | string; defaultValue?: string };

/** Translates a key the type checker knows (see TranslationKey) in the interface language. */
export type TFunction = (key: TranslationKey, values?: TranslationValues) => string;

type Listener = () => void;

/**
 * The interface's messages in its language, in place of i18next (a tenth of its size, on every
 * page's first download): the catalogues are plain nested objects, a message may have
 * `{{name}}` placeholders, and a message with `_one` and `_other` forms is picked by `count`
 * (exactly 1 takes `_one`, other counts Intl's plural rules of the language). A missing key comes back as the
 * key (or `defaultValue`); both catalogues hold every key (the parity test), so none is missing
 * in practice. `load` fetches a catalogue the translator does not hold yet (its chunk).
 */
export class Translator {
  language: Language;
  /** Translates in the current language; a new function after each change of language (a dependency React can see). */
  t: TFunction;
  private readonly catalogues: Partial<Record<Language, Catalogue>>;
  private readonly listeners = new Set<Listener>();
  private readonly plurals = new Map<Language, Intl.PluralRules>();

  constructor(
    language: Language,
    catalogues: Partial<Record<Language, Catalogue>>,
    private readonly load: (language: Language) => Promise<Catalogue>,
  ) {
    this.language = language;
    this.catalogues = { ...catalogues };
    this.t = this.translatorFor(language);
  }

  /** Whether the current language's catalogue has a message under `key`. */
  exists(key: string): boolean {
    return this.lookup(this.language, key) !== undefined;
  }

  /** Switches the language once its catalogue is in, then tells every subscriber. */
  async changeLanguage(language: Language): Promise<void> {
    this.catalogues[language] ??= await this.load(language);
    if (language === this.language) return;
    this.language = language;
    this.t = this.translatorFor(language);
    for (const listener of [...this.listeners]) listener();
  }

  /** Calls `listener` after each change of language; returns the function that stops it. One function for the translator's life (React subscribes again whenever it gets another). */
  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private translatorFor(language: Language): TFunction {
    return (key, values) => this.translate(language, key, values);
  }

  private translate(language: Language, key: string, values: TranslationValues = {}): string {
    const { count, defaultValue } = values;
    let message: string | undefined;
    if (count !== undefined) {
      const form = typeof count === "number" ? this.pluralForm(language, count) : "other";
      message = this.lookup(language, `${key}_${form}`) ?? this.lookup(language, `${key}_other`);
    }
    message ??= this.lookup(language, key);
    return message === undefined ? (defaultValue ?? key) : fillPlaceholders(message, values);
  }

  private lookup(language: Language, key: string): string | undefined {
    return messageAt(this.catalogues[language], key);
  }

  /**
   * A count of exactly 1 takes the `_one` form in every language: Malay's plural rules have one
   * form only, yet its catalogue words a single thing its own way ("Lihat laporan saya", not
   * "Lihat kesemua 1"). Other counts follow the language's rules.
   */
  private pluralForm(language: Language, count: number): Intl.LDMLPluralRule {
    return count === 1 ? "one" : this.pluralRules(language).select(count);
  }

  private pluralRules(language: Language): Intl.PluralRules {
    let rules = this.plurals.get(language);
    if (!rules) this.plurals.set(language, (rules = new Intl.PluralRules(language === "my" ? "ms" : "en")));
    return rules;
  }
}
