import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { adminOverviewSchema, paths, type AdminOverview, type StatsBucket } from "@campus/shared";
import { json } from "../../../test/fake-answers";
import { renderApp, stubApi, testAdmin } from "../../../test/render-app";

const bucket = (
  key: string,
  [lostPending, lostSolved, foundPending, foundSolved]: [number, number, number, number],
): StatsBucket => ({ key, lostPending, lostSolved, foundPending, foundSolved });

const location = (id: string, nameEn: string, nameMy: string, total: number) => ({
  id,
  nameEn,
  nameMy,
  active: id !== "hall",
  total,
  lost: total - 1,
  found: 1,
  solved: 0,
});

/** The overview the server sends for a view: monthly by default, weekly with other numbers. */
function overviewFor(view: string): AdminOverview {
  const weekly = view === "weekly";
  return {
    stats: weekly
      ? {
          view: "weekly",
          from: "2026-03-01",
          to: "2026-03-31",
          buckets: [
            bucket("week1", [1, 2, 3, 4]),
            bucket("week2", [5, 6, 7, 8]),
            bucket("week3", [0, 0, 0, 0]),
            bucket("week4", [0, 0, 0, 0]),
          ],
        }
      : {
          view: "monthly",
          from: "2026-01-01",
          to: "2026-12-31",
          buckets: [bucket("01", [3, 1, 2, 0]), bucket("02", [0, 0, 4, 1]), bucket("03", [5, 2, 0, 0])],
        },
    locations: [
      location("lib", "Main Library", "Perpustakaan Utama", 12),
      location("caf", "Cafeteria", "Kafeteria", 30),
      location("hall", "Old Hall", "Dewan Lama", 4),
    ],
    returnRate: weekly ? 0.25 : 0.425,
    medianDaysToSolve: 3.5,
    unclaimed: { over30: 7, over60: 4, over90: 2 },
    custodySteps: { handovers: 6, discarded: 3, donated: 2, toPolice: 1 },
    busiestItemTypes: [
      { itemType: "phone", count: 21 },
      { itemType: "wallet", count: 1 },
    ],
  };
}

function stubOverview() {
  return stubApi({
    session: testAdmin,
    handle: (request, path) =>
      path === "/api/admin/overview"
        ? json(adminOverviewSchema, overviewFor(new URL(request.url).searchParams.get("view") ?? "monthly"))
        : undefined,
  });
}

