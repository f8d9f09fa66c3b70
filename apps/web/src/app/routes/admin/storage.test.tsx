import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  custodyResponseSchema,
  custodySchema,
  paths,
  reportResponseSchema,
  storagePlaceListSchema,
  storagePlaceResponseSchema,
  type Custody,
  type CustodyEvent,
  type StoragePlace,
} from "@campus/shared";
import { json } from "../../../test/fake-answers";
import { renderApp, stubApi, testAdmin } from "../../../test/render-app";
import { othersFoundReport } from "../../../test/report-fixtures";

/** The storage and custody endpoints as the server answers them. */
function stubCustody() {
  const places: StoragePlace[] = [
    { id: "p1", nameEn: "Shelf A", nameMy: "Rak A", kind: "shelf", active: true, items: 2 },
  ];
  let custody: Custody = {
    reference: "LF-7K3Q9M",
    custody: "finder",
    place: null,
    outcome: null,
    reportedAt: "2026-03-03T03:00:00.000Z",
    events: [],
  };
  const sent: Array<{ path: string; body: unknown }> = [];
  const report = othersFoundReport({ custody: "finder", can: { complete: true, delete: true } });
  const calls = stubApi({
    session: testAdmin,
    handle: async (request, path) => {
      if (path === "/api/admin/storage-places" && request.method === "GET")
        return json(storagePlaceListSchema, { places });
      if (path === "/api/admin/storage-places" && request.method === "POST") {
        const body = (await request.clone().json()) as { nameEn: string; nameMy: string; kind: StoragePlace["kind"] };
        sent.push({ path, body });
        const place = { id: `p${places.length + 1}`, ...body, active: true, items: 0 };
        places.push(place);
        return json(storagePlaceResponseSchema, { place, message: "Storage place added" }, 201);
      }
      if (path === `/api/reports/${report.id}`) return json(reportResponseSchema, { report });
      if (path === `/api/admin/reports/${report.id}/custody` && request.method === "GET")
        return json(custodySchema, custody);
      if (path === `/api/admin/reports/${report.id}/custody/hand-in`) {
        const body = (await request.clone().json()) as { storagePlaceId: string; handedInBy: string };
        sent.push({ path, body });
        custody = {
          ...custody,
          custody: "office",
          place: { id: "p1", nameEn: "Shelf A", nameMy: "Rak A" },
          events: [
            {
              id: "e1",
              kind: "handedIn",
              at: "2026-03-04T02:00:00.000Z",
              actorName: testAdmin.name,
              place: { id: "p1", nameEn: "Shelf A", nameMy: "Rak A" },
              handedInBy: body.handedInBy || null,
              note: null,
            },
          ],
        };
        return json(custodyResponseSchema, { custody, message: "The item is now kept at the office" });
      }
      return undefined;
    },
  });
  return { calls, sent, report };
}

