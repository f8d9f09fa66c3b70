import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n";
import { translateKey } from "./translate-key";

describe("translation keys", () => {
  it("are checked against the English catalogue when written in the code, and found at run time when computed", () => {
    const { t } = createI18n();
    expect(t("chat.officeName")).toBe("University office");
    // @ts-expect-error: "chat.officeNmae" is no key of the English catalogue (npm run typecheck fails without this line's marker).
    expect(t("chat.officeNmae")).toBe("chat.officeNmae");
    const screen = "inbox";
    expect(translateKey(t, `shell.nav.${screen}`)).toBe("Office inbox");
  });
});
