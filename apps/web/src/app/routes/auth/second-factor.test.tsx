import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  loginResponseSchema,
  paths,
  secondFactorSetupSchema,
  sessionResponseSchema,
  type SessionUser,
} from "@campus/shared";
import { json, refusal } from "../../../test/fake-answers";
import { renderApp, stubApi, testAdmin } from "../../../test/render-app";

const newAdmin: SessionUser = { ...testAdmin, twoFactorEnabled: false };
const codes = [
  "aaaaa-11111",
  "bbbbb-22222",
  "ccccc-33333",
  "ddddd-44444",
  "eeeee-55555",
  "fffff-66666",
  "ggggg-77777",
  "hhhhh-88888",
  "iiiii-99999",
  "jjjjj-00000",
];

describe("two-step sign-in", () => {
  it("asks for the app's code after a right password, keeps the typed code on a wrong one, and opens the admin panel with a right one", async () => {
    const bodies: unknown[] = [];
    const calls = stubApi({
      handle: async (request, path) => {
        if (path === "/api/auth/login") return json(loginResponseSchema, { secondFactorRequired: true });
        if (path !== "/api/auth/second-factor") return undefined;
        const body = (await request.clone().json()) as { code: string; recoveryCode?: boolean };
        bodies.push(body);
        if (body.code === "123456" || (body.recoveryCode && body.code === "aaaaa-11111"))
          return json(sessionResponseSchema, { user: testAdmin });
        return refusal(401, {
          code: "SECOND_FACTOR_INVALID",
          message: "That code is not right.",
          fields: { code: "That code is not right." },
        });
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp(paths.login);
    await user.type(await screen.findByLabelText("Email"), "admin@ujian.edu.my");
    await user.type(screen.getByLabelText("Password"), "Office#2026-long");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    const heading = await screen.findByRole("heading", { name: "Two-step sign-in" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // The code step is the page's own: not under "Log in" and its "Log in with your student email".
    expect(screen.getByRole("heading", { level: 1 })).toBe(heading);
    expect(screen.queryByText(/Log in with your student email/)).toBeNull();
    expect(screen.queryByRole("heading", { name: "Log in" })).toBeNull();
    expect(screen.queryByLabelText("Password")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Verify and log in" }));
    expect(await screen.findByText("Enter the code")).toBeTruthy();
    await user.type(screen.getByLabelText("Code from the app"), "654321");
    await user.click(screen.getByRole("button", { name: "Verify and log in" }));
    expect(await screen.findByText("That code is not right.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Code from the app").value).toBe("654321");
    expect(screen.getByLabelText("Code from the app").getAttribute("autocomplete")).toBe("one-time-code");

    await user.clear(screen.getByLabelText("Code from the app"));
    await user.type(screen.getByLabelText("Code from the app"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify and log in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin));
    // The sign-in form went: focus is on the admin panel's heading.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 })));
    expect(bodies).toEqual([
      { code: "654321", recoveryCode: false },
      { code: "123456", recoveryCode: false },
    ]);
    expect(calls.filter((request) => request.url.endsWith("/api/auth/login"))).toHaveLength(1);
  });

  it("takes a recovery code instead, and starts over with the password when the sign-in ran out", async () => {
    let expired = true;
    stubApi({
      handle: async (_request, path) => {
        if (path === "/api/auth/login") return json(loginResponseSchema, { secondFactorRequired: true });
        if (path !== "/api/auth/second-factor") return undefined;
        if (expired)
          return refusal(401, {
            code: "SECOND_FACTOR_EXPIRED",
            message: "This sign-in timed out or had too many wrong codes. Please log in again.",
          });
        return json(sessionResponseSchema, { user: testAdmin });
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp(paths.login);
    await user.type(await screen.findByLabelText("Email"), "admin@ujian.edu.my");
    await user.type(screen.getByLabelText("Password"), "Office#2026-long");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await user.click(await screen.findByRole("button", { name: "Use a recovery code instead" }));
    await user.type(screen.getByLabelText("Recovery code"), "aaaaa-11111");
    await user.click(screen.getByRole("button", { name: "Verify and log in" }));
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "This sign-in timed out or had too many wrong codes. Please log in again.",
    );
    await user.click(screen.getByRole("button", { name: "Log in with another account" }));
    // Back to the password, the email kept.
    expect((await screen.findByLabelText<HTMLInputElement>("Email")).value).toBe("admin@ujian.edu.my");
    expect(screen.getByLabelText<HTMLInputElement>("Password").value).toBe("");
    expired = false;
    await user.type(screen.getByLabelText("Password"), "Office#2026-long");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await user.click(await screen.findByRole("button", { name: "Use a recovery code instead" }));
    await user.type(screen.getByLabelText("Recovery code"), "aaaaa-11111");
    await user.click(screen.getByRole("button", { name: "Verify and log in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin));
  });

  it("begins the setup at once after signing in with the password, without asking for it again", async () => {
    let session: SessionUser | null = null;
    const asked: unknown[] = [];
    stubApi({
      session: null,
      handle: async (request, path) => {
        if (path === "/api/auth/session") return session ? json(sessionResponseSchema, { user: session }) : undefined;
        if (path === "/api/auth/login") {
          session = newAdmin;
          return json(loginResponseSchema, { user: newAdmin });
        }
        if (path === "/api/auth/second-factor/setup") {
          asked.push(await request.clone().json());
          return json(secondFactorSetupSchema, {
            otpauthUrl: "otpauth://totp/Campus:admin%40ujian.edu.my?secret=JBSWY3DPEHPK3PXP&issuer=Campus",
            key: "JBSWY3DPEHPK3PXP",
            recoveryCodes: codes,
          });
        }
        return undefined;
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp(paths.login);
    await user.type(await screen.findByLabelText("Email"), "admin@ujian.edu.my");
    await user.type(screen.getByLabelText("Password"), "Office#2026-long");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.adminTwoStep));
    expect(await screen.findByRole("heading", { name: "1. Add the account to your app" })).toBeTruthy();
    expect(asked).toEqual([{ password: "Office#2026-long" }]);
    expect(screen.queryByLabelText("Password")).toBeNull();
  });

  it("sends an administrator without it to its setup, which asks for the password, shows the QR code, the key and the recovery codes, and turns it on with the app's code", async () => {
    let session: SessionUser = newAdmin;
    const bodies: Record<string, unknown> = {};
    stubApi({
      session,
      handle: async (request, path) => {
        if (path === "/api/auth/session") return json(sessionResponseSchema, { user: session });
        if (path === "/api/auth/second-factor/setup") {
          bodies.setup = await request.clone().json();
          return json(secondFactorSetupSchema, {
            otpauthUrl:
              "otpauth://totp/Campus:admin%40ujian.edu.my?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Campus",
            key: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
            recoveryCodes: codes,
          });
        }
        if (path === "/api/auth/second-factor/confirm") {
          bodies.confirm = await request.clone().json();
          session = testAdmin;
          return json(sessionResponseSchema, { user: testAdmin });
        }
        return undefined;
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp(paths.reportInfo);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.adminTwoStep));
    expect(await screen.findByRole("heading", { level: 1, name: "Two-step sign-in" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Dashboard navigation", hidden: true });
    expect([...nav.querySelectorAll("a")].map((link) => link.textContent)).toEqual(["Two-step sign-in", "Profile"]);

    await user.type(screen.getByLabelText("Password"), "Office#2026-long");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "1. Add the account to your app" })).toBeTruthy();
    const key = screen.getByTestId("authenticator-key");
    expect(key.textContent).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    // A line may break between groups of four, never inside one.
    expect(key.className).not.toMatch(/break-all/);
    const groups = [...key.querySelectorAll("span")];
    expect(groups.map((group) => group.textContent)).toEqual([
      "JBSW",
      "Y3DP",
      "EHPK",
      "3PXP",
      "JBSW",
      "Y3DP",
      "EHPK",
      "3PXP",
    ]);
    for (const group of groups) expect(group.className).toMatch(/whitespace-nowrap/);
    // The help for a lost phone names no command: the IT administrator does that.
    expect(screen.queryByText(/npm run/)).toBeNull();
    expect(screen.getByText(/Ask your IT administrator/)).toBeTruthy();

    // Every problem at once: no code and the codes not marked saved.
    await user.click(screen.getByRole("button", { name: "Turn on two-step sign-in" }));
    expect(await screen.findByText("Save your recovery codes first")).toBeTruthy();
    expect(screen.getByLabelText("Code from the app").getAttribute("aria-invalid")).toBe("true");
    expect(
      screen.getByRole("img", { name: "QR code that adds Campus Lost & Found to an authenticator app" }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("img", { name: /QR code/ }).querySelector("svg")).not.toBeNull());
    for (const code of codes) expect(screen.getByText(code)).toBeTruthy();

    await user.type(screen.getByLabelText("Code from the app"), "123456");
    await user.click(screen.getByRole("button", { name: "Turn on two-step sign-in" }));
    expect(await screen.findByText("Save your recovery codes first")).toBeTruthy();
    expect(bodies.confirm).toBeUndefined();
    await user.click(screen.getByLabelText("I have saved my recovery codes"));
    await user.click(screen.getByRole("button", { name: "Turn on two-step sign-in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin));
    expect(bodies).toEqual({ setup: { password: "Office#2026-long" }, confirm: { code: "123456" } });
    expect(
      await screen.findByText(
        "Two-step sign-in is on. From now on you log in with your password and a code from the app.",
      ),
    ).toBeTruthy();
  });
});
