import { describe, expect, it } from "vitest";
import { PREFERRED_LANGUAGE_KEY } from "@campus/shared";
import { chooseLanguage, createI18n, storedLanguage } from "./i18n";

describe("interface language", () => {
  it("starts in English when nothing is stored", () => {
    const i18n = createI18n();
    expect(i18n.language).toBe("en");
    expect(document.documentElement.lang).toBe("en");
    expect(i18n.t("welcome.howTitle")).toBe("How it works");
  });

  it("restores the language kept under the preferred-language key", () => {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, "my");
    const i18n = createI18n();
    expect(i18n.language).toBe("my");
    expect(i18n.t("welcome.howTitle")).toBe("Cara ia berfungsi");
    expect(document.documentElement.lang).toBe("ms");
  });

  it("ignores an unknown stored value", () => {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, "fr");
    expect(storedLanguage()).toBe("en");
    expect(createI18n().language).toBe("en");
  });

  it("remembers a choice and updates <html lang>", async () => {
    const i18n = createI18n();
    await chooseLanguage(i18n, "my");
    expect(window.localStorage.getItem(PREFERRED_LANGUAGE_KEY)).toBe("my");
    expect(document.documentElement.lang).toBe("ms");
    await chooseLanguage(i18n, "en");
    expect(window.localStorage.getItem(PREFERRED_LANGUAGE_KEY)).toBe("en");
    expect(document.documentElement.lang).toBe("en");
  });
});

describe("catalogue chunks", () => {
  it("fetches a language's catalogue once, and an instance made before it is fetched loads it when switching", async () => {
    const { loadCatalogue } = await import("./catalogue-loader");
    const first = await loadCatalogue("my");
    expect(await loadCatalogue("my")).toBe(first);
    expect((first as { welcome: { howTitle: string } }).welcome.howTitle).toBe("Cara ia berfungsi");
  });
});
