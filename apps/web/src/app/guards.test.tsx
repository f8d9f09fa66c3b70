import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { paths } from "@campus/shared";
import { renderApp, stubApi, testAdmin, testStudent } from "../test/render-app";

const at = (router: ReturnType<typeof renderApp>["router"]) =>
  router.state.location.pathname + router.state.location.search;

describe("guards", () => {
  it.each([paths.home, paths.profile, paths.admin, paths.dashboard, "/dashboard/chat/7"])(
    "without a session, %s goes to the login page, remembering it",
    async (path) => {
      stubApi({ session: null });
      const { router } = renderApp(path);
      expect(await screen.findByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
      expect(at(router)).toBe(`${paths.login}?next=${encodeURIComponent(path)}`);
    },
  );

  it.each([paths.admin, paths.reportInfo])("a student opening %s is sent to their home", async (path) => {
    stubApi({ session: testStudent });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
  });

  it.each([paths.home, paths.reportLost, paths.reportFound, paths.reportDetails])(
    "an admin opening the student screen %s is sent to the admin panel",
    async (path) => {
      stubApi({ session: testAdmin });
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin));
    },
  );

  it("/dashboard leads each role home, and a signed-in user skips the login page", async () => {
    stubApi({ session: testAdmin });
    const admin = renderApp(paths.dashboard);
    await waitFor(() => expect(admin.router.state.location.pathname).toBe(paths.admin));
    admin.unmount();
    stubApi({ session: testStudent });
    const student = renderApp(paths.login);
    await waitFor(() => expect(student.router.state.location.pathname).toBe(paths.home));
  });
});

describe("the dashboard shell", () => {
  it("shows the student's sidebar, name, email and the placeholder avatar", async () => {
    stubApi({ session: testStudent });
    renderApp(paths.home);
    const sidebar = await screen.findByRole("navigation", { name: "Dashboard navigation", hidden: true });
    const items = within(sidebar)
      .getAllByRole("link", { hidden: true })
      .map((link) => link.textContent);
    expect(items).toEqual([
      "Main page",
      "Report lost item",
      "Report found item",
      "Profile",
      "Chatbox",
      "Report details",
      "My claims",
    ]);
    expect(screen.getByRole("button", { name: "Logout", hidden: true })).toBeTruthy();
    expect(screen.getByText("Aisyah Rahman")).toBeTruthy();
    expect(screen.getByText("aisyah@student.ujian.edu.my")).toBeTruthy();
  });

  it("shows the admin's sidebar", async () => {
    stubApi({ session: testAdmin });
    renderApp(paths.admin);
    const sidebar = await screen.findByRole("navigation", { name: "Dashboard navigation", hidden: true });
    expect(
      within(sidebar)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.textContent),
    ).toEqual([
      "Admin panel",
      "Profile",
      "Report information",
      "Office inbox",
      "Intake",
      "Claims",
      "Ageing items",
      "Storage",
      "Users",
      "Locations",
      "Student roster",
      "Audit log",
    ]);
  });

  it("on a narrow screen the menu button opens the sidebar, and choosing a link closes it", async () => {
    stubApi({ session: testStudent });
    const user = userEvent.setup();
    const { router } = renderApp(paths.home);
    const menu = await screen.findByRole("button", { name: "Open the menu" });
    const sidebar = document.getElementById("dashboard-sidebar")!;
    expect(sidebar.hasAttribute("inert")).toBe(true);
    await user.click(menu);
    expect(menu.getAttribute("aria-expanded")).toBe("true");
    expect(sidebar.hasAttribute("inert")).toBe(false);
    await user.click(within(sidebar).getByRole("link", { name: "Profile" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.profile));
    expect(sidebar.hasAttribute("inert")).toBe(true);
    // Focus is back on the menu button, not lost in the hidden menu; Escape does the same.
    expect(document.activeElement).toBe(menu);
    await user.click(menu);
    await user.keyboard("{Escape}");
    expect(sidebar.hasAttribute("inert")).toBe(true);
    expect(document.activeElement).toBe(menu);
  });

  it("on a narrow screen the menu offers the language choice", async () => {
    stubApi({ session: testStudent });
    const user = userEvent.setup();
    renderApp(paths.home);
    await user.click(await screen.findByRole("button", { name: "Open the menu" }));
    const sidebar = document.getElementById("dashboard-sidebar")!;
    await user.click(within(sidebar).getByRole("button", { name: "Bahasa Melayu" }));
    expect(await within(sidebar).findByRole("link", { name: "Profil" })).toBeTruthy();
    expect(within(sidebar).getByRole("button", { name: "Bahasa Melayu" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("logout ends the session and goes to the login page", async () => {
    const calls = stubApi({ session: testStudent });
    const user = userEvent.setup();
    const { router } = renderApp(paths.home);
    await user.click(await screen.findByRole("button", { name: "Open the menu" }));
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(calls.some((request) => request.url.endsWith("/api/auth/logout") && request.method === "POST")).toBe(true);
  });
});

describe("the sign-up form", () => {
  it("shows the rules' messages before submitting, and keeps what was typed", async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderApp(paths.register);
    await user.type(await screen.findByLabelText("Student email"), "someone@gmail.com");
    await user.type(screen.getByLabelText("Password"), "secret1");
    await user.type(screen.getByLabelText("Confirm password"), "secret2");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(screen.getByText("a valid student email of the university is required")).toBeTruthy();
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
    expect(screen.getByText("You must accept the terms and conditions")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Student email").value).toBe("someone@gmail.com");
    expect(calls.some((request) => request.url.endsWith("/api/auth/register"))).toBe(false);
    // Focus goes to the first field with an error.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Full name")));
  });
});
