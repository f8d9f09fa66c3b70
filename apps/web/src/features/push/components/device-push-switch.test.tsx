import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { paths, PREFERRED_LANGUAGE_KEY } from "@campus/shared";
import { refusal } from "../../../test/fake-answers";
import { fakeBrowserPush, TEST_PUSH_KEY, TEST_SUBSCRIPTION } from "../../../test/fake-push";
import { renderApp, stubApi, testStudent } from "../../../test/render-app";

/** The profile's device section and its switch, once the device's state is read. */
async function pushSection() {
  const region = await screen.findByRole("region", { name: "Notifications on this device" });
  const toggle = within(region).getByRole("switch", { name: "Notify me on this device" });
  await waitFor(() => expect(within(region).queryByText("Checking this device…")).toBeNull());
  return { region, toggle };
}

const pushCalls = (calls: Request[], method: string) =>
  calls.filter((request) => request.method === method && new URL(request.url).pathname === "/api/push/subscription");

const keyBytes = (base64url: string) => Uint8Array.from(Buffer.from(base64url, "base64url"));

describe("the profile's push switch (this device)", () => {
  it("turns on: asks the user, subscribes with the server's key and gives the server the subscription", async () => {
    const device = fakeBrowserPush({ permission: "default", answer: "granted" });
    const calls = stubApi({ session: testStudent });
    const user = userEvent.setup();
    renderApp(paths.profile);
    const { region, toggle } = await pushSection();
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(within(region).getByText("Off: this device shows no notifications from the app.")).toBeTruthy();
    expect(within(region).getByText(/a kind set to Off sends no notification either/)).toBeTruthy();

    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
    expect(within(region).getByText("On: this device shows notifications from the app.")).toBeTruthy();
    expect(toggle.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute("aria-describedby")!)?.textContent).toBe(
      "On: this device shows notifications from the app.",
    );
    expect(device.questions).toBe(1);
    expect(device.subscribedWith).toEqual([keyBytes(TEST_PUSH_KEY)]);
    expect(window.localStorage.getItem("push-device-user")).toBe(testStudent.id);
    const [put] = pushCalls(calls, "PUT");
    expect(await put!.clone().json()).toEqual(TEST_SUBSCRIPTION);
    // The switch keeps the focus it was pressed with.
    expect(document.activeElement).toBe(toggle);
  });

  it("turns off: the server forgets this device, then the browser's subscription ends", async () => {
    const device = fakeBrowserPush({ permission: "granted", subscribedFor: testStudent.id });
    const calls = stubApi({ session: testStudent });
    const user = userEvent.setup();
    renderApp(paths.profile);
    const { toggle } = await pushSection();
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    // A device found on is claimed for the signed-in user once per visit.
    await waitFor(() => expect(pushCalls(calls, "PUT")).toHaveLength(1));

    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("false"));
    const [removed] = pushCalls(calls, "DELETE");
    expect(await removed!.clone().json()).toEqual({ endpoint: TEST_SUBSCRIPTION.endpoint });
    expect(device.subscription).toBeNull();
    expect(pushCalls(calls, "PUT")).toHaveLength(1);
  });

  it("ends a subscription another user made on this device (their session ran out): off, and nothing of it given to the server", async () => {
    const device = fakeBrowserPush({ permission: "granted", subscribedFor: "someone-else" });
    const calls = stubApi({ session: testStudent });
    renderApp(paths.profile);
    const { toggle } = await pushSection();
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(device.subscription).toBeNull();
    expect(pushCalls(calls, "PUT")).toHaveLength(0);
    expect(pushCalls(calls, "DELETE")).toHaveLength(0);
  });

  it("says how to get push where the browser has none (an iPhone's Safari tab), and the switch does nothing", async () => {
    const device = fakeBrowserPush({ supported: false });
    const calls = stubApi({ session: testStudent });
    const user = userEvent.setup();
    renderApp(paths.profile);
    const { region, toggle } = await pushSection();
    expect(within(region).getByText(/tap Share, then Add to Home Screen/)).toBeTruthy();
    expect(toggle.getAttribute("aria-disabled")).toBe("true");
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(device.questions).toBe(0);
    expect(calls.some((request) => request.url.includes("/api/push/"))).toBe(false);
  });

  it("says how to allow notifications when they are blocked for the site, and asks nothing", async () => {
    const device = fakeBrowserPush({ permission: "denied" });
    stubApi({ session: testStudent });
    const user = userEvent.setup();
    renderApp(paths.profile);
    const { region, toggle } = await pushSection();
    expect(within(region).getByText(/Notifications are blocked for this site/)).toBeTruthy();
    expect(toggle.getAttribute("aria-disabled")).toBe("true");
    await user.click(toggle);
    expect(device.questions).toBe(0);
    expect(device.subscription).toBeNull();
  });

  it("stays off when the user dismisses the browser's question, and says so", async () => {
    const device = fakeBrowserPush({ permission: "default", answer: "default" });
    const calls = stubApi({ session: testStudent });
    const user = userEvent.setup();
    renderApp(paths.profile);
    const { region, toggle } = await pushSection();
    await user.click(toggle);
    expect(await within(region).findByRole("alert")).toHaveProperty(
      "textContent",
      "Notifications were not allowed, so nothing changed. Turn the switch on again and choose Allow when the browser asks.",
    );
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(device.subscription).toBeNull();
    expect(pushCalls(calls, "PUT")).toHaveLength(0);
  });

  it("shows the blocked state when the user answers Block", async () => {
    fakeBrowserPush({ permission: "default", answer: "denied" });
    stubApi({ session: testStudent });
    const user = userEvent.setup();
    renderApp(paths.profile);
    const { region, toggle } = await pushSection();
    await user.click(toggle);
    expect(await within(region).findByRole("alert")).toHaveProperty(
      "textContent",
      "Notifications were not allowed on this device, so the switch stays off.",
    );
    await waitFor(() => expect(toggle.getAttribute("aria-disabled")).toBe("true"));
    expect(within(region).getByText(/Notifications are blocked for this site/)).toBeTruthy();
  });

  it("ends the new subscription when the server refuses it, and shows the server's words", async () => {
    const device = fakeBrowserPush({ permission: "granted" });
    stubApi({
      session: testStudent,
      handle: (request, path) =>
        path === "/api/push/subscription" && request.method === "PUT"
          ? refusal(400, { code: "VALIDATION_ERROR", message: "This push service is not one the app can use." })
          : undefined,
    });
    const user = userEvent.setup();
    renderApp(paths.profile);
    const { region, toggle } = await pushSection();
    await user.click(toggle);
    expect(await within(region).findByRole("alert")).toHaveProperty(
      "textContent",
      "This push service is not one the app can use.",
    );
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(device.subscription).toBeNull();
  });

  it("speaks Malay in Malay", async () => {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, "my");
    fakeBrowserPush({ permission: "default", answer: "default" });
    stubApi({ session: { ...testStudent, language: "my" } });
    const user = userEvent.setup();
    renderApp(paths.profile);
    const region = await screen.findByRole("region", { name: "Pemberitahuan pada peranti ini" });
    const toggle = within(region).getByRole("switch", { name: "Beritahu saya pada peranti ini" });
    expect(
      await within(region).findByText("Tutup: peranti ini tidak memaparkan pemberitahuan daripada aplikasi."),
    ).toBeTruthy();
    await user.click(toggle);
    expect(await within(region).findByRole("alert")).toHaveProperty(
      "textContent",
      "Pemberitahuan tidak dibenarkan, jadi tiada yang berubah. Hidupkan suis sekali lagi dan pilih Benarkan apabila pelayar bertanya.",
    );
  });
});

describe("a shared device", () => {
  it("on sign-out, has the server forget the device before the session ends, and ends the browser's subscription", async () => {
    const device = fakeBrowserPush({ permission: "granted", subscribedFor: testStudent.id });
    const calls = stubApi({ session: testStudent });
    const user = userEvent.setup();
    const { router } = renderApp(paths.home);
    await user.click(await screen.findByRole("button", { name: "Open the menu" }));
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    const order = calls
      .filter((request) => request.method !== "GET")
      .map((request) => `${request.method} ${new URL(request.url).pathname}`);
    expect(order).toEqual(["DELETE /api/push/subscription", "POST /api/auth/logout"]);
    expect(device.subscription).toBeNull();
  });

  it("any signed-in screen ends a subscription another user left on the device, without the profile", async () => {
    const device = fakeBrowserPush({ permission: "granted", subscribedFor: "someone-else" });
    stubApi({ session: testStudent });
    renderApp(paths.home);
    await waitFor(() => expect(device.subscription).toBeNull());
    expect(window.localStorage.getItem("push-device-user")).toBeNull();
  });
});
