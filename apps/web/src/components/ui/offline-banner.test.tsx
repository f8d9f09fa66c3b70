import { act, render } from "@testing-library/react";
import { PREFERRED_LANGUAGE_KEY } from "@campus/shared";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "../../lib/i18n";
import { I18nProvider } from "../../lib/use-translation";
import { OfflineBanner } from "./offline-banner";

let online = true;
Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });
afterEach(() => {
  online = true;
});

/** The browser loses or finds its connection, as it tells the page. */
function connection(now: "online" | "offline") {
  online = now === "online";
  act(() => void window.dispatchEvent(new Event(now)));
}

function renderBanner() {
  render(
    <I18nProvider i18n={createI18n()}>
      <OfflineBanner />
    </I18nProvider>,
  );
  return document.querySelector<HTMLElement>('[aria-live="polite"]')!;
}

describe("the offline banner", () => {
  it("says the app is offline while the connection is gone, in a live region that is always there", () => {
    const region = renderBanner();
    expect(region.textContent).toBe("");
    connection("offline");
    expect(region.textContent).toBe("You are offline. What you see may be out of date until the connection is back.");
    connection("online");
    expect(region.textContent).toBe("");
  });

  it("says so in Malay when the interface speaks Malay, already offline when the page opens", () => {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, "my");
    online = false;
    const region = renderBanner();
    expect(region.textContent).toBe(
      "Anda di luar talian. Apa yang anda lihat mungkin tidak terkini sehingga sambungan pulih.",
    );
  });
});
