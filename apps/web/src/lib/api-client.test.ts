import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  ApiError,
  apiFetch,
  apiSend,
  callEarly,
  failureMessage,
  loadFailureMessage,
  takeAnswersInPage,
} from "./api-client";

afterEach(() => vi.unstubAllGlobals());

describe("the API client's errors", () => {
  it("keeps the server's code and words, and marks a code it does not know", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ code: "CHAT_EXPIRED", message: "Chat session has expired." }, { status: 409 }),
    );
    await expect(
      apiFetch("/conversations/c1/messages", z.object({}), { method: "POST", json: { body: "hi" } }),
    ).rejects.toMatchObject({ status: 409, code: "CHAT_EXPIRED", message: "Chat session has expired." });
    vi.stubGlobal("fetch", async () =>
      Response.json({ code: "SOMETHING_NEWER", message: "A newer server's refusal." }, { status: 400 }),
    );
    const unlisted = await apiFetch("/reports", z.object({})).catch((error: unknown) => error);
    expect(unlisted).toMatchObject({ code: "UNLISTED_CODE", message: "A newer server's refusal." });
    expect(failureMessage(unlisted, "fallback")).toBe("A newer server's refusal.");
  });

  it("says a call failed because the device is offline, in the words for a load or for a send", () => {
    const lost = new ApiError(0, "NETWORK_ERROR", "Cannot reach the server.");
    const online = vi.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
    expect(loadFailureMessage(lost, "The claims could not be loaded.")).toBe(
      "You are offline. This will load when you are back online.",
    );
    expect(failureMessage(lost, "Login failed.")).toBe(
      "You are offline, so this was not sent. Try again when you are back online.",
    );
    // Online, the connection failed some other way: the screen's own words.
    online.mockReturnValue(true);
    expect(loadFailureMessage(lost, "The claims could not be loaded.")).toBe("The claims could not be loaded.");
    expect(failureMessage(lost, "Login failed.")).toBe("Login failed.");
    online.mockRestore();
  });

  it("takes only the shared list's codes, so a misspelt one fails the type check", () => {
    // @ts-expect-error: "CHAT_EXPIRD" is no code of the shared list (npm run typecheck fails without this line's marker).
    const misspelt = new ApiError(409, "CHAT_EXPIRD", "x");
    expect(misspelt.code).toBe("CHAT_EXPIRD");
  });

  it("reads an answer through its shared schema, and refuses one that does not match it", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ counts: { c1: 2 }, extra: "dropped" }));
    await expect(
      apiFetch("/conversations/unread", z.object({ counts: z.record(z.string(), z.number()) })),
    ).resolves.toEqual({ counts: { c1: 2 } });
    vi.stubGlobal("fetch", async () => Response.json({ counts: { c1: "two" } }));
    await expect(
      apiFetch("/conversations/unread", z.object({ counts: z.record(z.string(), z.number()) })),
    ).rejects.toMatchObject({ code: "HTTP_ERROR", message: "Something went wrong on our side. Please try again." });
  });

  it("takes no body where the endpoint answers 204, and refuses one", async () => {
    vi.stubGlobal("fetch", async () => new Response(null, { status: 204 }));
    await expect(apiSend("/match-notices/n1/ack", { method: "POST" })).resolves.toBeUndefined();
    vi.stubGlobal("fetch", async () => Response.json({ message: "Acknowledged" }));
    await expect(apiSend("/match-notices/n1/ack", { method: "POST" })).rejects.toMatchObject({ code: "HTTP_ERROR" });
  });

  it("hands an answer asked for early to the first plain call to its path, once", async () => {
    const fetch = vi.fn(async () => Response.json({ status: "ok", time: "early" }));
    vi.stubGlobal("fetch", fetch);
    callEarly("/ping");
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch.mockImplementation(async () => Response.json({ status: "ok", time: "later" }));
    const ping = z.object({ status: z.literal("ok"), time: z.string() });
    await expect(apiFetch("/ping", ping)).resolves.toEqual({ status: "ok", time: "early" });
    await expect(apiFetch("/ping", ping)).resolves.toEqual({ status: "ok", time: "later" });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("reports an early answer's failure to the call that takes it", async () => {
    vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("offline")));
    callEarly("/auth/session");
    await expect(apiFetch("/auth/session", z.object({}))).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });

  it("takes the answers the page came with as fetched, each once, and asks for none of them early", async () => {
    const fetch = vi.fn(async () => Response.json({ status: "ok", time: "fetched" }));
    vi.stubGlobal("fetch", fetch);
    const page = document.implementation.createHTMLDocument();
    page.body.innerHTML = `<script type="application/json" id="first-answers">${JSON.stringify({
      "/ping": { status: 200, body: { status: "ok", time: "in the page" } },
      "/auth/session": { status: 401, body: { code: "NOT_SIGNED_IN", message: "Please sign in." } },
    })}</script><div id="root"></div>`;
    takeAnswersInPage(page);
    expect(page.getElementById("first-answers")).toBeNull();
    callEarly("/ping");
    callEarly("/auth/session");
    expect(fetch).not.toHaveBeenCalled();
    const ping = z.object({ status: z.literal("ok"), time: z.string() });
    await expect(apiFetch("/ping", ping)).resolves.toEqual({ status: "ok", time: "in the page" });
    await expect(apiFetch("/auth/session", z.object({}))).rejects.toMatchObject({ status: 401, code: "NOT_SIGNED_IN" });
    await expect(apiFetch("/ping", ping)).resolves.toEqual({ status: "ok", time: "fetched" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("asks as usual when the page's answers are missing or unreadable", async () => {
    const fetch = vi.fn(async () => Response.json({ status: "ok", time: "fetched" }));
    vi.stubGlobal("fetch", fetch);
    const page = document.implementation.createHTMLDocument();
    page.body.innerHTML = `<script type="application/json" id="first-answers">{not json</script>`;
    takeAnswersInPage(page);
    takeAnswersInPage(document.implementation.createHTMLDocument());
    await expect(apiFetch("/ping", z.object({ time: z.string() }))).resolves.toEqual({ time: "fetched" });
  });
});
