import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  adminReportPageSchema,
  likelyOwnerListSchema,
  locationListSchema,
  messageResponseSchema,
  paths,
  reportResponseSchema,
  storagePlaceListSchema,
  type AdminReportRow,
  type ReportDetails,
} from "@campus/shared";
import { json, refusal } from "../../../test/fake-answers";
import { renderApp, stubApi, testAdmin } from "../../../test/render-app";
import { testLibrary, testReport } from "../../../test/report-fixtures";

const locations = [testLibrary, { id: "loc-2", nameEn: "Cafeteria", nameMy: "Kafeteria", active: true }];

const row = (report: ReportDetails): AdminReportRow => ({
  id: report.id,
  type: report.type,
  itemType: report.itemType,
  itemTypeOther: report.itemTypeOther,
  brand: report.brand,
  model: report.model,
  color: report.color,
  serialNumber: report.serialNumber,
  location: { id: report.location.id, nameEn: report.location.nameEn, nameMy: report.location.nameMy },
  eventDate: report.eventDate,
  status: report.status,
  createdAt: report.createdAt,
  completedAt: report.completedAt,
  reporter: { visitor: report.reporter.visitor, name: report.reporter.name, email: report.reporter.email },
  reference: report.type === "found" ? "LF-7K3M9P" : null,
  custodyState: report.type === "found" ? (report.custody === "office" ? "office" : "finder") : null,
  storagePlace: report.custody === "office" ? { id: "place-1", nameEn: "Shelf A", nameMy: "Rak A" } : null,
  disposal: null,
});

const storagePlaces = [
  { id: "place-1", nameEn: "Shelf A", nameMy: "Rak A", kind: "shelf" as const, active: true, items: 1 },
  { id: "place-2", nameEn: "Safe", nameMy: "Peti besi", kind: "safe" as const, active: true, items: 0 },
];

/** The admin's report endpoints as the server answers them; the PATCH refuses a colour "Invalid". */
function stubReports({ total = 2 }: { total?: number } = {}) {
  let reports = [
    testReport({ mine: false, serialNumber: "SN-1" }),
    testReport({
      id: "found-2",
      type: "found",
      itemType: "wallet",
      brand: null,
      model: null,
      color: "Brown",
      custody: "office",
      mine: false,
      reporter: { visitor: true, office: false, name: "Ahmad", email: "ahmad@example.com", phone: null },
    }),
  ];
  const bodies: unknown[] = [];
  const calls = stubApi({
    session: testAdmin,
    handle: async (request, path) => {
      if (path === "/api/locations") return json(locationListSchema, { locations });
      if (path === "/api/admin/storage-places") return json(storagePlaceListSchema, { places: storagePlaces });
      if (path === "/api/admin/reports")
        return json(adminReportPageSchema, {
          reports: reports.map(row),
          total,
          page: Number(new URL(request.url).searchParams.get("page") ?? 1),
          pageSize: 20,
        });
      if (path === "/api/admin/reports/found-2/likely-owners") return json(likelyOwnerListSchema, { owners: [] });
      const one = reports.find((report) => path.endsWith(`/${report.id}`) || path.endsWith(`/${report.id}/complete`));
      if (!one) return undefined;
      if (path === `/api/admin/reports/${one.id}` && request.method === "PATCH") {
        const body = (await request.clone().json()) as Partial<ReportDetails>;
        bodies.push(body);
        if (body.color === "Invalid")
          return refusal(400, {
            code: "VALIDATION_ERROR",
            message: "Please check the form.",
            fields: { color: "That colour is not allowed" },
          });
        const updated = { ...one, ...body, location: one.location };
        reports = reports.map((report) => (report.id === one.id ? updated : report));
        return json(reportResponseSchema, { report: updated, message: "Report updated successfully" });
      }
      if (path === `/api/reports/${one.id}/complete` && request.method === "POST") {
        const updated = { ...one, status: "solved" as const, completedAt: "2026-03-05T03:00:00.000Z" };
        reports = reports.map((report) => (report.id === one.id ? updated : report));
        return json(reportResponseSchema, { report: updated, message: "Report marked as complete" });
      }
      if (path === `/api/reports/${one.id}` && request.method === "DELETE") {
        reports = reports.filter((report) => report.id !== one.id);
        return json(messageResponseSchema, { message: "Item deleted" });
      }
      if (path === `/api/reports/${one.id}`) return json(reportResponseSchema, { report: one });
      return undefined;
    },
  });
  return { calls, bodies };
}

const listQueries = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname === "/api/admin/reports").map((call) => new URL(call.url).search);
const lastList = (calls: Request[]) => new URLSearchParams(listQueries(calls).at(-1));

