import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  getHref,
  locationListSchema,
  paths,
  PREFERRED_LANGUAGE_KEY,
  reportResponseSchema,
  uploadUrlResponseSchema,
  type ReportDetails,
} from "@campus/shared";
import { json, noContent } from "../../../test/fake-answers";
import { renderApp, stubApi, testStudent, type ApiHandler } from "../../../test/render-app";
import { keptReport, testLibrary, testReport } from "../../../test/report-fixtures";
import { keepWaiting, waitingReport, waitingReportsOf } from "../../../features/reports/waiting/store";

/** The device's connection as the browser reports it (navigator.onLine and its events). */
let online = true;
Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });
function goOnline() {
  online = true;
  window.dispatchEvent(new Event("online"));
}
afterEach(() => {
  online = true;
});

const jpeg = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70])], "phone.jpg", { type: "image/jpeg" });

/** The report endpoints: one report per client id, as the server keeps them. */
function reportsServer(): ApiHandler {
  const saved = new Map<string, ReportDetails>();
  return async (request, path) => {
    if (path === "/api/locations") return json(locationListSchema, { locations: [testLibrary] });
    if (path === "/api/generate-upload-url")
      return json(uploadUrlResponseSchema, {
        upload_url: "/api/uploads/incoming/u1/f.jpg?sig=x",
        public_url: "/api/files/f.jpg",
        filename: "f.jpg",
      });
    if (path.startsWith("/api/uploads/incoming/") && request.method === "PUT") return noContent();
    if (path === "/api/reports" && request.method === "POST") {
      const body = (await request.clone().json()) as { clientId: string; brand: string };
      const report =
        saved.get(body.clientId) ?? testReport({ id: `new-${saved.size + 1}`, brand: body.brand, model: null });
      saved.set(body.clientId, report);
      return json(reportResponseSchema, { report, message: "Report submitted successfully" }, 201);
    }
    if (/^\/api\/reports\/new-\d$/.test(path)) return json(reportResponseSchema, { report: [...saved.values()][0]! });
    return undefined;
  };
}

const posts = (calls: Request[]) =>
  calls.filter((request) => request.method === "POST" && new URL(request.url).pathname === "/api/reports");

/** Fills the lost-item form with a photo; the labels in the interface's language. */
async function fillLostReport(
  user: ReturnType<typeof userEvent.setup>,
  words: { phone: string; brand: string; next: string; location: string; date: string; photo: string },
) {
  await user.click(await screen.findByRole("radio", { name: words.phone }));
  await user.type(screen.getByLabelText(words.brand), "Samsung");
  await user.click(screen.getByRole("button", { name: words.next }));
  await user.selectOptions(await screen.findByLabelText(words.location), "loc-1");
  await user.type(screen.getByLabelText(words.date), "20/11/2026");
  await user.upload(screen.getByLabelText(words.photo), jpeg());
}

