import { render } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { vi } from "vitest";
import {
  emailPreferencesResponseSchema,
  emailPreferencesSchema,
  signInMethodsSchema,
  type EmailPreferences,
  messageResponseSchema,
  pingResponseSchema,
  profileResponseSchema,
  publicConfigSchema,
  pushKeyResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  sessionResponseSchema,
  type PublicConfig,
  type SessionUser,
} from "@campus/shared";
import { App, createQueryClient } from "../app/app";
import { createRoutes } from "../app/routes";
import { createI18n } from "../lib/i18n";
import { isBuiltAnswer, json, noContent, recordFakeProblem, refusal } from "./fake-answers";
import { TEST_PUSH_KEY } from "./fake-push";

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
  campusSignIn: false,
  passwordSignIn: true,
};

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

/**
 * An extra answer for a test's own endpoints: one built by test/fake-answers.ts (so its body is
 * checked against the endpoint's response schema), or undefined to fall through.
 */
export type ApiHandler = (request: Request, path: string) => Response | undefined | Promise<Response | undefined>;

/** The answers every screen needs (configuration, session, profile, this device's push, logout), as the server gives them. */
function baseAnswers(config: PublicConfig, session: SessionUser | null): ApiHandler {
  let emailPreferences: EmailPreferences = { matchEmails: "each", messageEmails: "each", reportEmails: "each" };
  return async (request, path) => {
    if (path === "/api/config") return json(publicConfigSchema, config);
    if (path === "/api/ping") return json(pingResponseSchema, { status: "ok", time: new Date().toISOString() });
    if (path === "/api/auth/session") {
      return session
        ? json(sessionResponseSchema, { user: session })
        : refusal(401, { code: "NOT_SIGNED_IN", message: "Please log in to continue." });
    }
    if (path === "/api/profile/language" && session && request.method === "PUT") {
      const { language } = (await request.clone().json()) as Pick<SessionUser, "language">;
      session = { ...session, language };
      return json(profileResponseSchema, { user: session });
    }
    if (path === "/api/profile/sign-in" && session) return json(signInMethodsSchema, { password: true, campus: false });
    if (path === "/api/profile/notifications" && session) {
      if (request.method === "PUT") {
        emailPreferences = emailPreferencesSchema.parse(await request.clone().json());
        return json(emailPreferencesResponseSchema, {
          preferences: emailPreferences,
          message: "Email settings saved.",
        });
      }
      return json(emailPreferencesResponseSchema, { preferences: emailPreferences });
    }
    if (path === "/api/profile" && session) {
      if (request.method === "PATCH") {
        const body = (await request.clone().json()) as Partial<SessionUser>;
        if (body.email === "taken@student.ujian.edu.my") {
          return refusal(409, {
            code: "EMAIL_TAKEN",
            message: "This email is already registered",
            fields: { email: "This email is already registered" },
          });
        }
        session = { ...session, ...body };
        return json(profileResponseSchema, { user: session, message: "Profile updated successfully" });
      }
      return json(profileResponseSchema, { user: session });
    }
    // The bodies the browser sends are held to the contract too.
    if (path === "/api/push/key" && session) return json(pushKeyResponseSchema, { publicKey: TEST_PUSH_KEY });
    if (path === "/api/push/subscription" && session && request.method === "PUT") {
      pushSubscriptionSchema.parse(await request.clone().json());
      return noContent();
    }
    if (path === "/api/push/subscription" && session && request.method === "DELETE") {
      pushUnsubscribeSchema.parse(await request.clone().json());
      return noContent();
    }
    if (path === "/api/auth/logout") {
      session = null;
      return json(messageResponseSchema, { message: "You have logged out." });
    }
    return undefined;
  };
}

/**
 * Answers the browser's API calls the way the server does (the server's own answers are
 * covered by its tests and the browser journeys): the test's `handle` first, then the answers
 * every screen needs, else 404. Every answer must come from test/fake-answers.ts; one that does
 * not, or a handler that throws (a body that does not match its schema), is recorded and fails
 * the test. Returns the recorded requests.
 */
export function stubApi({
  config = testConfig,
  session = null,
  handle,
}: { config?: PublicConfig; session?: SessionUser | null; handle?: ApiHandler } = {}) {
  const calls: Request[] = [];
  const base = baseAnswers(config, session);
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    const request = new Request(new URL(input, "http://localhost"), init);
    calls.push(request);
    const path = new URL(request.url).pathname;
    const call = `${request.method} ${path}`;
    try {
      const answer = (handle && (await handle(request, path))) ?? (await base(request, path));
      if (answer && !isBuiltAnswer(answer))
        recordFakeProblem(`${call}: answered with a body no schema checked (build it with test/fake-answers.ts)`);
      return answer ?? refusal(404, { code: "NOT_FOUND", message: "There is no such API endpoint." });
    } catch (error) {
      recordFakeProblem(`${call}: ${String(error)}`);
      throw error;
    }
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
