import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { claimListSchema, conversationListSchema, PREFERRED_LANGUAGE_KEY } from "@campus/shared";
import { json } from "../test/fake-answers";
import { renderApp, stubApi, testStudent } from "../test/render-app";

// What a screen says about its data while the device has no connection: never a "Loading…" that
// does not end, nor "could not be loaded" as if the service had failed.
let online = true;
Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });
afterEach(() => connection("online"));

/** The browser loses or finds its connection, as it tells the page. */
function connection(now: "online" | "offline") {
  online = now === "online";
  act(() => void window.dispatchEvent(new Event(now)));
}

describe("a screen whose data has not come yet while the device is offline", () => {
  it("says it loads once the connection is back, then loads by itself", async () => {
    let asked = 0;
    stubApi({
      session: testStudent,
      handle: async (_request, path) => {
        if (path !== "/api/claims/mine") return undefined;
        asked += 1;
        return json(claimListSchema, { claims: [] });
      },
    });
    connection("offline");
    renderApp("/dashboard/my-claims");
    expect(await screen.findByRole("heading", { level: 1, name: "My claims" })).toBeTruthy();
    expect(await screen.findByText("You are offline. This will load when you are back online.")).toBeTruthy();
    expect(screen.queryByText("Loading…")).toBeNull();
    expect(screen.queryByText("Your claims could not be loaded.")).toBeNull();
    const before = asked;
    connection("online");
    expect(await screen.findByText("You have not claimed any item.")).toBeTruthy();
    expect(asked).toBe(before + 1);
  });

  it("says so in Malay when the interface speaks Malay", async () => {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, "my");
    stubApi({
      session: { ...testStudent, language: "my" },
      handle: async (_request, path) =>
        path === "/api/conversations" ? json(conversationListSchema, { conversations: [] }) : undefined,
    });
    connection("offline");
    renderApp("/dashboard/chat");
    expect(
      await screen.findByText("Anda di luar talian. Ini akan dimuatkan apabila anda kembali dalam talian."),
    ).toBeTruthy();
  });
});
