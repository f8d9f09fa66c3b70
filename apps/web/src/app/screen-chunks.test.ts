import { APP_FIRST_CALLS, SCREEN_FIRST_CALLS } from "@campus/shared";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionQuery } from "../features/auth/api/get-session";
import { publicConfigQuery } from "../features/system/api/get-public-config";
import { loadHomeData } from "./routes/home";

/** The API paths (with their query) that `load` asks for, each answered with a failure. */
async function callsOf(load: (queryClient: QueryClient) => Promise<unknown>): Promise<string[]> {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const { pathname, search } = new URL(url, "http://campus.test");
      asked.push(pathname.replace(/^\/api/, "") + search);
      return new Response(JSON.stringify({}), { status: 500, headers: { "content-type": "application/json" } });
    }),
  );
  await load(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return asked.sort();
}

// The calls asked for early (main.tsx) and answered in the page (the server's first-answers.ts)
// are taken only by a call to the same path: these hold the lists to the queries that make them.
describe("the calls a screen starts with", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("are the session's and the settings' on every screen", async () => {
    const calls = await callsOf((queryClient) =>
      Promise.all([queryClient.prefetchQuery(sessionQuery), queryClient.prefetchQuery(publicConfigQuery)]),
    );
    expect(calls).toEqual([...APP_FIRST_CALLS].sort());
  });

  it("are, on home, the calls home's loader makes, so each early answer is taken and none is asked twice", async () => {
    expect(await callsOf(loadHomeData)).toEqual([...(SCREEN_FIRST_CALLS.home ?? [])].sort());
  });
});
