import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  adminLocationListSchema,
  adminLocationResponseSchema,
  adminReportPageSchema,
  locationListSchema,
  paths,
  type AdminLocation,
} from "@campus/shared";
import { json, refusal } from "../../../test/fake-answers";
import { renderApp, stubApi, testAdmin } from "../../../test/render-app";

const initial: AdminLocation[] = [
  {
    id: "loc-2",
    nameEn: "Cafeteria",
    nameMy: "Kafeteria",
    active: true,
    area: "north",
    reports: 3,
    createdAt: "2026-01-01T00:00:00.000Z",
  },
  {
    id: "loc-1",
    nameEn: "Main Library",
    nameMy: "Perpustakaan Utama",
    active: true,
    area: null,
    reports: 12,
    createdAt: "2026-01-01T00:00:00.000Z",
  },
  {
    id: "loc-3",
    nameEn: "Old Hall",
    nameMy: "Dewan Lama",
    active: false,
    area: "south",
    reports: 1,
    createdAt: "2026-01-01T00:00:00.000Z",
  },
];

/** The admin locations endpoints as the server answers them (names unique in each language). */
function stubLocations() {
  let locations = initial.map((location) => ({ ...location }));
  const bodies: Array<{ method: string; path: string; body: Record<string, unknown> }> = [];
  const taken = (field: "nameEn" | "nameMy", value: unknown, id?: string) =>
    locations.some((location) => location.id !== id && location[field].toLowerCase() === String(value).toLowerCase());
  const calls = stubApi({
    session: testAdmin,
    handle: async (request, path) => {
      if (path === "/api/locations")
        return json(locationListSchema, {
          locations: locations.map(({ id, nameEn, nameMy, active }) => ({ id, nameEn, nameMy, active })),
        });
      if (path === "/api/admin/reports")
        return json(adminReportPageSchema, { reports: [], total: 0, page: 1, pageSize: 20 });
      if (path === "/api/admin/locations" && request.method === "GET")
        return json(adminLocationListSchema, {
          locations: [...locations].sort((a, b) => a.nameEn.localeCompare(b.nameEn)),
        });
      if (path === "/api/admin/locations" && request.method === "POST") {
        const body = (await request.clone().json()) as Record<string, string>;
        bodies.push({ method: "POST", path, body });
        if (taken("nameEn", body.nameEn))
          return refusal(409, {
            code: "LOCATION_EXISTS",
            message: "A location with this name already exists",
            fields: { nameEn: "A location with this name already exists" },
          });
        const location: AdminLocation = {
          id: `loc-${locations.length + 1}`,
          nameEn: body.nameEn!,
          nameMy: body.nameMy!,
          area: body.area || null,
          active: true,
          reports: 0,
          createdAt: "2026-03-01T00:00:00.000Z",
        };
        locations.push(location);
        return json(adminLocationResponseSchema, { location, message: "Location added" }, 201);
      }
      const match = /^\/api\/admin\/locations\/([^/]+)$/.exec(path);
      if (match && request.method === "PATCH") {
        const body = (await request.clone().json()) as Partial<AdminLocation>;
        bodies.push({ method: "PATCH", path, body });
        const one = locations.find((location) => location.id === match[1]);
        if (!one) return refusal(404, { code: "NOT_FOUND", message: "Location not found." });
        if (body.nameMy && taken("nameMy", body.nameMy, one.id))
          return refusal(409, {
            code: "LOCATION_EXISTS",
            message: "A location with this name already exists",
            fields: { nameMy: "A location with this name already exists" },
          });
        const updated = { ...one, ...body, area: body.area === undefined ? one.area : body.area || null };
        locations = locations.map((location) => (location.id === one.id ? updated : location));
        const message =
          body.active === false
            ? "Location retired: it stays on old reports and is no longer offered"
            : body.active === true
              ? "Location offered again"
              : "Location updated";
        return json(adminLocationResponseSchema, { location: updated, message });
      }
      return undefined;
    },
  });
  return { calls, bodies };
}

