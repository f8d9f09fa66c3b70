import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { paths } from "@campus/shared";
import { refusal } from "../../../test/fake-answers";
import { renderApp, stubApi, testStudent } from "../../../test/render-app";

const serverFailure = () =>
  refusal(500, { code: "INTERNAL_ERROR", message: "Something went wrong on our side. Please try again." });

/** When the server fails, each form says so in its own words. */
describe("each form's failure message", () => {
  it("login: Login failed. Please try again. (a refusal keeps the server's words)", async () => {
    let fail = true;
    stubApi({
      handle: (_request, path) => {
        if (path !== "/api/auth/login") return undefined;
        return fail
          ? serverFailure()
          : refusal(401, {
              code: "INCORRECT_PASSWORD",
              message: "Incorrect password",
              fields: { password: "Incorrect password" },
            });
      },
    });
    const user = userEvent.setup();
    renderApp(paths.login);
    await user.type(await screen.findByLabelText("Email"), "aisyah@student.ujian.edu.my");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Login failed. Please try again.");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Incorrect password")).toBeTruthy();
  });

  it("sign-up: Registration failed. Please try again.", async () => {
    stubApi({ handle: (_request, path) => (path === "/api/auth/register" ? serverFailure() : undefined) });
    const user = userEvent.setup();
    renderApp(paths.register);
    await user.type(await screen.findByLabelText("Full name"), "Aisyah Rahman");
    await user.type(screen.getByLabelText("Matrix number"), "A21CS0001");
    await user.type(screen.getByLabelText("Student email"), "aisyah@student.ujian.edu.my");
    await user.type(screen.getByLabelText("Phone number"), "012-345 6701");
    await user.type(screen.getByLabelText("Password"), "secret123");
    await user.type(screen.getByLabelText("Confirm password"), "secret123");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Registration failed. Please try again.");
    expect(screen.getByLabelText<HTMLInputElement>("Full name").value).toBe("Aisyah Rahman");
  });

  it("password reset: Unable to send password reset email", async () => {
    stubApi({ handle: (_request, path) => (path === "/api/auth/forgot-password" ? serverFailure() : undefined) });
    const user = userEvent.setup();
    renderApp(paths.forgotPassword);
    await user.type(await screen.findByLabelText("Email"), "aisyah@student.ujian.edu.my");
    await user.click(screen.getByRole("button", { name: /reset link|Send/i }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Unable to send password reset email");
  });

  it("profile: Failed to update profile", async () => {
    stubApi({
      session: testStudent,
      handle: (request, path) => (path === "/api/profile" && request.method === "PATCH" ? serverFailure() : undefined),
    });
    const user = userEvent.setup();
    renderApp(paths.profile);
    await user.type(await screen.findByLabelText("Phone number"), "9");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Failed to update profile")).toBeTruthy();
  });
});
