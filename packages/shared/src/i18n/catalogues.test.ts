import { describe, expect, it } from "vitest";
import { catalogueKeys, catalogues, languageFromAcceptLanguage, translate, translateDynamic } from "./index";

describe("message catalogues", () => {
  it("hold exactly the same keys in English and Malay", () => {
    const en = new Set(catalogueKeys(catalogues.en));
    const my = new Set(catalogueKeys(catalogues.my));
    expect(
      [...en].filter((key) => !my.has(key)),
      "keys missing from my.json",
    ).toEqual([]);
    expect(
      [...my].filter((key) => !en.has(key)),
      "keys missing from en.json",
    ).toEqual([]);
  });

  it("use the same placeholders in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const key of catalogueKeys(catalogues.en)) {
      expect(placeholders(translateDynamic("my", key)), key).toEqual(placeholders(translateDynamic("en", key)));
    }
  });

  it("have no empty messages", () => {
    for (const language of ["en", "my"] as const) {
      for (const key of catalogueKeys(catalogues[language])) {
        expect(translateDynamic(language, key).trim(), `${language}:${key}`).not.toBe("");
      }
    }
  });
});

describe("translate", () => {
  it("fills placeholders", () => {
    expect(translate("en", "footer.copyright", { year: 2026, university: "UTM" })).toBe(
      "© 2026 UTM. All rights reserved.",
    );
    expect(translate("my", "footer.copyright", { year: 2026, university: "UTM" })).toBe(
      "© 2026 UTM. Hak cipta terpelihara.",
    );
  });

  it("refuses a misspelt key when type-checking, and throws on an unknown one at run time", () => {
    // @ts-expect-error: "errors.doesNotExist" is no key of the English catalogue (npm run typecheck fails without this line's marker).
    expect(() => translate("en", "errors.doesNotExist")).toThrow(/Missing message/);
    expect(() => translateDynamic("en", "errors.doesNotExist")).toThrow(/Missing message/);
  });
});

describe("languageFromAcceptLanguage", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["my", "my"],
    ["ms-MY,ms;q=0.9,en;q=0.8", "my"],
    ["en-GB,en;q=0.9,ms;q=0.8", "en"],
    ["fr-FR,ms;q=0.5", "my"],
    ["en;q=0.2,ms;q=0.9", "my"],
    ["de", "en"],
  ])("%s -> %s", (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});

describe("what the catalogues say in two places", () => {
  it.each(["en", "my"] as const)(
    "the Terms and the chat's consent warning cite the same sections of the Penal Code (%s)",
    (language) => {
      const sections = (text: string) => /\d{3}\D{1,12}\d{3}/.exec(text)?.[0].replace(/\D+/g, "-");
      const terms = catalogues[language].terms.sections.claims.body;
      const consent = catalogues[language].chat.consent.warning;
      expect(sections(terms)).toBeTruthy();
      expect(sections(consent)).toBe(sections(terms));
    },
  );
});