describe("a report submitted without a connection", () => {
  it("is kept on the device with its photo, said so, and sent once when the connection is back, with a link to it", async () => {
    const calls = stubApi({ session: testStudent, handle: reportsServer() });
    // What the photo's upload carries, as the page handed it to fetch.
    const uploaded: Blob[] = [];
    const answering = globalThis.fetch;
    vi.stubGlobal("fetch", (input: string, init?: RequestInit) => {
      if (init?.method === "PUT") uploaded.push(init.body as Blob);
      return answering(input, init);
    });
    const user = userEvent.setup();
    renderApp(paths.reportLost);
    await fillLostReport(user, {
      phone: "Phone",
      brand: "Brand (optional)",
      next: "Next",
      location: "Location",
      date: "Date lost",
      photo: "Choose a photo of the item",
    });
    online = false;
    await user.click(screen.getByRole("button", { name: "Submit report" }));

    const notice = await screen.findByText(/^No connection: your report is saved on this device, with its photo/);
    // The form went: focus is on the notice that says where the report is.
    await waitFor(() => expect(document.activeElement?.contains(notice)).toBe(true));
    const kept = await screen.findByRole("region", { name: "Saved on this device" });
    expect(within(kept).getByText("Samsung (Phone) · Lost")).toBeTruthy();
    expect(await within(kept).findByText(/^Waiting to send — saved \d+ \w+ 20\d\d, \d\d:\d\d/)).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    const [entry] = await waitingReportsOf(testStudent.id);
    expect(entry).toMatchObject({ state: "waiting", photo: { name: "phone.jpg", type: "image/jpeg" } });

    goOnline();
    // The browser says online again, twice: the report goes once.
    window.dispatchEvent(new Event("online"));
    expect(await within(kept).findByText(/^Sent at \d+ \w+ 20\d\d, \d\d:\d\d/)).toBeTruthy();
    expect(within(kept).getByRole("link", { name: "Open the report Samsung (Phone)" }).getAttribute("href")).toBe(
      getHref("reportLostDetails", { id: "new-1" }),
    );
    expect(await screen.findByText("Your report saved on this device has been sent.")).toBeTruthy();
    expect(screen.getByText("Your report has been sent. You can open it below.")).toBeTruthy();
    expect(screen.queryByText(/^No connection/)).toBeNull();
    expect(posts(calls)).toHaveLength(1);
    expect(await posts(calls)[0]!.clone().json()).toMatchObject({
      clientId: entry!.clientId,
      brand: "Samsung",
      image: "f.jpg",
    });
    expect(uploaded).toHaveLength(1);
    expect(new Uint8Array(await uploaded[0]!.arrayBuffer())).toEqual(new Uint8Array(await jpeg().arrayBuffer()));
  });

  it("speaks Malay", async () => {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, "my");
    stubApi({ session: { ...testStudent, language: "my" }, handle: reportsServer() });
    const user = userEvent.setup();
    renderApp(paths.reportLost);
    await fillLostReport(user, {
      phone: "Telefon",
      brand: "Jenama (pilihan)",
      next: "Seterusnya",
      location: "Lokasi",
      date: "Tarikh hilang",
      photo: "Pilih gambar barang itu",
    });
    online = false;
    await user.click(screen.getByRole("button", { name: "Hantar laporan" }));
    expect(await screen.findByText(/^Tiada sambungan: laporan anda disimpan pada peranti ini/)).toBeTruthy();
    const kept = await screen.findByRole("region", { name: "Disimpan pada peranti ini" });
    expect(within(kept).getByText(/^Menunggu untuk dihantar — disimpan \d+ \w+ 20\d\d/)).toBeTruthy();
    goOnline();
    expect(await within(kept).findByText(/^Dihantar pada \d+ \w+ 20\d\d/)).toBeTruthy();
    expect(within(kept).getByRole("link", { name: "Buka laporan Samsung (Telefon)" })).toBeTruthy();
  });

  it("is kept when the connection drops during the sending, not only before it", async () => {
    const calls = stubApi({ session: testStudent, handle: reportsServer() });
    const user = userEvent.setup();
    renderApp(paths.reportLost);
    await fillLostReport(user, {
      phone: "Phone",
      brand: "Brand (optional)",
      next: "Next",
      location: "Location",
      date: "Date lost",
      photo: "Choose a photo of the item",
    });
    // The upload's request fails as fetch does when the connection goes, and the browser then says offline.
    const answering = globalThis.fetch;
    globalThis.fetch = () => {
      online = false;
      return Promise.reject(new TypeError("Failed to fetch"));
    };
    await user.click(screen.getByRole("button", { name: "Submit report" }));
    expect(await screen.findByText(/^No connection: your report is saved on this device/)).toBeTruthy();
    globalThis.fetch = answering;
    goOnline();
    expect(await screen.findByText(/^Sent at /)).toBeTruthy();
    expect(posts(calls)).toHaveLength(1);
  });

  it("shows on home when the server refused it; opened, it is filled with the server's words on the field, and once sent it is gone", async () => {
    const refused = await keptReport({
      userId: testStudent.id,
      photo: null,
      state: "refused",
      refusal: {
        status: 400,
        code: "UNKNOWN_LOCATION",
        message: "This location is not on the campus list",
        fields: { locationId: "This location is not on the campus list" },
      },
    });
    const { clientId } = refused;
    await keepWaiting(refused);
    const calls = stubApi({ session: testStudent, handle: reportsServer() });
    const user = userEvent.setup();
    const { router } = renderApp(paths.home);
    const kept = await screen.findByRole("region", { name: "Saved on this device" });
    expect(within(kept).getByText("Not sent: This location is not on the campus list")).toBeTruthy();
    // Refused, it is not sent again by itself.
    expect(posts(calls)).toHaveLength(0);
    await user.click(within(kept).getByRole("link", { name: "Open and fix Samsung (Phone)" }));

    expect(await screen.findByText(/^This report was not accepted when it was sent/)).toBeTruthy();
    expect(await screen.findByText("This location is not on the campus list")).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>("Location").value).toBe("loc-1");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText<HTMLInputElement>("Brand (optional)").value).toBe("Samsung");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Submit report" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(getHref("reportLostDetails", { id: "new-1" })));
    expect(await posts(calls)[0]!.clone().json()).toMatchObject({ clientId });
    await waitFor(async () => expect(await waitingReport(clientId)).toBeUndefined());
  });

  it("says so when the kept report to fix is no longer on the device, and offers a new form", async () => {
    stubApi({ session: testStudent, handle: reportsServer() });
    renderApp(`${paths.reportLost}?waiting=${crypto.randomUUID()}`);
    expect(
      await screen.findByText("That saved report is no longer on this device. You can fill in a new one."),
    ).toBeTruthy();
    expect(await screen.findByRole("radio", { name: "Phone" })).toBeTruthy();
  });

  it("can be discarded from home, after confirming, and is then gone from the device", async () => {
    const clientId = crypto.randomUUID();
    await keepWaiting({
      clientId,
      userId: testStudent.id,
      report: {
        type: "found",
        itemType: "wallet",
        itemTypeOther: null,
        brand: null,
        color: "Brown",
        serialNumber: null,
        model: null,
        description: null,
        locationId: "loc-1",
        eventDate: "2026-11-20",
        custody: "finder",
        hiddenDetails: null,
        clientId,
      },
      photo: null,
      savedAt: "2026-11-28T02:42:00.000Z",
      state: "waiting",
    });
    online = false;
    stubApi({ session: testStudent, handle: reportsServer() });
    const user = userEvent.setup();
    renderApp(paths.home);
    const kept = await screen.findByRole("region", { name: "Saved on this device" });
    expect(within(kept).getByText("Wallet · Found")).toBeTruthy();
    await user.click(within(kept).getByRole("button", { name: "Discard Wallet" }));
    const dialog = await screen.findByRole("dialog", { name: "Discard this report?" });
    await user.click(within(dialog).getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Saved on this device" })).toBeNull());
    expect(await waitingReport(clientId)).toBeUndefined();
    // Focus is not left on the page's body.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 })));
  });
});
