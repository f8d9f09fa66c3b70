import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messageResponseSchema, paths, PREFERRED_LANGUAGE_KEY, signInMethodsSchema } from "@campus/shared";
import { json, refusal } from "../../test/fake-answers";
import { renderApp, stubApi, testAdmin, testStudent } from "../../test/render-app";

describe("the profile screen", () => {
  it("saves changes and says so", async () => {
    const calls = stubApi({ session: testStudent });
    const user = userEvent.setup();
    renderApp(paths.profile);
    const phone = await screen.findByLabelText("Phone number");
    await user.clear(phone);
    await user.type(phone, "019-888 7777");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Profile updated successfully")).toBeTruthy();
    const patch = calls.find((request) => request.method === "PATCH");
    expect(await patch!.clone().json()).toMatchObject({ phone: "019-888 7777", matrixNo: "A21CS0001" });
  });

  it("offers the student a copy of all their data, and says how it is used", async () => {
    stubApi({ session: testStudent });
    renderApp(paths.profile);
    const region = await screen.findByRole("region", { name: "Your data" });
    const download = within(region).getByRole("link", { name: "Download my data" });
    expect(download.getAttribute("href")).toBe("/api/profile/data");
    expect(download.hasAttribute("download")).toBe(true);
    expect(within(region).getByRole("link", { name: "How your data is used" }).getAttribute("href")).toBe(
      paths.privacy,
    );
  });

  it("lets a student delete their account after confirming with the password, then signs them out", async () => {
    const calls = stubApi({
      session: testStudent,
      handle: async (request, path) => {
        if (path !== "/api/profile" || request.method !== "DELETE") return undefined;
        const { password } = (await request.clone().json()) as { password: string };
        return password === "secret123"
          ? json(messageResponseSchema, { message: "Your account has been deleted." })
          : refusal(400, {
              code: "INCORRECT_PASSWORD",
              message: "The password is not correct",
              fields: { password: "The password is not correct" },
            });
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp(paths.profile);
    const region = await screen.findByRole("region", { name: "Delete my account" });
    await user.click(within(region).getByRole("button", { name: "Delete my account…" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    await user.type(within(dialog).getByLabelText("Password"), "wrong-one");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText("The password is not correct")).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.profile);

    await user.clear(within(dialog).getByLabelText("Password"));
    await user.type(within(dialog).getByLabelText("Password"), "secret123");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.welcome));
    expect(await screen.findByText("Your account has been deleted.")).toBeTruthy();
    const sent = calls.filter((request) => request.method === "DELETE");
    expect(sent).toHaveLength(2);
  });

  it("keeps focus on the password field in the delete dialog, and checks an empty password before sending", async () => {
    const calls = stubApi({
      session: testStudent,
      handle: (request, path) =>
        path === "/api/profile" && request.method === "DELETE"
          ? refusal(400, {
              code: "INCORRECT_PASSWORD",
              message: "The password is not correct",
              fields: { password: "The password is not correct" },
            })
          : undefined,
    });
    const user = userEvent.setup();
    renderApp(paths.profile);
    const region = await screen.findByRole("region", { name: "Delete my account" });
    await user.click(within(region).getByRole("button", { name: "Delete my account…" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    const field = within(dialog).getByLabelText("Password");

    // Empty: the shared schema's message at once, nothing sent, focus on the field that says it.
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText("Password is required")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBeTruthy();
    expect(calls.filter((request) => request.method === "DELETE")).toHaveLength(0);

    // Wrong: the server's message, and focus back on the field (never on the page behind).
    await user.type(field, "wrong-one");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText("The password is not correct")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(document.getElementById(field.getAttribute("aria-describedby")!)?.textContent).toBe(
      "The password is not correct",
    );
    expect(calls.filter((request) => request.method === "DELETE")).toHaveLength(1);
  });

  it("lets a student choose how often match and message emails come, and saves the choice", async () => {
    const calls = stubApi({ session: testStudent });
    const user = userEvent.setup();
    renderApp(paths.profile);
    const region = await screen.findByRole("region", { name: "Email notifications" });
    const matches = await within(region).findByRole("group", { name: "Found items that may be yours" });
    const messages = within(region).getByRole("group", { name: "Chat messages" });
    expect(within(region).queryByRole("group", { name: "New reports (office)" })).toBeNull();
    expect(within(matches).getByRole<HTMLInputElement>("radio", { name: "Each time" }).checked).toBe(true);

    await user.click(within(matches).getByRole("radio", { name: "A daily summary (8 am)" }));
    await user.click(within(messages).getByRole("radio", { name: "Off" }));
    await user.click(within(region).getByRole("button", { name: "Save email settings" }));
    expect(await within(region).findByText("Email settings saved.")).toBeTruthy();
    const put = calls.find((request) => request.method === "PUT" && request.url.endsWith("/api/profile/notifications"));
    expect(await put!.clone().json()).toEqual({ matchEmails: "daily", messageEmails: "off", reportEmails: "each" });
  });

  it("lets an administrator choose how often new-report emails come", async () => {
    stubApi({ session: testAdmin });
    renderApp(paths.profile);
    const region = await screen.findByRole("region", { name: "Email notifications" });
    expect(await within(region).findByRole("group", { name: "New reports (office)" })).toBeTruthy();
    expect(within(region).queryByRole("group", { name: "Found items that may be yours" })).toBeNull();
  });

  it("asks a student who signs in through the university to type their email to delete the account", async () => {
    const calls = stubApi({
      session: testStudent,
      handle: (request, path) => {
        if (path === "/api/profile/sign-in") return json(signInMethodsSchema, { password: false, campus: true });
        if (path === "/api/profile" && request.method === "DELETE")
          return json(messageResponseSchema, { message: "Your account has been deleted." });
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderApp(paths.profile);
    const region = await screen.findByRole("region", { name: "Delete my account" });
    await user.click(within(region).getByRole("button", { name: "Delete my account…" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    await user.type(await within(dialog).findByLabelText("Your email address"), testStudent.email);
    expect(within(dialog).queryByLabelText("Password")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByText("Your account has been deleted.")).toBeTruthy();
    const sent = calls.find((request) => request.method === "DELETE");
    expect(await sent!.clone().json()).toEqual({ password: "", email: testStudent.email });
  });

  it("offers no account deletion to an administrator", async () => {
    stubApi({ session: testAdmin });
    renderApp(paths.profile);
    await screen.findByRole("region", { name: "Your data" });
    expect(screen.queryByRole("region", { name: "Delete my account" })).toBeNull();
  });

  it("keeps one language setting: the header's switch saves it to the profile too", async () => {
    const calls = stubApi({ session: testStudent });
    const user = userEvent.setup();
    renderApp(paths.profile);
    expect(await screen.findByLabelText("Phone number")).toBeTruthy();
    await user.click(screen.getAllByRole("button", { name: "Bahasa Melayu" })[0]!);
    await waitFor(() =>
      expect(calls.some((request) => request.method === "PUT" && request.url.endsWith("/api/profile/language"))).toBe(
        true,
      ),
    );
    const sent = calls.find((request) => request.method === "PUT" && request.url.endsWith("/api/profile/language"))!;
    expect(await sent.clone().json()).toEqual({ language: "my" });
    // The profile form shows it too.
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>("Bahasa antara muka").value).toBe("my"));
  });

  it("switches the interface language as soon as it is chosen, and remembers it", async () => {
    stubApi({ session: testStudent });
    const user = userEvent.setup();
    renderApp(paths.profile);
    await user.selectOptions(await screen.findByLabelText("Interface language"), "my");
    expect(await screen.findByRole("heading", { level: 1, name: "Profil" })).toBeTruthy();
    expect(window.localStorage.getItem(PREFERRED_LANGUAGE_KEY)).toBe("my");
  });

  it("shows the student-email rule before sending, and the server's message on its field after", async () => {
    const calls = stubApi({ session: testStudent });
    const user = userEvent.setup();
    renderApp(paths.profile);
    const email = await screen.findByLabelText("Email");
    await user.clear(email);
    await user.type(email, "me@gmail.com");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(screen.getByText("a valid student email of the university is required")).toBeTruthy();
    expect(calls.some((request) => request.method === "PATCH")).toBe(false);

    await user.clear(email);
    await user.type(email, "taken@student.ujian.edu.my");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("This email is already registered")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("taken@student.ujian.edu.my");
  });

  it("has no matrix number for an administrator", async () => {
    stubApi({ session: testAdmin });
    renderApp(paths.profile);
    await screen.findByLabelText("Email");
    await waitFor(() => expect(screen.queryByLabelText("Matrix number")).toBeNull());
  });
});