const table = () => screen.findByRole("table", { name: "Campus locations" });
const rowOf = (name: string) => screen.getByRole("rowheader", { name }).closest("tr")!;
const shownNames = () =>
  within(screen.getByRole("table", { name: "Campus locations" }))
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("locations", () => {
  it("lists every location with its names, area, reports and status; retired ones marked", async () => {
    stubLocations();
    renderApp(paths.adminLocations);
    expect(await screen.findByRole("heading", { level: 1, name: "Locations" })).toBeTruthy();
    const rows = within(await table())
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual([
      "Cafeteria",
      "Main Library",
      "Old Hall",
    ]);
    expect(cells(rowOf("Main Library")).slice(0, 4)).toEqual(["Perpustakaan Utama", "None", "12", "Active"]);
    expect(cells(rowOf("Old Hall")).slice(0, 4)).toEqual(["Dewan Lama", "south", "1", "Retired"]);
    expect(within(rowOf("Old Hall")).getByRole("button", { name: "Offer Old Hall again" })).toBeTruthy();
    expect(within(rowOf("Cafeteria")).getByRole("button", { name: "Retire Cafeteria" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Locations shown: 3" })).toBeTruthy();
    // The area box offers the areas in use.
    const area = screen.getByLabelText("Area (optional)");
    const list = document.getElementById(area.getAttribute("list")!)!;
    expect([...list.querySelectorAll("option")].map((option) => option.value)).toEqual(["north", "south"]);
  });

  it("keeps which locations are shown in the address", async () => {
    stubLocations();
    const user = userEvent.setup();
    const { router } = renderApp(paths.adminLocations);
    await table();
    await user.selectOptions(screen.getByLabelText("Show"), "retired");
    await waitFor(() => expect(router.state.location.search).toBe("?show=retired"));
    await waitFor(() => expect(shownNames()).toEqual(["Old Hall"]));
    await user.selectOptions(screen.getByLabelText("Show"), "active");
    await waitFor(() => expect(router.state.location.search).toBe("?show=active"));
    await waitFor(() => expect(shownNames()).toEqual(["Cafeteria", "Main Library"]));
  });

  it("adds a location: checks the form first, shows a refusal with the input kept, then adds and empties the form", async () => {
    const { bodies } = stubLocations();
    const user = userEvent.setup();
    renderApp(paths.adminLocations);
    await table();
    const form = screen.getByRole("region", { name: "Add a location" });
    await user.click(within(form).getByRole("button", { name: "Add location" }));
    expect(await within(form).findByText("Please enter the name in English")).toBeTruthy();
    expect(within(form).getByText("Please enter the name in Malay")).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.type(within(form).getByLabelText("Name in English"), "main library");
    await user.type(within(form).getByLabelText("Name in Malay"), "Perpustakaan Baharu");
    await user.type(within(form).getByLabelText("Area (optional)"), " North ");
    await user.click(within(form).getByRole("button", { name: "Add location" }));
    expect(await within(form).findByText("A location with this name already exists")).toBeTruthy();
    expect(within(form).getByLabelText("Name in English").getAttribute("aria-invalid")).toBe("true");
    expect(within(form).getByLabelText<HTMLInputElement>("Name in English").value).toBe("main library");
    expect(within(form).getByLabelText<HTMLInputElement>("Name in Malay").value).toBe("Perpustakaan Baharu");
    expect(bodies[0]!.body).toEqual({ nameEn: "main library", nameMy: "Perpustakaan Baharu", area: "north" });

    await user.clear(within(form).getByLabelText("Name in English"));
    await user.type(within(form).getByLabelText("Name in English"), "New Library");
    await user.click(within(form).getByRole("button", { name: "Add location" }));
    expect(await screen.findByText("Location added")).toBeTruthy();
    expect(bodies[1]!.body).toEqual({ nameEn: "New Library", nameMy: "Perpustakaan Baharu", area: "north" });
    expect(await screen.findByRole("rowheader", { name: "New Library" })).toBeTruthy();
    expect(cells(rowOf("New Library")).slice(0, 4)).toEqual(["Perpustakaan Baharu", "north", "0", "Active"]);
    const english = within(screen.getByRole("region", { name: "Add a location" })).getByLabelText<HTMLInputElement>(
      "Name in English",
    );
    expect(english.value).toBe("");
    expect(document.activeElement).toBe(english);
  });

  it("renames a location in a dialog, sending only what changed, and shows a refusal on its field", async () => {
    const { bodies } = stubLocations();
    const user = userEvent.setup();
    renderApp(paths.adminLocations);
    await table();
    await user.click(screen.getByRole("button", { name: "Edit Main Library" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit location: Main Library" });
    const malay = within(dialog).getByLabelText<HTMLInputElement>("Name in Malay");
    expect(malay.value).toBe("Perpustakaan Utama");

    await user.clear(within(dialog).getByLabelText("Name in English"));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText("Please enter the name in English")).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText("Name in English"), "Main Library");
    await user.clear(malay);
    await user.type(malay, "kafeteria");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText("A location with this name already exists")).toBeTruthy();
    expect(malay.value).toBe("kafeteria");
    expect(bodies[0]).toEqual({ method: "PATCH", path: "/api/admin/locations/loc-1", body: { nameMy: "kafeteria" } });

    await user.clear(malay);
    await user.type(malay, "Perpustakaan Induk");
    await user.type(within(dialog).getByLabelText("Area (optional)"), "Central");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Location updated")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodies[1]!.body).toEqual({ nameMy: "Perpustakaan Induk", area: "central" });
    await waitFor(() => expect(cells(rowOf("Main Library")).slice(0, 2)).toEqual(["Perpustakaan Induk", "central"]));
  });

  it("retires a location after explaining what that means, and forms stop offering it at once", async () => {
    const { bodies, calls } = stubLocations();
    const user = userEvent.setup();
    const { router } = renderApp(paths.reportInfo);
    // The report screens have loaded the public list of locations (kept for minutes).
    await screen.findByRole("option", { name: "Cafeteria" });
    const publicLists = () => calls.filter((call) => new URL(call.url).pathname === "/api/locations").length;
    expect(publicLists()).toBe(1);
    await router.navigate(paths.adminLocations);
    await table();

    await user.click(screen.getByRole("button", { name: "Retire Cafeteria" }));
    let dialog = await screen.findByRole("dialog", { name: "Retire Cafeteria?" });
    expect(
      within(dialog).getByText(/stays on the reports that already name it, but it is no longer offered on new reports/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Retire Cafeteria" }));
    dialog = await screen.findByRole("dialog", { name: "Retire Cafeteria?" });
    await user.click(within(dialog).getByRole("button", { name: "Retire" }));
    expect(await screen.findByText("Location retired: it stays on old reports and is no longer offered")).toBeTruthy();
    expect(bodies[0]).toEqual({ method: "PATCH", path: "/api/admin/locations/loc-2", body: { active: false } });
    expect(await within(rowOf("Cafeteria")).findByRole("button", { name: "Offer Cafeteria again" })).toBeTruthy();
    expect(cells(rowOf("Cafeteria"))[3]).toBe("Retired");

    // Back on a screen with the public list: it is fetched again, not served from the cache.
    await router.navigate(paths.reportInfo);
    await waitFor(() => expect(publicLists()).toBe(2));

    await router.navigate(paths.adminLocations);
    await user.click(await screen.findByRole("button", { name: "Offer Cafeteria again" }));
    dialog = await screen.findByRole("dialog", { name: "Offer Cafeteria again?" });
    await user.click(within(dialog).getByRole("button", { name: "Offer again" }));
    expect(await screen.findByText("Location offered again")).toBeTruthy();
    expect(bodies[1]!.body).toEqual({ active: true });
  });

  it("says when the locations cannot be loaded", async () => {
    stubApi({
      session: testAdmin,
      handle: (_request, path) =>
        path === "/api/admin/locations"
          ? refusal(500, { code: "INTERNAL_ERROR", message: "Something went wrong." })
          : undefined,
    });
    renderApp(paths.adminLocations);
    expect((await screen.findByRole("alert")).textContent).toBe("The locations could not be loaded. Please try again.");
  });

  it("speaks Malay", async () => {
    stubLocations();
    const { i18n } = renderApp(paths.adminLocations);
    await table();
    await i18n.changeLanguage("my");
    expect(await screen.findByRole("heading", { level: 1, name: "Lokasi" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Lokasi kampus" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Persarakan Perpustakaan Utama" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Tawarkan Dewan Lama semula" })).toBeTruthy();
    expect(cells(rowOf("Old Hall"))[3]).toBe("Dipersarakan");
    expect(screen.getByLabelText("Nama dalam bahasa Inggeris")).toBeTruthy();
  });
});