describe("the office's storage places", () => {
  it("lists them and adds one, checked as the server checks it", async () => {
    const { sent } = stubCustody();
    renderApp(paths.adminStorage);
    const table = await screen.findByRole("region", { name: "Storage places" });
    expect(await within(table).findByRole("rowheader", { name: "Shelf A" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Add place" }));
    expect(await screen.findByText("Please enter the place's name in English")).toBeTruthy();
    expect(screen.getByText("Please choose what kind of place it is")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Name in English"), "Safe");
    await userEvent.type(screen.getByLabelText("Name in Malay"), "Peti besi");
    await userEvent.selectOptions(screen.getByLabelText("Kind"), "safe");
    await userEvent.click(screen.getByRole("button", { name: "Add place" }));
    expect(await screen.findByText("Storage place added")).toBeTruthy();
    expect(sent).toEqual([
      { path: "/api/admin/storage-places", body: { nameEn: "Safe", nameMy: "Peti besi", kind: "safe" } },
    ]);
    expect(await within(table).findByRole("rowheader", { name: "Safe" })).toBeTruthy();
  });
});

describe("a found item's custody", () => {
  it("shows where the item is and its history to the office, and records it handed in", async () => {
    const { sent, report } = stubCustody();
    renderApp(`/dashboard/report-found/${report.id}`);
    const panel = await screen.findByRole("region", { name: "Custody" });
    expect(await within(panel).findByText("With the finder")).toBeTruthy();
    expect(screen.getByText("LF-7K3Q9M")).toBeTruthy();
    await userEvent.click(within(panel).getByRole("button", { name: "Mark handed in" }));
    const dialog = await screen.findByRole("dialog", { name: "The item was brought to the counter" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Please choose a storage place")).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText("Storage place"), "p1");
    await userEvent.type(within(dialog).getByLabelText("Who brought it (optional)"), "Ali, 012-345 6789");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The item is now kept at the office")).toBeTruthy();
    await waitFor(() => expect(within(panel).getByText("At the office: Shelf A")).toBeTruthy());
    expect(within(panel).getByText("Handed in to Shelf A")).toBeTruthy();
    expect(within(panel).getByText("Brought by Ali, 012-345 6789")).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Move to another place" })).toBeTruthy();
    expect(sent).toEqual([
      {
        path: `/api/admin/reports/${report.id}/custody/hand-in`,
        body: { storagePlaceId: "p1", handedInBy: "Ali, 012-345 6789", note: "" },
      },
    ]);
  });
});

describe("a found item's custody once it left the office", () => {
  const shelf = { id: "p1", nameEn: "Shelf A", nameMy: "Rak A" };
  const step = (id: string, kind: CustodyEvent["kind"], place: typeof shelf | null = null): CustodyEvent => ({
    id,
    kind,
    at: "2026-03-04T02:00:00.000Z",
    actorName: testAdmin.name,
    place,
    handedInBy: null,
    note: null,
  });
  it.each([
    ["returned", "Returned to its owner", "Dipulangkan kepada pemiliknya"],
    ["discarded", "Disposed of", "Dilupuskan"],
    ["donated", "Donated", "Didermakan"],
    ["toPolice", "With the police", "Di tangan polis"],
  ] as const)("says where it is now after its last step, %s, in English and Malay", async (last, en, my) => {
    const report = othersFoundReport({ status: "solved", custody: "office" });
    stubApi({
      session: testAdmin,
      handle: async (request, path) => {
        if (path === `/api/reports/${report.id}`) return json(reportResponseSchema, { report });
        if (path === `/api/admin/reports/${report.id}/custody`)
          return json(custodySchema, {
            reference: "LF-7K3Q9M",
            custody: "office",
            place: shelf,
            outcome: last,
            reportedAt: "2026-03-03T03:00:00.000Z",
            events: [
              step("e1", "handedIn", shelf),
              ...(last === "returned" ? [step("e2", "claimed")] : []),
              step("e3", last),
            ],
          });
        return undefined;
      },
    });
    const { i18n } = renderApp(`/dashboard/report-found/${report.id}`);
    const panel = await screen.findByRole("region", { name: "Custody" });
    const now = await within(panel).findByText("Where it is now");
    expect(now.nextElementSibling?.textContent).toBe(en);
    expect(within(panel).queryByText(/At the office/)).toBeNull();
    expect(within(panel).queryByRole("button", { name: "Move to another place" })).toBeNull();
    await act(() => i18n.changeLanguage("my"));
    const sekarang = await within(panel).findByText("Di mana barang ini sekarang");
    expect(sekarang.nextElementSibling?.textContent).toBe(my);
  });
});

describe("a found item's label", () => {
  it("shows the reference, the item, the day and a QR code that opens it, and prints", async () => {
    const { report } = stubCustody();
    const print = vi.fn();
    vi.stubGlobal("print", print);
    renderApp(`/dashboard/admin/label/${report.id}`);
    const main = await screen.findByRole("main");
    expect(await within(main).findByText("LF-7K3Q9M")).toBeTruthy();
    expect(within(main).getByText(/^Found /)).toBeTruthy();
    expect(within(main).getByRole("img", { name: "QR code that opens this item in the admin panel" })).toBeTruthy();
    // The copy that prints sits beside the app, hidden from assistive technology (it shows only on paper).
    expect(document.querySelector(".print-only[aria-hidden='true']")?.textContent).toContain("LF-7K3Q9M");
    await userEvent.selectOptions(screen.getByLabelText("Label size"), "a4");
    await userEvent.click(screen.getByRole("button", { name: "Print label" }));
    expect(print).toHaveBeenCalledOnce();
  });
});
