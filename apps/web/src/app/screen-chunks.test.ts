import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadHomeData } from "./routes/home";
import { screenCalls } from "./screen-chunks";

describe("a screen's lists asked for early", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("are the calls home's loader makes, so each early answer is taken and none is asked twice", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const { pathname, search } = new URL(url, "http://campus.test");
        asked.push(pathname.replace(/^\/api/, "") + search);
        return new Response(JSON.stringify({}), { status: 500, headers: { "content-type": "application/json" } });
      }),
    );
    await loadHomeData(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect([...asked].sort()).toEqual([...(screenCalls.home ?? [])].sort());
  });
});
