import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  AUDIT_ACTIONS,
  auditPageSchema,
  locationListSchema,
  paths,
  storagePlaceListSchema,
  type AuditEntry,
} from "@campus/shared";
import { json, refusal } from "../../../test/fake-answers";
import { renderApp, stubApi, testAdmin } from "../../../test/render-app";
import { testLibrary } from "../../../test/report-fixtures";

const locations = [testLibrary, { id: "loc-2", nameEn: "Cafeteria", nameMy: "Kafeteria", active: true }];
const actor = { id: testAdmin.id, name: testAdmin.name };
const phone = { type: "lost", itemType: "phone", itemTypeOther: null, brand: "Samsung", color: "Black" };

const entries: AuditEntry[] = [
  {
    id: "a1",
    at: "2026-03-02T01:30:00.000Z",
    actor,
    action: "report.edit",
    targetType: "report",
    targetId: "lost-1",
    detail: {
      report: phone,
      changes: {
        color: ["Black", "Blue"],
        location_id: ["loc-1", "loc-2"],
        event_date: ["2026-03-01", "2026-03-02"],
        custody: ["finder", "office"],
        brand: [null, "Samsung"],
      },
    },
  },
  {
    id: "a2",
    at: "2026-03-01T09:00:00.000Z",
    actor,
    action: "report.delete",
    targetType: "report",
    targetId: "found-2",
    detail: { report: { type: "found", itemType: "wallet", itemTypeOther: null, brand: null, color: "Brown" } },
  },
  {
    id: "a3",
    at: "2026-02-28T09:00:00.000Z",
    actor,
    action: "user.role",
    targetType: "user",
    targetId: "u1",
    detail: { user: { name: "Aisyah Rahman", email: "aisyah@student.ujian.edu.my" }, from: "student", to: "admin" },
  },
  {
    id: "a4",
    at: "2026-02-27T09:00:00.000Z",
    actor: { id: null, name: "Siti Admin" },
    action: "roster.import",
    targetType: "roster",
    targetId: "import-7",
    detail: { added: 3, updated: 1, refused: 2 },
  },
  {
    id: "a5",
    at: "2026-02-26T09:00:00.000Z",
    actor,
    action: "location.change",
    targetType: "location",
    targetId: "loc-2",
    detail: {
      location: { nameEn: "Cafeteria", nameMy: "Kafeteria" },
      changes: { nameEn: ["Canteen", "Cafeteria"], active: [true, false] },
    },
  },
  {
    id: "a6",
    at: "2026-02-25T09:00:00.000Z",
    actor,
    action: "user.disable",
    targetType: "user",
    targetId: "u9",
    detail: {},
  },
  {
    id: "a7",
    at: "2026-02-24T09:00:00.000Z",
    actor,
    action: "report.export",
    targetType: "export",
    targetId: "reports.csv",
    detail: { rows: 42, filters: { type: "lost" } },
  },
];

const places = [
  { id: "p1", nameEn: "Shelf A", nameMy: "Rak A", kind: "shelf" as const, active: false, items: 0 },
  { id: "p2", nameEn: "Safe", nameMy: "Peti besi", kind: "safe" as const, active: true, items: 3 },
];
const wallet = { type: "found", itemType: "wallet", itemTypeOther: null, brand: "Bonia", color: "Brown" };
const before =
  "Black leather wallet with two library cards, a student card and some cash, found under the table by the window on level 2";
const custodyEntries: AuditEntry[] = [
  ["c1", "storage.change", "storagePlace", "p1", { change: { active: false } }],
  [
    "c2",
    "storage.change",
    "storagePlace",
    "p2",
    { place: { nameEn: "Safe", nameMy: "Peti besi" }, changes: { nameEn: ["Strongbox", "Safe"] } },
  ],
  ["c3", "custody.handIn", "report", "found-1", { report: wallet, storagePlaceId: "p1", handedInBy: "Ali" }],
  ["c4", "custody.move", "report", "found-1", { report: wallet, from: "p1", to: "p2" }],
  [
    "c5",
    "custody.dispose",
    "report",
    "found-1",
    { report: wallet, method: "donated", note: "Charity shop", from: "p2" },
  ],
  ["c6", "custody.dispose", "report", "found-2", { report: wallet, method: "toPolice", note: null, from: null }],
  ["c7", "custody.dispose", "report", "found-3", { report: wallet, method: "discarded", note: null, from: null }],
  [
    "c8",
    "report.edit",
    "report",
    "found-1",
    { report: wallet, changes: { description: [before, before.replace("level 2", "level 3")] } },
  ],
].map(([id, action, targetType, targetId, detail], index) => ({
  id: id as string,
  at: `2026-03-1${index}T01:30:00.000Z`,
  actor,
  action: action as AuditEntry["action"],
  targetType: targetType as string,
  targetId: targetId as string,
  detail: detail as Record<string, unknown>,
}));

