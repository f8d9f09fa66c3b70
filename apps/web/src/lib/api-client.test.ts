import { describe, expect, it, vi } from "vitest";
import { apiFetch, ApiError, setApiLanguage } from "./api-client";

describe("apiFetch", () => {
  it("sends the interface language and returns the JSON body", async () => {
    const seen: Headers[] = [];
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers));
      return Response.json({ status: "ok" });
    });
    setApiLanguage("my");
    expect(await apiFetch("/ping")).toEqual({ status: "ok" });
    expect(seen[0]?.get("accept-language")).toBe("ms");
    setApiLanguage("en");
  });

  it("throws the server's code and message", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ code: "VALIDATION_ERROR", message: "Some of the information sent is not valid.", fields: { email: "Invalid email" } }, { status: 400 }),
    );
    const error = await apiFetch("/things", { method: "POST", json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_ERROR", message: "Some of the information sent is not valid.", fields: { email: "Invalid email" } });
  });

  it("turns a network failure into a message in the user's language", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    setApiLanguage("my");
    await expect(apiFetch("/ping")).rejects.toMatchObject({ code: "NETWORK_ERROR", message: "Tidak dapat menghubungi pelayan. Semak sambungan anda dan cuba lagi." });
    setApiLanguage("en");
  });
});