describe("report information", () => {
  it("lists every report in a table with its reporter and actions", async () => {
    stubReports();
    renderApp(paths.reportInfo);
    expect(await screen.findByRole("heading", { level: 1, name: "Report information" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Reports" });
    expect(screen.getByRole("region", { name: "Reports" })).toBeTruthy();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole("rowheader").textContent).toBe("Samsung Galaxy S23 (Phone)Black");
    expect(rows[1]!.textContent).toContain("ahmad@example.com");
    expect(within(rows[1]!).getByRole("button", { name: "Details of Wallet" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Reports found: 2" })).toBeTruthy();
  });

  it("sends the filters from the address and keeps new ones there, and the CSV link carries them", async () => {
    const { calls } = stubReports();
    const user = userEvent.setup();
    const { router } = renderApp(`${paths.reportInfo}?type=lost&status=pending`);
    await screen.findByRole("table", { name: "Reports" });
    expect(listQueries(calls)[0]).toBe("?type=lost&status=pending&page=1&pageSize=20");

    // Each choice applies at once: the next waits for the table's request with it.
    const applied = (param: string) => waitFor(() => expect(listQueries(calls).at(-1)).toContain(param));
    await user.selectOptions(screen.getByLabelText("Item type"), "phone");
    await applied("itemType=phone");
    await screen.findByRole("option", { name: "Main Library" });
    await user.selectOptions(screen.getByLabelText("Location"), "loc-1");
    await applied("locationId=loc-1");
    fireEvent.change(screen.getByLabelText("Date from"), { target: { value: "01/03/2026" } });
    await applied("from=2026-03-01");
    fireEvent.change(screen.getByLabelText("Date to"), { target: { value: "31/03/2026" } });
    await applied("to=2026-03-31");
    fireEvent.change(screen.getByLabelText("Search words"), { target: { value: "samsung" } });
    fireEvent.change(screen.getByLabelText("Reporter"), { target: { value: " aisyah " } });
    await user.click(screen.getByRole("button", { name: "Search" }));

    await waitFor(() =>
      expect(Object.fromEntries(lastList(calls))).toEqual({
        type: "lost",
        itemType: "phone",
        locationId: "loc-1",
        status: "pending",
        from: "2026-03-01",
        to: "2026-03-31",
        q: "samsung",
        reporter: "aisyah",
        page: "1",
        pageSize: "20",
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      type: "lost",
      itemType: "phone",
      locationId: "loc-1",
      status: "pending",
      from: "2026-03-01",
      to: "2026-03-31",
      q: "samsung",
      reporter: "aisyah",
    });

    const csv = screen.getByRole("link", { name: "Export CSV" });
    expect(csv.hasAttribute("download")).toBe(true);
    const href = new URL(csv.getAttribute("href")!, "http://localhost");
    expect(href.pathname).toBe("/api/admin/reports.csv");
    expect(Object.fromEntries(href.searchParams)).toEqual({
      type: "lost",
      itemType: "phone",
      locationId: "loc-1",
      status: "pending",
      from: "2026-03-01",
      to: "2026-03-31",
      q: "samsung",
      reporter: "aisyah",
    });
  });

  it("filters by custody state and storage place, in the address and the CSV link", async () => {
    const { calls } = stubReports();
    const user = userEvent.setup();
    const { router } = renderApp(paths.reportInfo);
    await screen.findByRole("table", { name: "Reports" });
    await user.selectOptions(screen.getByLabelText("Custody"), "disposed");
    await waitFor(() => expect(listQueries(calls).at(-1)).toContain("custodyState=disposed"));
    await screen.findByRole("option", { name: "Safe" });
    await user.selectOptions(screen.getByLabelText("Storage place"), "place-2");
    await waitFor(() => expect(lastList(calls).get("storagePlaceId")).toBe("place-2"));
    expect(lastList(calls).get("custodyState")).toBe("disposed");
    expect(new URLSearchParams(router.state.location.search).get("storagePlaceId")).toBe("place-2");
    const href = new URL(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")!, "http://localhost");
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      custodyState: "disposed",
      storagePlaceId: "place-2",
    });
  });

  it("offers the custody filters in Malay", async () => {
    stubReports();
    const { i18n } = renderApp(paths.reportInfo);
    await screen.findByRole("table");
    await act(() => i18n.changeLanguage("my"));
    expect(screen.getByLabelText("Jagaan")).toBeTruthy();
    expect(await screen.findByRole("option", { name: "Dilupuskan" })).toBeTruthy();
    expect(await screen.findByRole("option", { name: "Peti besi" })).toBeTruthy();
  });

  it("sorts by a column from its header, and pages through the results", async () => {
    const { calls } = stubReports({ total: 45 });
    const user = userEvent.setup();
    const { router } = renderApp(paths.reportInfo);
    await screen.findByRole("table", { name: "Reports" });
    const header = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) }).closest("th")!;
    expect(header("Reported on").getAttribute("aria-sort")).toBe("descending");

    await user.click(screen.getByRole("button", { name: /^Location/ }));
    await waitFor(() => expect(lastList(calls).get("sort")).toBe("location"));
    expect(lastList(calls).get("dir")).toBe("asc");
    expect(header("Location").getAttribute("aria-sort")).toBe("ascending");
    expect(header("Reported on").getAttribute("aria-sort")).toBeNull();

    await user.click(screen.getByRole("button", { name: /^Location/ }));
    await waitFor(() => expect(lastList(calls).get("dir")).toBeNull());
    expect(lastList(calls).get("sort")).toBe("location");
    expect(header("Location").getAttribute("aria-sort")).toBe("descending");
    expect(router.state.location.search).toBe("?sort=location");

    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pages).getByText("Page 1 of 3")).toBeTruthy();
    await user.click(within(pages).getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(lastList(calls).get("page")).toBe("2"));
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/admin/reports.csv?sort=location",
    );
  });

  it("edits a report: a refused field shows its error with the typed values kept, then the saved edit says so", async () => {
    const { bodies } = stubReports();
    const user = userEvent.setup();
    renderApp(paths.reportInfo);
    await user.click(await screen.findByRole("button", { name: "Edit Samsung Galaxy S23 (Phone)" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit report: Samsung Galaxy S23 (Phone)" });
    const color = await within(dialog).findByLabelText("Colour (optional)");
    expect((color as HTMLInputElement).value).toBe("Black");
    expect(within(dialog).getByLabelText<HTMLInputElement>("Serial number (optional)").value).toBe("SN-1");
    await user.clear(color);
    await user.type(color, "Invalid");
    await user.clear(within(dialog).getByLabelText("Model (optional)"));
    await user.type(within(dialog).getByLabelText("Model (optional)"), "Galaxy S24");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));

    expect(await within(dialog).findByText("That colour is not allowed")).toBeTruthy();
    expect(color.getAttribute("aria-invalid")).toBe("true");
    expect((color as HTMLInputElement).value).toBe("Invalid");
    expect(within(dialog).getByLabelText<HTMLInputElement>("Model (optional)").value).toBe("Galaxy S24");
    expect(bodies[0]).toMatchObject({
      itemType: "phone",
      brand: "Samsung",
      color: "Invalid",
      model: "Galaxy S24",
      locationId: "loc-1",
      eventDate: "2026-03-02",
    });

    await user.clear(color);
    await user.type(color, "Blue");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Report updated successfully")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodies[1]).toMatchObject({ color: "Blue", model: "Galaxy S24" });
    expect(await screen.findByRole("rowheader", { name: "Samsung Galaxy S24 (Phone)Blue" })).toBeTruthy();
  });

  it("marks a report complete and deletes another, each after confirming", async () => {
    const { calls } = stubReports();
    const user = userEvent.setup();
    renderApp(paths.reportInfo);
    await user.click(await screen.findByRole("button", { name: "Mark complete Samsung Galaxy S23 (Phone)" }));
    let dialog = await screen.findByRole("dialog", { name: "Mark this report as complete?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Mark complete Samsung Galaxy S23 (Phone)" }));
    dialog = await screen.findByRole("dialog", { name: "Mark this report as complete?" });
    await user.click(within(dialog).getByRole("button", { name: "Mark as complete" }));
    expect(await screen.findByText("Report marked as complete")).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Mark complete Samsung Galaxy S23 (Phone)" })).toBeNull(),
    );
    // The row's button went: focus is on the row's new status.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Solved"));
    expect(document.activeElement?.closest("tr")?.textContent).toContain("Samsung Galaxy S23");

    await user.click(screen.getByRole("button", { name: "Delete Wallet" }));
    dialog = await screen.findByRole("dialog", { name: "Delete this report?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Item deleted")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Delete Wallet" })).toBeNull());
  });

  it("opens a report's details in a modal", async () => {
    stubReports();
    const user = userEvent.setup();
    renderApp(paths.reportInfo);
    await user.click(await screen.findByRole("button", { name: "Details of Samsung Galaxy S23 (Phone)" }));
    const dialog = await screen.findByRole("dialog", { name: "Samsung Galaxy S23 (Phone)" });
    expect(await within(dialog).findByText("SN-1")).toBeTruthy();
    expect(within(dialog).getByText("Main Library")).toBeTruthy();
    // The office is not told to contact the office.
    expect(within(dialog).queryByText(/Reports cannot be edited/)).toBeNull();
    expect(within(dialog).getByRole("link", { name: "Report information screen" }).getAttribute("href")).toBe(
      paths.reportInfo,
    );
    expect(within(dialog).queryByRole("region", { name: "Likely owners" })).toBeNull();
  });

  it("shows the likely owners in the details of a found item the office keeps", async () => {
    stubReports();
    const user = userEvent.setup();
    renderApp(paths.reportInfo);
    await user.click(await screen.findByRole("button", { name: "Details of Wallet" }));
    const dialog = await screen.findByRole("dialog", { name: "Wallet" });
    const owners = await within(dialog).findByRole("region", { name: "Likely owners" });
    expect(await within(owners).findByText("No pending lost report resembles this item yet.")).toBeTruthy();
  });

  it("says when the reports cannot be loaded", async () => {
    stubApi({
      session: testAdmin,
      handle: (_request, path) =>
        path === "/api/admin/reports"
          ? refusal(500, { code: "INTERNAL_ERROR", message: "Something went wrong." })
          : undefined,
    });
    renderApp(paths.reportInfo);
    expect(await screen.findByRole("alert")).toBeTruthy();
  });
});
