import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { emailConfirmedResponseSchema, messageResponseSchema, paths } from "@campus/shared";
import { json, refusal } from "../../../test/fake-answers";
import { renderApp, stubApi } from "../../../test/render-app";

describe("email confirmation", () => {
  it("offers the link again when the account waits for its confirmation, and says it was sent", async () => {
    const calls = stubApi({
      handle: async (request, path) => {
        if (path === "/api/auth/login") {
          return refusal(403, {
            code: "EMAIL_NOT_CONFIRMED",
            message: "Confirm your email first: follow the link we sent to new@student.ujian.edu.my.",
          });
        }
        if (path === "/api/auth/resend-confirmation") {
          const { email } = (await request.clone().json()) as { email: string };
          return json(messageResponseSchema, {
            message: `If an account is waiting for confirmation, we have sent a new link to ${email}.`,
          });
        }
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderApp(paths.login);
    await user.type(await screen.findByLabelText("Email"), "new@student.ujian.edu.my");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(
      await screen.findByText("Confirm your email first: follow the link we sent to new@student.ujian.edu.my."),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(
      await screen.findByText(
        "If an account is waiting for confirmation, we have sent a new link to new@student.ujian.edu.my.",
      ),
    ).toBeTruthy();
    expect(calls.filter((request) => request.url.endsWith("/api/auth/resend-confirmation"))).toHaveLength(1);
  });

  it("follows the emailed link once and says so, with the way to log in", async () => {
    const calls = stubApi({
      handle: async (request, path) => {
        if (path !== "/api/auth/confirm-email") return undefined;
        const { token } = (await request.clone().json()) as { token: string };
        return token === "good-token"
          ? json(emailConfirmedResponseSchema, {
              message: "Your email is confirmed. You can log in now.",
              email: "new@student.ujian.edu.my",
            })
          : refusal(400, {
              code: "CONFIRM_LINK_INVALID",
              message: "This confirmation link is invalid, has expired or was already used. Ask for a new one.",
            });
      },
    });
    renderApp(`${paths.confirmEmail}?token=good-token`);
    expect(await screen.findByText("Your email is confirmed. You can log in now.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to log in" }).getAttribute("href")).toBe(paths.login);
    await waitFor(() =>
      expect(calls.filter((request) => request.url.endsWith("/api/auth/confirm-email"))).toHaveLength(1),
    );
  });

  it("carries the confirmed email to the login form, so only the password is left to type", async () => {
    stubApi({
      handle: async (_request, path) =>
        path === "/api/auth/confirm-email"
          ? json(emailConfirmedResponseSchema, {
              message: "Your email is confirmed. You can log in now.",
              email: "new@student.ujian.edu.my",
            })
          : undefined,
    });
    const user = userEvent.setup();
    renderApp(`${paths.confirmEmail}?token=good-token`);
    await user.click(await screen.findByRole("link", { name: "Go to log in" }));
    expect(await screen.findByLabelText<HTMLInputElement>("Email")).toHaveProperty("value", "new@student.ujian.edu.my");
    expect(screen.getByLabelText<HTMLInputElement>("Password").value).toBe("");
  });

  it("asks a sign-up's link for the password chosen at sign-up, and confirms nothing with another", async () => {
    const calls = stubApi({
      handle: async (request, path) => {
        if (path !== "/api/auth/confirm-email") return undefined;
        const { password } = (await request.clone().json()) as { token: string; password?: string };
        if (password === undefined)
          return refusal(400, {
            code: "CONFIRM_PASSWORD_REQUIRED",
            message: "Enter the password you chose when you signed up.",
            fields: { password: "Enter the password you chose when you signed up." },
          });
        if (password !== "my-own-pw")
          return refusal(400, {
            code: "CONFIRM_PASSWORD_WRONG",
            message: "That is not the password this sign-up was made with.",
            fields: { password: "That is not the password this sign-up was made with." },
          });
        return json(emailConfirmedResponseSchema, {
          message: "Your email is confirmed. You can log in now.",
          email: "new@student.ujian.edu.my",
        });
      },
    });
    const user = userEvent.setup();
    renderApp(`${paths.confirmEmail}?token=signup-token`);
    const field = await screen.findByLabelText(/^Password/);
    expect(screen.getByText("To finish signing up, enter the password you chose on the sign-up form.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Go to log in" })).toBeNull();

    await user.type(field, "someone-else");
    await user.click(screen.getByRole("button", { name: "Confirm my email" }));
    expect(await screen.findByText("That is not the password this sign-up was made with.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");

    await user.clear(field);
    await user.type(field, "my-own-pw");
    await user.click(screen.getByRole("button", { name: "Confirm my email" }));
    expect(await screen.findByText("Your email is confirmed. You can log in now.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to log in" })).toBeTruthy();
    expect(calls.filter((request) => request.url.endsWith("/api/auth/confirm-email"))).toHaveLength(3);
  });

  it("says when the link is no good", async () => {
    stubApi({
      handle: async (_request, path) =>
        path === "/api/auth/confirm-email"
          ? refusal(400, {
              code: "CONFIRM_LINK_INVALID",
              message: "This confirmation link is invalid, has expired or was already used. Ask for a new one.",
            })
          : undefined,
    });
    renderApp(`${paths.confirmEmail}?token=spent`);
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "This confirmation link is invalid, has expired or was already used. Ask for a new one.",
    );
  });
});
