import { describe, expect, it, vi } from "vitest";
import { catalogues } from "@campus/shared";
import { Translator } from "./translator";

const translator = () =>
  new Translator("en", { en: catalogues.en }, async (language) => {
    await Promise.resolve();
    return catalogues[language];
  });

describe("the translator", () => {
  it("fills placeholders and picks the plural form by count, in English and in Malay", async () => {
    const i18n = translator();
    expect(i18n.t("chat.unread", { count: 1 })).toBe("1 unread message");
    expect(i18n.t("chat.unread", { count: 3 })).toBe("3 unread messages");
    expect(i18n.t("admin.figures.days", { count: 1, value: "1" })).toBe("1 day");
    // A count written out already ("1,234") takes the other form.
    expect(i18n.t("chat.unread", { count: "1,234" })).toBe("1,234 unread messages");
    await i18n.changeLanguage("my");
    expect(i18n.t("chat.unread", { count: 1 })).toBe(catalogues.my.chat.unread_one.replace("{{count}}", "1"));
    // Malay's rules have one form, but its catalogue words a single thing its own way.
    expect(i18n.t("reports.home.mine.seeAll", { count: 1 })).toBe("Lihat laporan saya");
    expect(i18n.t("reports.home.mine.seeAll", { count: 2 })).toBe("Lihat kesemua 2");
    expect(i18n.t("welcome.howTitle")).toBe("Cara ia berfungsi");
  });

  it("answers a missing key with its default or the key, and says which keys exist", () => {
    const i18n = translator();
    const t = i18n.t as (key: string, values?: Record<string, unknown>) => string;
    expect(t("reports.home.weekdays.Funday", { defaultValue: "Funday" })).toBe("Funday");
    expect(t("no.such.key")).toBe("no.such.key");
    expect(i18n.exists("welcome.howTitle")).toBe(true);
    expect(i18n.exists("welcome")).toBe(false);
  });

  it("fetches a language's catalogue on the first switch, then tells its subscribers with a new t", async () => {
    const load = vi.fn(async (language: "en" | "my") => catalogues[language]);
    const i18n = new Translator("en", { en: catalogues.en }, load);
    const before = i18n.t;
    const heard = vi.fn();
    const stop = i18n.subscribe(heard);
    await i18n.changeLanguage("my");
    await i18n.changeLanguage("en");
    await i18n.changeLanguage("my");
    expect(load).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledTimes(3);
    expect(i18n.t).not.toBe(before);
    stop();
    await i18n.changeLanguage("en");
    expect(heard).toHaveBeenCalledTimes(3);
    expect(i18n.language).toBe("en");
  });
});
