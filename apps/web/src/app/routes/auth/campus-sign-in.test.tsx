import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { campusStartSchema, paths } from "@campus/shared";
import { json } from "../../../test/fake-answers";
import { renderApp, stubApi, testConfig } from "../../../test/render-app";

const campus = { ...testConfig, campusSignIn: true };
const campusOnly = { ...campus, passwordSignIn: false };

describe("campus sign-in", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers 'Sign in with <university>' above the password form, and goes to the university's page", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    const calls = stubApi({
      config: campus,
      handle: (request, path) =>
        path === "/api/auth/campus" && request.method === "POST"
          ? json(campusStartSchema, { url: "https://login.ujian.edu.my/authorize?state=x" })
          : undefined,
    });
    const user = userEvent.setup();
    renderApp(paths.login);
    await user.click(await screen.findByRole("button", { name: "Sign in with Universiti Ujian" }));
    expect(calls.some((call) => call.method === "POST" && call.url.endsWith("/api/auth/campus"))).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("https://login.ujian.edu.my/authorize?state=x"));
    // Password sign-in stays for those who have one, with sign-up.
    expect(screen.getByLabelText("Password")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign up" })).toBeTruthy();
  });

  it("says why campus sign-in came back refused, in the roster's own words", async () => {
    stubApi({ config: campus });
    renderApp(`${paths.login}?error=MATRIX_NOT_FOUND`);
    expect(await screen.findByText("Matrix number not found")).toBeTruthy();
  });

  it("with password sign-in off: no sign-up form, and the login page says who signs in how", async () => {
    stubApi({ config: campusOnly });
    renderApp(paths.login);
    expect(await screen.findByText(/Administrators sign in below/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Sign up" })).toBeNull();

    renderApp(paths.register);
    const main = (await screen.findAllByRole("main")).at(-1)!;
    expect(await within(main).findByRole("button", { name: "Sign in with Universiti Ujian" })).toBeTruthy();
    expect(within(main).queryByLabelText("Matrix number")).toBeNull();
  });
});