function stubAudit({ list = entries, total = list.length }: { list?: AuditEntry[]; total?: number } = {}) {
  return stubApi({
    session: testAdmin,
    handle: (request, path) => {
      if (path === "/api/locations") return json(locationListSchema, { locations });
      if (path === "/api/admin/storage-places") return json(storagePlaceListSchema, { places });
      if (path === "/api/admin/audit")
        return json(auditPageSchema, {
          entries: list,
          total,
          page: Number(new URL(request.url).searchParams.get("page") ?? 1),
          pageSize: 50,
        });
      return undefined;
    },
  });
}

const auditQueries = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname === "/api/admin/audit").map((call) => new URL(call.url).search);
const rowAt = (when: string) => screen.getByRole("rowheader", { name: when }).closest("tr")!;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("audit log", () => {
  it("lists each entry readably: when, who, what, on what, and what changed", async () => {
    stubAudit();
    renderApp(paths.adminAudit);
    expect(await screen.findByRole("heading", { level: 1, name: "Audit log" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Audit log entries" });
    expect(within(table).getAllByRole("row").slice(1)).toHaveLength(7);
    expect(screen.getByRole("heading", { name: "Entries found: 7" })).toBeTruthy();

    const edit = rowAt("2 Mar 2026, 09:30");
    await waitFor(() => expect(within(edit).getByText("Location: Main Library → Cafeteria")).toBeTruthy());
    expect(cells(edit).slice(0, 2)).toEqual(["Office Admin", "Report edited"]);
    expect(within(edit).getByRole("link", { name: "Samsung (Phone)" }).getAttribute("href")).toBe(
      "/dashboard/report-lost/lost-1",
    );
    expect(within(edit).getByText("Lost item report")).toBeTruthy();
    expect(
      within(edit)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Colour: Black → Blue",
      "Location: Main Library → Cafeteria",
      "Date lost or found: 1 Mar 2026 → 2 Mar 2026",
      "Custody: With the finder → At the administration office",
      "Brand: none → Samsung",
    ]);

    const deleted = rowAt("1 Mar 2026, 17:00");
    expect(cells(deleted).slice(0, 3)).toEqual(["Office Admin", "Report deleted", "WalletFound item report"]);
    expect(within(deleted).queryByRole("link")).toBeNull();

    expect(cells(rowAt("28 Feb 2026, 17:00"))).toEqual([
      "Office Admin",
      "Role changed",
      "Aisyah Rahmanaisyah@student.ujian.edu.my",
      "Role: Student → Administrator",
    ]);
    expect(cells(rowAt("27 Feb 2026, 17:00"))).toEqual([
      "Siti Admin",
      "Roster imported",
      "Student roster",
      "3 added, 1 updated, 2 refused",
    ]);
    const place = rowAt("26 Feb 2026, 17:00");
    expect(cells(place).slice(1, 3)).toEqual(["Location changed", "Cafeteria"]);
    expect(
      within(place)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Name in English: Canteen → Cafeteria", "Status: Offered → Retired"]);
    // An old entry without its detail still says what and on whom.
    expect(cells(rowAt("25 Feb 2026, 17:00"))).toEqual(["Office Admin", "Account disabled", "User u9", ""]);
    // A CSV export takes students' names and emails out of the system: it is recorded with its size.
    expect(cells(rowAt("24 Feb 2026, 17:00"))).toEqual([
      "Office Admin",
      "Reports exported (CSV)",
      "Report table",
      "42 reports with their reporters' names and emails",
    ]);
  });

  it("names storage places, says how each item was let go, shows what changed in a long text, without form labels", async () => {
    stubAudit({ list: custodyEntries });
    const { i18n } = renderApp(paths.adminAudit);
    await screen.findByRole("table", { name: "Audit log entries" });
    const row = (day: number) => rowAt(`${day} Mar 2026, 09:30`);
    // A storage place is named, not "storagePlace p1", from the places list for old entries.
    await waitFor(() =>
      expect(cells(row(10))).toEqual(["Office Admin", "Storage place changed", "Shelf A", "Status: Retired"]),
    );
    expect(cells(row(11))).toEqual([
      "Office Admin",
      "Storage place changed",
      "Safe",
      "Name in English: Strongbox → Safe",
    ]);
    expect(cells(row(12))[3]).toBe("Storage place: Shelf A");
    expect(cells(row(13))[3]).toBe("Storage place: Shelf A → Safe");
    // Donated and handed to the police are each what they were, not "disposed of".
    expect(cells(row(14)).slice(1, 2)).toEqual(["Item donated"]);
    expect(
      within(row(14))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Storage place: Safe", "Note: Charity shop"]);
    expect(cells(row(15))[1]).toBe("Item handed to the police");
    expect(cells(row(16))[1]).toBe("Item disposed of");
    // A long description's change is shown where it changed.
    const [description] = within(row(17))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    const [was, now] = description!.replace("Description: ", "").split(" → ");
    expect(was).toContain("level 2");
    expect(now).toContain("level 3");
    expect(document.body.textContent).not.toMatch(/storagePlace|\(optional\)|How it was let go/);
    await act(() => i18n.changeLanguage("my"));
    expect(await screen.findByText("Barang didermakan")).toBeTruthy();
    expect(screen.getByText("Catatan: Charity shop")).toBeTruthy();
    expect(screen.getByText("Barang diserahkan kepada polis")).toBeTruthy();
    expect(screen.getByText("Rak A")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\(pilihan\)/);
  });

  it("offers every action by name, sends the filters from the address and keeps new ones there", async () => {
    const calls = stubAudit({ total: 120 });
    const user = userEvent.setup();
    const { router } = renderApp(`${paths.adminAudit}?action=user.role`);
    await screen.findByRole("table", { name: "Audit log entries" });
    expect(auditQueries(calls)[0]).toBe("?action=user.role&page=1&pageSize=50");
    const action = screen.getByLabelText<HTMLSelectElement>("Action");
    expect(action.value).toBe("user.role");
    const options = within(action).getAllByRole("option");
    expect(options.map((option) => option.getAttribute("value"))).toEqual(["", ...AUDIT_ACTIONS]);
    expect(options.map((option) => option.textContent)).toEqual([
      "All actions",
      "Report edited",
      "Report marked complete",
      "Report deleted",
      "Role changed",
      "Account disabled",
      "Account enabled",
      "Roster imported",
      "Location added",
      "Location changed",
      "Storage place added",
      "Storage place changed",
      "Item handed in",
      "Item moved",
      "Item kept longer",
      "Item let go (disposed of, donated or to the police)",
      "Retention changed",
      "Claim approved",
      "Claim rejected",
      "Item handed over to its owner",
      "Hidden details changed",
      "Reports exported (CSV)",
      "Office notice sent to a likely owner",
    ]);

    await user.selectOptions(action, "location.change");
    await waitFor(() => expect(auditQueries(calls).at(-1)).toBe("?action=location.change&page=1&pageSize=50"));
    fireEvent.change(screen.getByLabelText("Date from"), { target: { value: "01/02/2026" } });
    await waitFor(() => expect(auditQueries(calls).at(-1)).toContain("from=2026-02-01"));
    fireEvent.change(screen.getByLabelText("Date to"), { target: { value: "28/02/2026" } });
    await waitFor(() => expect(auditQueries(calls).at(-1)).toContain("to=2026-02-28"));
    fireEvent.change(screen.getByLabelText("Done by"), { target: { value: " siti " } });
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(auditQueries(calls).at(-1)).toBe(
        "?action=location.change&actor=siti&from=2026-02-01&to=2026-02-28&page=1&pageSize=50",
      ),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      action: "location.change",
      actor: "siti",
      from: "2026-02-01",
      to: "2026-02-28",
    });

    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pages).getByText("Page 1 of 3")).toBeTruthy();
    await user.click(within(pages).getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(new URLSearchParams(auditQueries(calls).at(-1)).get("page")).toBe("2"));
    expect(screen.getByLabelText<HTMLInputElement>("Done by").value).toBe("siti");
  });

  it("says when nothing is recorded, and when nothing matches the filters", async () => {
    stubAudit({ list: [] });
    const { unmount } = renderApp(paths.adminAudit);
    expect(await screen.findByText("Nothing has been recorded yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    unmount();
    renderApp(`${paths.adminAudit}?actor=nobody`);
    expect(await screen.findByText("No entries match these filters.")).toBeTruthy();
  });

  it("says when the log cannot be loaded, keeping the filters", async () => {
    stubApi({
      session: testAdmin,
      handle: (_request, path) =>
        path === "/api/admin/audit"
          ? refusal(500, { code: "INTERNAL_ERROR", message: "Something went wrong." })
          : undefined,
    });
    renderApp(`${paths.adminAudit}?actor=siti`);
    expect((await screen.findByRole("alert")).textContent).toBe("The audit log could not be loaded.");
    expect(screen.getByLabelText<HTMLInputElement>("Done by").value).toBe("siti");
  });

  it("renders in Malay", async () => {
    stubAudit();
    const { i18n } = renderApp(paths.adminAudit);
    await screen.findByRole("table", { name: "Audit log entries" });
    await waitFor(() => expect(screen.getByText("Location: Main Library → Cafeteria")).toBeTruthy());
    await i18n.changeLanguage("my");
    expect(await screen.findByRole("heading", { level: 1, name: "Log audit" })).toBeTruthy();
    const edit = screen.getByRole("table", { name: "Entri log audit" }).querySelector("tbody tr")!;
    expect(within(edit as HTMLElement).getByRole("rowheader").textContent).toContain("2 Mac 2026");
    expect(
      within(edit as HTMLElement)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Warna: Black → Blue",
      "Lokasi: Perpustakaan Utama → Kafeteria",
      "Tarikh hilang atau dijumpai: 1 Mac 2026 → 2 Mac 2026",
      "Jagaan: Pada penemu → Di pejabat pentadbiran",
      "Jenama: tiada → Samsung",
    ]);
    expect(screen.getByText("Peranan: Pelajar → Pentadbir")).toBeTruthy();
    expect(screen.getByText("3 ditambah, 1 dikemas kini, 2 ditolak")).toBeTruthy();
    expect(screen.getByText("Pengguna u9")).toBeTruthy();
    expect(within(screen.getByLabelText("Tindakan")).getByRole("option", { name: "Peranan ditukar" })).toBeTruthy();
  });
});
