import { render } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { vi } from "vitest";
import type { PublicConfig, SessionUser } from "@campus/shared";
import { App, createQueryClient } from "../app/app";
import { createRoutes } from "../app/routes";
import { createI18n } from "../lib/i18n";

export const testConfig: PublicConfig = {
  universityName: "Universiti Ujian",
  studentEmailDomain: "student.ujian.edu.my",
  office: {
    phone: "+60 7-555 0101",
    email: "office@ujian.edu.my",
    place: "Block B, level 1",
    placeMy: "Blok B, aras 1",
  },
  maxUploadMb: 5,
  timeZone: "Asia/Kuala_Lumpur",
};

/**
 * Answers the browser's API calls the way the server does (the server's own answers are
 * covered by its tests and the browser journeys). Returns the recorded requests.
 */
export const testStudent: SessionUser = {
  id: "u1",
  name: "Aisyah Rahman",
  email: "aisyah@student.ujian.edu.my",
  matrixNo: "A21CS0001",
  phone: "012-345 6701",
  language: "en",
  role: "student",
  profileImage: null,
  twoFactorEnabled: false,
};
export const testAdmin: SessionUser = {
  ...testStudent,
  id: "u2",
  name: "Office Admin",
  email: "admin@ujian.edu.my",
  matrixNo: null,
  role: "admin",
  twoFactorEnabled: true,
};

/** An extra answer for a test's own endpoints: a Response, or undefined to fall through. */
export type ApiHandler = (request: Request, path: string) => Response | undefined | Promise<Response | undefined>;

export function stubApi({
  config = testConfig,
  session = null,
  handle,
}: { config?: PublicConfig; session?: SessionUser | null; handle?: ApiHandler } = {}) {
  const calls: Request[] = [];
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    const request = new Request(new URL(input, "http://localhost"), init);
    calls.push(request);
    const path = new URL(request.url).pathname;
    const answer = handle ? await handle(request, path) : undefined;
    if (answer) return answer;
    if (path === "/api/config") return Response.json(config);
    if (path === "/api/ping") return Response.json({ status: "ok", time: new Date().toISOString() });
    if (path === "/api/auth/session") {
      return session
        ? Response.json({ user: session })
        : Response.json({ code: "NOT_SIGNED_IN", message: "Please log in to continue." }, { status: 401 });
    }
    if (path === "/api/profile/language" && session && request.method === "PUT") {
      const { language } = (await request.clone().json()) as Pick<SessionUser, "language">;
      session = { ...session, language };
      return Response.json({ user: session });
    }
    if (path === "/api/profile" && session) {
      if (request.method === "PATCH") {
        const body = (await request.clone().json()) as Partial<SessionUser>;
        if (body.email === "taken@student.ujian.edu.my") {
          return Response.json(
            {
              code: "EMAIL_TAKEN",
              message: "This email is already registered",
              fields: { email: "This email is already registered" },
            },
            { status: 409 },
          );
        }
        session = { ...session, ...body };
        return Response.json({ user: session, message: "Profile updated successfully" });
      }
      return Response.json({ user: session });
    }
    if (path === "/api/auth/logout") {
      session = null;
      return Response.json({ message: "You have logged out." });
    }
    return Response.json({ code: "NOT_FOUND", message: "There is no such API endpoint." }, { status: 404 });
  });
  return calls;
}

/** Renders the whole app, with its real providers and routes, at a path. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const i18n = createI18n();
  const view = render(<App router={router} i18n={i18n} queryClient={queryClient} />);
  return { router, i18n, ...view };
}
