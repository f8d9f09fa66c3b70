import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  ageingActionResponseSchema,
  ageingPageSchema,
  paths,
  retentionListSchema,
  retentionResponseSchema,
  type AgeingItem,
  type RetentionPeriod,
} from "@campus/shared";
import { json, refusal } from "../../../test/fake-answers";
import { renderApp, stubApi, testAdmin } from "../../../test/render-app";

const umbrella: AgeingItem = {
  id: "found-1",
  reference: "LF-7K3Q9M",
  itemType: "other",
  itemTypeOther: "Umbrella",
  brand: null,
  color: "Black",
  eventDate: "2026-01-02",
  retainUntil: "2026-04-02",
  daysOver: 12,
  extensionDays: 0,
  custody: "office",
  place: { id: "p1", nameEn: "Bin 1", nameMy: "Tong 1" },
  finderRemindedAt: null,
};
const phone: AgeingItem = {
  ...umbrella,
  id: "found-2",
  reference: "LF-Q2W3E4",
  itemType: "phone",
  itemTypeOther: null,
  brand: "Nokia",
  daysOver: 3,
  extensionDays: 30,
  place: { id: "p2", nameEn: "Safe", nameMy: "Peti besi" },
  finderRemindedAt: null,
};
/** Kept by the student who found it: only in the unclaimed views (the server lists no such item as past retention). */
const keys: AgeingItem = {
  ...umbrella,
  id: "found-3",
  reference: "LF-K3Y5AB",
  itemType: "other",
  itemTypeOther: "Keys",
  daysOver: 20,
  custody: "finder",
  place: null,
  finderRemindedAt: "2026-04-23T01:00:00.000Z",
};

/** The retention and ageing endpoints as the server answers them; disposing twice is refused. */
function stubAgeing() {
  let periods: RetentionPeriod[] = [
    { itemType: "wallet", days: 180 },
    { itemType: "phone", days: 180 },
    { itemType: "laptop", days: 180 },
    { itemType: "other", days: 90 },
  ];
  let items = [umbrella, phone, keys];
  const sent: Array<{ path: string; body: unknown }> = [];
  const calls = stubApi({
    session: testAdmin,
    handle: async (request, path) => {
      if (path === "/api/admin/retention" && request.method === "GET") return json(retentionListSchema, { periods });
      if (path === "/api/admin/retention" && request.method === "PUT") {
        const body = (await request.clone().json()) as { periods: RetentionPeriod[] };
        sent.push({ path, body });
        periods = periods.map((period) => body.periods.find((next) => next.itemType === period.itemType) ?? period);
        return json(retentionResponseSchema, { periods, message: "Retention days saved" });
      }
      if (path === "/api/admin/ageing")
        return json(ageingPageSchema, { items, total: items.length, page: 1, pageSize: 50 });
      if (path.endsWith("/retention/extend") || path.endsWith("/custody/dispose")) {
        const body = await request.clone().json();
        sent.push({ path, body });
        if (path.includes(phone.id) && path.endsWith("/dispose"))
          return refusal(409, { code: "ALREADY_DISPOSED", message: "This item has already been let go" });
        items = items.filter((item) => !path.includes(item.id));
        return json(ageingActionResponseSchema, {
          message: path.endsWith("/extend")
            ? "The item is kept 45 days longer"
            : "The item is recorded as handed to the police",
        });
      }
      return undefined;
    },
  });
  return { calls, sent };
}