const overviewCalls = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname === "/api/admin/overview").map((call) => new URL(call.url).search);
const locationRows = () =>
  within(screen.getByRole("table", { name: /Each location|Setiap lokasi/ }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelector("th")!.textContent);

describe("the admin dashboard", () => {
  beforeEach(() => {
    class Observer {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal("ResizeObserver", Observer);
    const size = vi
      .spyOn(HTMLElement.prototype, "getBoundingClientRect")
      .mockReturnValue(DOMRect.fromRect({ width: 600, height: 300 }));
    return () => size.mockRestore();
  });

  it("shows the period's figures, in English and in Malay", async () => {
    stubOverview();
    const { i18n } = renderApp(paths.admin);
    expect(await screen.findByRole("heading", { level: 1, name: "Admin panel" })).toBeTruthy();
    const rate = await screen.findByRole("heading", { name: "Return rate" });
    expect(rate.parentElement!.textContent).toContain("42.5%");
    expect(screen.getByRole("heading", { name: "Median time to solved" }).parentElement!.textContent).toContain(
      "3.5 days",
    );
    const unclaimed = screen.getByRole("heading", { name: "Found items still unclaimed" }).parentElement!;
    expect(
      within(unclaimed)
        .getAllByRole("definition")
        .map((cell) => cell.textContent),
    ).toEqual(["7", "4", "2"]);
    expect(within(unclaimed).getByText("Over 90 days")).toBeTruthy();
    const over60 = within(unclaimed).getByRole("link", { name: "4 found items unclaimed over 60 days: open the list" });
    expect(over60.getAttribute("href")).toBe(`${paths.adminAgeing}?unclaimed=60`);
    const steps = screen.getByRole("heading", { name: "Handovers and disposals" }).parentElement!;
    expect(
      within(steps)
        .getAllByRole("definition")
        .map((cell) => cell.textContent),
    ).toEqual(["6", "3", "2", "1"]);
    // Donated and handed to the police are not counted as disposed of.
    expect(
      within(steps)
        .getAllByRole("term")
        .map((cell) => cell.textContent),
    ).toEqual(["Handed back", "Disposed of", "Donated", "Handed to the police"]);
    const busiest = screen.getByRole("heading", { name: "Busiest item types" }).parentElement!;
    expect(
      within(busiest)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Phone21 reports", "Wallet1 report"]);
    expect(screen.getByText("1 Jan 2026 to 31 Dec 2026")).toBeTruthy();

    await i18n.changeLanguage("my");
    expect(await screen.findByRole("heading", { level: 1, name: "Panel pentadbir" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Kadar pemulangan" }).parentElement!.textContent).toContain("42.5%");
    expect(screen.getByRole("heading", { name: "Masa median hingga selesai" }).parentElement!.textContent).toContain(
      "3.5 hari",
    );
    expect(screen.getByText("Lebih 90 hari")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Pemulangan dan pelupusan" })).toBeTruthy();
    expect(locationRows()).toContain("Perpustakaan Utama");
  });

  it("fetches another view when it is chosen, and keeps view and date in the address", async () => {
    const calls = stubOverview();
    const user = userEvent.setup();
    const { router } = renderApp(paths.admin);
    await screen.findByRole("heading", { name: "Return rate" });
    expect(overviewCalls(calls)).toEqual(["?view=monthly"]);
    expect(screen.getByRole("radio", { name: "Monthly" })).toHaveProperty("checked", true);

    await user.click(screen.getByRole("radio", { name: "Weekly" }));
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Return rate" }).parentElement!.textContent).toContain("25%"),
    );
    expect(overviewCalls(calls)).toContain("?view=weekly");
    expect(router.state.location.search).toBe("?view=weekly");

    fireEvent.change(screen.getByLabelText("Period containing"), { target: { value: "10/06/2025" } });
    await waitFor(() => expect(overviewCalls(calls)).toContain("?view=weekly&date=2025-06-10"));
    expect(router.state.location.search).toBe("?view=weekly&date=2025-06-10");
  });

  it("opens with the view and the date of the address", async () => {
    const calls = stubOverview();
    renderApp(`${paths.admin}?view=weekly&date=2026-03-09`);
    await screen.findByRole("heading", { name: "Return rate" });
    expect(overviewCalls(calls)).toEqual(["?view=weekly&date=2026-03-09"]);
    expect(screen.getByRole("radio", { name: "Weekly" })).toHaveProperty("checked", true);
    expect(screen.getByLabelText<HTMLInputElement>("Period containing").value).toBe("09/03/2026");
  });

  it("sorts the location summary by total and by name", async () => {
    stubOverview();
    const user = userEvent.setup();
    renderApp(paths.admin);
    await screen.findByRole("heading", { name: "Reports by location" });
    const header = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) }).closest("th")!;
    expect(locationRows()).toEqual(["Cafeteria", "Main Library", "Old HallRetired"]);
    expect(header("Total").getAttribute("aria-sort")).toBe("descending");
    expect(header("Location").getAttribute("aria-sort")).toBeNull();

    await user.click(screen.getByRole("button", { name: /^Location/ }));
    expect(locationRows()).toEqual(["Cafeteria", "Main Library", "Old HallRetired"]);
    expect(header("Location").getAttribute("aria-sort")).toBe("ascending");
    expect(header("Total").getAttribute("aria-sort")).toBeNull();

    await user.click(screen.getByRole("button", { name: /^Location/ }));
    expect(locationRows()).toEqual(["Old HallRetired", "Main Library", "Cafeteria"]);
    expect(header("Location").getAttribute("aria-sort")).toBe("descending");

    await user.click(screen.getByRole("button", { name: /^Total/ }));
    expect(locationRows()).toEqual(["Cafeteria", "Main Library", "Old HallRetired"]);
    await user.click(screen.getByRole("button", { name: /^Total/ }));
    expect(locationRows()).toEqual(["Old HallRetired", "Main Library", "Cafeteria"]);
    expect(header("Total").getAttribute("aria-sort")).toBe("ascending");
  });
});
