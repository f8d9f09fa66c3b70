import { render } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { vi } from "vitest";
import type { PublicConfig } from "@campus/shared";
import { App, createQueryClient } from "../app/app";
import { routes } from "../app/routes";
import { createI18n } from "../lib/i18n";

export const testConfig: PublicConfig = {
  universityName: "Universiti Ujian",
  studentEmailDomain: "student.ujian.edu.my",
  office: { phone: "+60 7-555 0101", email: "office@ujian.edu.my", place: "Block B, level 1" },
};

/**
 * Answers the browser's API calls the way the server does (the server's own answers are
 * covered by its tests and the browser journeys). Returns the recorded requests.
 */
export function stubApi(config: PublicConfig = testConfig) {
  const calls: Request[] = [];
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    const request = new Request(new URL(input, "http://localhost"), init);
    calls.push(request);
    if (new URL(request.url).pathname === "/api/config") return Response.json(config);
    return Response.json({ code: "NOT_FOUND", message: "There is no such API endpoint." }, { status: 404 });
  });
  return calls;
}

/** Renders the whole app, with its real providers and routes, at a path. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const i18n = createI18n();
  const view = render(<App router={router} i18n={i18n} queryClient={createQueryClient()} />);
  return { router, i18n, ...view };
}
