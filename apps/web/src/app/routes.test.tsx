import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { catalogues, paths, PREFERRED_LANGUAGE_KEY } from "@campus/shared";
import { renderApp, stubApi, testAdmin, testConfig, testStudent } from "../test/render-app";

describe("public pages", () => {
  it("shows the welcome page with the university's name and the way in", async () => {
    stubApi();
    renderApp("/");
    expect(screen.getByRole("heading", { level: 1, name: catalogues.en.welcome.title })).toBeTruthy();
    expect(await screen.findByText(/The lost and found service of Universiti Ujian/)).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Log in" })[0]?.getAttribute("href")).toBe(paths.login);
    expect(screen.getByRole("link", { name: "Create a student account" }).getAttribute("href")).toBe(paths.register);
    expect(screen.getByRole("contentinfo").textContent).toContain(
      `© ${new Date().getFullYear()} Universiti Ujian. All rights reserved.`,
    );
  });

  it("switches to Malay with the toggle, remembers it, and keeps it after a reload", async () => {
    stubApi();
    const user = userEvent.setup();
    const first = renderApp("/");
    await user.click(screen.getByRole("button", { name: "Bahasa Melayu" }));
    expect(await screen.findByRole("heading", { level: 1, name: catalogues.my.welcome.title })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Bahasa Melayu" }).getAttribute("aria-pressed")).toBe("true");
    expect(window.localStorage.getItem(PREFERRED_LANGUAGE_KEY)).toBe("my");
    expect(document.documentElement.lang).toBe("ms");
    first.unmount();

    renderApp("/");
    expect(screen.getByRole("heading", { level: 1, name: catalogues.my.welcome.title })).toBeTruthy();
    expect(await screen.findByText(/Hak cipta terpelihara/)).toBeTruthy();
    // The office's place in Malay too.
    await waitFor(() => expect(screen.getByRole("contentinfo").textContent).toContain("Blok B, aras 1"));
  });

  it("offers a signed-in user their dashboard instead of logging in or signing up", async () => {
    stubApi({ session: testStudent });
    renderApp("/");
    const dashboard = await screen.findByRole("link", { name: "Go to my dashboard" });
    expect(dashboard.getAttribute("href")).toBe(paths.home);
    expect(screen.getByRole("link", { name: "My dashboard" }).getAttribute("href")).toBe(paths.home);
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Create a student account" })).toBeNull();
  });

  it("shows every section of the terms and the office's contacts", async () => {
    stubApi();
    renderApp(paths.terms);
    // The terms arrive with their route (their own chunk).
    expect(await screen.findByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeTruthy();
    const sections = Object.values(catalogues.en.terms.sections);
    for (const section of sections) expect(screen.getByRole("heading", { level: 2, name: section.title })).toBeTruthy();
    const contact = await screen.findByRole("region", { name: "Questions" });
    expect(within(contact).getByText(new RegExp(testConfig.office.email.replace(".", "\\.")))).toBeTruthy();
  });

  it("shows every section of the privacy notice, linked from the footer, with the office's contacts", async () => {
    stubApi();
    renderApp(paths.welcome);
    const footer = await screen.findByRole("navigation", { name: "Links" });
    expect(within(footer).getByRole("link", { name: "Privacy notice" }).getAttribute("href")).toBe(paths.privacy);
    stubApi();
    renderApp(paths.privacy);
    expect(await screen.findByRole("heading", { level: 1, name: "Privacy notice" })).toBeTruthy();
    for (const section of Object.values(catalogues.en.privacy.sections))
      expect(screen.getByRole("heading", { level: 2, name: section.title })).toBeTruthy();
    const contact = await screen.findByRole("region", { name: "Questions and requests" });
    expect(within(contact).getByText(/Personal Data Protection Commissioner/)).toBeTruthy();
  });

  it("shows the not-found page for an unknown path", () => {
    stubApi();
    renderApp("/this/does/not/exist");
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the welcome page" }).getAttribute("href")).toBe("/");
  });
});

describe("every screen path", () => {
  const adminScreens = new Set([
    "admin",
    "reportInfo",
    "adminUsers",
    "adminLocations",
    "adminStorage",
    "adminClaims",
    "adminIntake",
    "adminAgeing",
    "adminLabel",
    "adminRoster",
    "adminAudit",
    "adminTwoStep",
  ]);
  const guestScreens = new Set(["login", "register"]);
  const screens = Object.entries(paths)
    .filter(([name]) => name !== "dashboard")
    .map(([name, path]) => [name, path.replace(":id", "42")] as const);

  it.each(screens)("%s (%s) has a page with a heading in both languages", async (name, path) => {
    stubApi({ session: guestScreens.has(name) ? null : adminScreens.has(name) ? testAdmin : testStudent });
    const { i18n, router, unmount } = renderApp(path);
    const heading = await screen.findByRole("heading", { level: 1 });
    expect(router.state.location.pathname).toBe(path);
    const english = heading.textContent;
    expect(english).toBeTruthy();
    expect(english).not.toBe("Page not found");
    await i18n.changeLanguage("my");
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).not.toBe(english));
    unmount();
  });
});