describe("the ageing list", () => {
  it("lists items past retention, oldest first, with where each is and how far past", async () => {
    stubAgeing();
    renderApp(paths.adminAgeing);
    const table = await screen.findByRole("table", { name: "Ageing found items" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.querySelector("th")!.textContent)).toEqual(["Umbrella", "Nokia (Phone)", "Keys"]);
    expect(rows[0]!.textContent).toContain("LF-7K3Q9M");
    expect(rows[0]!.textContent).toContain("At the office: Bin 1");
    expect(rows[1]!.textContent).toContain("At the office: Safe");
    expect(rows[1]!.textContent).toContain("Extended by 30 days");
    expect(screen.getByRole("status").textContent).toBe("Items: 3");
  });

  it("offers no retention step for an item its finder keeps: it is not the office's to keep longer or let go", async () => {
    stubAgeing();
    const { i18n } = renderApp(`${paths.adminAgeing}?unclaimed=30`);
    const row = (await screen.findByRole("rowheader", { name: "Keys" })).closest("tr")!;
    expect(row.textContent).toContain("With the finder");
    expect(within(row).queryAllByRole("button")).toEqual([]);
    expect(within(row).getByText("Its finder keeps it: reminded by email to hand it in")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Record how Umbrella was let go" })).toBeTruthy();
    await act(() => i18n.changeLanguage("my"));
    expect(
      await within(row).findByText("Disimpan oleh penemunya: diingatkan melalui e-mel untuk menyerahkannya"),
    ).toBeTruthy();
  });

  it("shows the dashboard's unclaimed view from the address, and switches views", async () => {
    const { calls } = stubAgeing();
    const user = userEvent.setup();
    const { router } = renderApp(`${paths.adminAgeing}?unclaimed=60`);
    await screen.findByRole("table");
    const ageingQueries = () =>
      calls
        .filter((call) => new URL(call.url).pathname === "/api/admin/ageing")
        .map((call) => new URL(call.url).search);
    expect(ageingQueries()[0]).toBe("?page=1&unclaimed=60");
    expect(screen.getByLabelText<HTMLSelectElement>("Show").value).toBe("60");
    await user.selectOptions(screen.getByLabelText("Show"), "due");
    await waitFor(() => expect(ageingQueries().at(-1)).toBe("?page=1"));
    expect(router.state.location.search).toBe("");
  });

  it("saves the retention days, refusing a bad number on its field", async () => {
    const { sent } = stubAgeing();
    const user = userEvent.setup();
    renderApp(paths.adminAgeing);
    const other = await screen.findByLabelText("Other (days)");
    await user.clear(other);
    await user.type(other, "0");
    await user.click(screen.getByRole("button", { name: "Save retention" }));
    expect(await screen.findByText("Enter whole days from 1 to 3650")).toBeTruthy();
    expect(sent).toEqual([]);
    await user.clear(other);
    await user.type(other, "60");
    await user.click(screen.getByRole("button", { name: "Save retention" }));
    expect(await screen.findByText("Retention days saved")).toBeTruthy();
    expect(sent[0]!.body).toEqual({
      periods: [
        { itemType: "wallet", days: 180 },
        { itemType: "phone", days: 180 },
        { itemType: "laptop", days: 180 },
        { itemType: "other", days: 60 },
      ],
    });
  });

  it("keeps an item longer, and records how another was let go (a refusal shown in the dialog)", async () => {
    const { sent } = stubAgeing();
    const user = userEvent.setup();
    renderApp(paths.adminAgeing);
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Keep Umbrella longer" }));
    const extend = await screen.findByRole("dialog", { name: "Keep Umbrella longer" });
    const days = within(extend).getByLabelText("Days to add");
    await user.clear(days);
    await user.type(days, "45");
    await user.click(within(extend).getByRole("button", { name: "Keep longer" }));
    expect(await screen.findByText("The item is kept 45 days longer")).toBeTruthy();
    // Its row went: focus is on the next row's item.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Nokia (Phone)"));
    expect(sent.at(-1)).toEqual({ path: "/api/admin/reports/found-1/retention/extend", body: { days: 45, note: "" } });

    await user.click(await screen.findByRole("button", { name: "Record how Nokia (Phone) was let go" }));
    const dialog = await screen.findByRole("dialog", { name: "Record how Nokia (Phone) was let go" });
    await user.click(within(dialog).getByRole("button", { name: "Record" }));
    expect(await within(dialog).findByText("Please choose how the item was let go")).toBeTruthy();
    await user.click(within(dialog).getByRole("radio", { name: "Handed to the police" }));
    await user.type(within(dialog).getByLabelText("Note (optional)"), "Balai Polis");
    await user.click(within(dialog).getByRole("button", { name: "Record" }));
    expect(await within(dialog).findByText("This item has already been let go")).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      path: "/api/admin/reports/found-2/custody/dispose",
      body: { method: "toPolice", note: "Balai Polis" },
    });
  });

  it("after an item is let go, focus moves to the item now in its row", async () => {
    stubAgeing();
    const user = userEvent.setup();
    renderApp(paths.adminAgeing);
    await screen.findByRole("table");
    await user.click(screen.getByRole("button", { name: "Record how Umbrella was let go" }));
    const dialog = await screen.findByRole("dialog", { name: "Record how Umbrella was let go" });
    await user.click(within(dialog).getByRole("radio", { name: "Handed to the police" }));
    await user.click(within(dialog).getByRole("button", { name: "Record" }));
    expect(await screen.findByText("The item is recorded as handed to the police")).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Nokia (Phone)"));
    expect(document.activeElement?.tagName).toBe("A");
  });

  it("reads in Malay", async () => {
    stubAgeing();
    const { i18n } = renderApp(paths.adminAgeing);
    await screen.findByRole("table");
    await act(() => i18n.changeLanguage("my"));
    expect(await screen.findByRole("heading", { level: 1, name: "Barang lama" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Barang dijumpai yang lama" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Simpan Umbrella lebih lama" })).toBeTruthy();
  });
});
