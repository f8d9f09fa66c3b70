import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  getHref,
  matchNoticeListSchema,
  myOpenReportListSchema,
  paths,
  potentialMatchListSchema,
  PREFERRED_LANGUAGE_KEY,
  recentFoundSchema,
  reportResponseSchema,
  reportStatsSchema,
  type MatchNotice,
  type MyOpenReport,
  type PotentialMatch,
  type ReportDetails,
  type ReportStats,
  type ReportSummary,
  type StatsBucket,
} from "@campus/shared";
import { json, refusal } from "../../test/fake-answers";
import { renderApp, stubApi, testStudent } from "../../test/render-app";
import { testReport } from "../../test/report-fixtures";

const bucket = (
  key: string,
  [lostPending, lostSolved, foundPending, foundSolved]: [number, number, number, number],
): StatsBucket => ({ key, lostPending, lostSolved, foundPending, foundSolved });

const stats: Record<string, ReportStats> = {
  daily: {
    view: "daily",
    from: "2026-03-02",
    to: "2026-03-08",
    // Sunday held a report: the server adds its bar after Monday to Friday.
    buckets: [
      bucket("mon", [3, 1, 2, 0]),
      bucket("tue", [0, 0, 4, 1]),
      bucket("wed", [5, 2, 0, 0]),
      bucket("thu", [0, 0, 0, 0]),
      bucket("fri", [1, 1, 1, 7]),
      bucket("sun", [0, 0, 1, 0]),
    ],
  },
  weekly: {
    view: "weekly",
    from: "2026-03-01",
    to: "2026-03-31",
    buckets: [
      bucket("week1", [11, 12, 13, 14]),
      bucket("week2", [21, 22, 23, 24]),
      bucket("week3", [0, 0, 0, 0]),
      bucket("week4", [0, 0, 0, 0]),
    ],
  },
};

const found = (id: string, overrides: Partial<ReportSummary> = {}): ReportSummary => ({
  id,
  type: "found",
  itemType: "phone",
  itemTypeOther: null,
  brand: "Samsung",
  color: "Black",
  model: `Galaxy S${id}`,
  description: null,
  location: { id: "lib", nameEn: "Library", nameMy: "Perpustakaan", active: true },
  eventDate: "2026-03-04",
  status: "pending",
  image: { url: `/uploads/${id}.webp`, thumbUrl: `/uploads/${id}-thumb.webp` },
  createdAt: "2026-03-04T08:00:00.000Z",
  mine: false,
  byVisitor: false,
  ...overrides,
});

/** A lost report of the student with its matches, for the shortlists on home. */
interface LostWithMatches {
  report: ReportDetails;
  matches: PotentialMatch[];
}

/**
 * The usual stub plus the home screen's endpoints (status 500 when `fail` is set): the notices and,
 * for the shortlists, each lost report and its matches.
 */
function stubHome({
  recent = [found("1"), found("2", { itemType: "wallet", brand: null, model: null })],
  fail = false,
  mine = [] as MyOpenReport[],
  notices = [] as MatchNotice[],
  lost = [] as LostWithMatches[],
}: {
  recent?: ReportSummary[];
  fail?: boolean;
  mine?: MyOpenReport[];
  notices?: MatchNotice[];
  lost?: LostWithMatches[];
} = {}) {
  const broken = () => refusal(500, { code: "INTERNAL_ERROR", message: "Something went wrong." });
  return stubApi({
    session: testStudent,
    handle: (request, path) => {
      if (path === "/api/reports/stats")
        return fail
          ? broken()
          : json(reportStatsSchema, stats[new URL(request.url).searchParams.get("view") ?? "daily"]!);
      if (path === "/api/reports/mine/open")
        return fail ? broken() : json(myOpenReportListSchema, { reports: mine, total: mine.length });
      if (path === "/api/reports/recent-found") return fail ? broken() : json(recentFoundSchema, { reports: recent });
      if (path === "/api/match-notices") return fail ? broken() : json(matchNoticeListSchema, { notices });
      for (const { report, matches } of lost) {
        if (path === `/api/reports/${report.id}`) return json(reportResponseSchema, { report });
        if (path === `/api/reports/${report.id}/matches`) return json(potentialMatchListSchema, { matches });
      }
      return undefined;
    },
  });
}

/** The table's rows as text: [period, lost pending, lost solved, found pending, found solved]. */
async function tableRows(user: ReturnType<typeof userEvent.setup>, summary: string) {
  const details = (await screen.findByText(summary)).closest("details")!;
  if (!details.open) await user.click(screen.getByText(summary));
  const table = within(details).getByRole("table");
  return within(table)
    .getAllByRole("row")
    .map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent));
}

/** Elements being watched for coming near the screen, and what to tell when they do. */
const watched = new Map<Element, (entries: IntersectionObserverEntry[]) => void>();
/** Whether what is watched is on screen the moment it is watched (else when `bringNear` says). */
let onScreenAtOnce = true;

/** jsdom lays nothing out: an IntersectionObserver for which everything is on screen, unless a test says otherwise. */
class OnScreen {
  constructor(private readonly callback: (entries: IntersectionObserverEntry[]) => void) {}
  observe(target: Element) {
    watched.set(target, this.callback);
    if (onScreenAtOnce) bringNear(target);
  }
  unobserve(target: Element) {
    watched.delete(target);
  }
  disconnect() {
    for (const [target, callback] of watched) if (callback === this.callback) watched.delete(target);
  }
  takeRecords() {
    return [];
  }
}

function bringNear(target: Element) {
  const entry = { target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry;
  watched.get(target)?.([entry]);
}

describe("the student's home screen", () => {
  beforeEach(() => {
    // jsdom lays nothing out: embla and the chart only need these to exist.
    class Observer {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal("ResizeObserver", Observer);
    vi.stubGlobal("IntersectionObserver", OnScreen);
    // …and the chart draws only in a box with a size.
    const size = vi
      .spyOn(HTMLElement.prototype, "getBoundingClientRect")
      .mockReturnValue(DOMRect.fromRect({ width: 600, height: 300 }));
    return () => size.mockRestore();
  });

  it("welcomes the student and links to the report forms and the search", async () => {
    stubHome();
    renderApp(paths.home);
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Aisyah Rahman" })).toBeTruthy();
    const links = within(screen.getByRole("list", { name: "Quick links" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Report lost item", paths.reportLost],
      ["Report found item", paths.reportFound],
      ["Search reports", paths.reportDetails],
    ]);
    await waitFor(() => expect(document.title).toBe("Main page · Campus Lost & Found"));
  });

  it("shows this week's numbers in the chart's table, and another view's when chosen", async () => {
    const calls = stubHome();
    const user = userEvent.setup();
    renderApp(paths.home);
    expect(await screen.findByText("2 Mar 2026 to 8 Mar 2026")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Daily" })).toHaveProperty("checked", true);
    expect(await tableRows(user, "Show the numbers as a table")).toEqual([
      ["Period", "Lost, pending", "Lost, solved", "Found, pending", "Found, solved"],
      ["Mon", "3", "1", "2", "0"],
      ["Tue", "0", "0", "4", "1"],
      ["Wed", "5", "2", "0", "0"],
      ["Thu", "0", "0", "0", "0"],
      ["Fri", "1", "1", "1", "7"],
      ["Sun", "0", "0", "1", "0"],
    ]);
    expect(screen.getByRole("table", { name: "Reports by period, type and status" })).toBeTruthy();
    // The drawing is there for the eyes only: a bar per non-zero figure, each period named on its axis.
    const drawing = screen.getByText("Wed", { selector: "text" }).closest("svg")!;
    expect(drawing.closest("[aria-hidden=true]")).toBeTruthy();
    expect(drawing.querySelectorAll("path")).toHaveLength(12);

    await user.click(screen.getByRole("radio", { name: "Weekly" }));
    expect(await screen.findByText("1 Mar 2026 to 31 Mar 2026")).toBeTruthy();
    expect(await tableRows(user, "Show the numbers as a table")).toEqual([
      ["Period", "Lost, pending", "Lost, solved", "Found, pending", "Found, solved"],
      ["Week 1", "11", "12", "13", "14"],
      ["Week 2", "21", "22", "23", "24"],
      ["Week 3", "0", "0", "0", "0"],
      ["Week 4", "0", "0", "0", "0"],
    ]);
    const views = calls
      .filter((request) => request.url.includes("/api/reports/stats"))
      .map((request) => new URL(request.url).searchParams.get("view"));
    expect(views).toEqual(["daily", "weekly"]);
  });

  it("lists the student's open reports at the top, with how their matching stands and a link to each", async () => {
    const own = (id: string, overrides: Partial<MyOpenReport>): MyOpenReport => ({
      ...found(id),
      mine: true,
      image: null,
      suggestions: 0,
      strongToCheck: 0,
      claimed: false,
      ...overrides,
    });
    stubHome({
      mine: [
        own("11", {
          type: "lost",
          itemType: "laptop",
          brand: "Dell",
          model: "XPS 13",
          suggestions: 3,
          strongToCheck: 1,
        }),
        own("12", { type: "lost", itemType: "wallet", brand: null, model: null, suggestions: 2 }),
        own("13", {
          type: "lost",
          itemType: "other",
          itemTypeOther: "Umbrella",
          brand: null,
          model: null,
          suggestions: 1,
          claimed: true,
        }),
        own("14", { type: "found", brand: "Oppo", model: "A5" }),
      ],
    });
    renderApp(paths.home);
    const section = await screen.findByRole("region", { name: "My open reports" });
    const rows = await within(section).findAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("1 found item may be yours"),
      expect.stringContaining("2 possible matches"),
      expect.stringContaining("You said it is yours"),
      expect.not.stringMatching(/match/),
    ]);
    expect(within(rows[0]!).getByRole("link", { name: "Dell XPS 13 (Laptop)" }).getAttribute("href")).toBe(
      getHref("reportLostDetails", { id: "11" }),
    );
    expect(within(rows[3]!).getByRole("link").getAttribute("href")).toBe(getHref("reportFoundDetails", { id: "14" }));
    expect(within(section).getByRole("link", { name: "See all 4" }).getAttribute("href")).toBe(
      `${paths.reportDetails}?mine=true&status=pending`,
    );
  });

  it("words the link to a single open report as one, in English and in Malay", async () => {
    const one: MyOpenReport = {
      ...found("21"),
      mine: true,
      image: null,
      suggestions: 0,
      strongToCheck: 0,
      claimed: false,
    };
    stubHome({ mine: [one] });
    const first = renderApp(paths.home);
    const section = await screen.findByRole("region", { name: "My open reports" });
    expect(within(section).getByRole("link", { name: "See my report" })).toBeTruthy();
    first.unmount();

    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, "my");
    renderApp(paths.home);
    const malay = await screen.findByRole("region", { name: "Laporan terbuka saya" });
    expect(within(malay).getByRole("link", { name: "Lihat laporan saya" })).toBeTruthy();
    expect(within(malay).queryByText(/kesemua/)).toBeNull();
  });

  it("says so when the student has no open report", async () => {
    stubHome({ mine: [] });
    renderApp(paths.home);
    const section = await screen.findByRole("region", { name: "My open reports" });
    expect(within(section).getByText(/You have no open reports/)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Found items that may be yours" })).toBeNull();
  });

  describe("found items that may be the student's", () => {
    const notice = (id: string, lostReportId: string, foundReportId: string, overrides: Partial<MatchNotice> = {}) => ({
      id,
      lostReportId,
      foundReportId,
      createdAt: "2026-03-04T08:00:00.000Z",
      acknowledged: true,
      fromOffice: false,
      open: true,
      ...overrides,
    });
    const match = (report: ReportSummary, overrides: Partial<PotentialMatch> = {}): PotentialMatch => ({
      report,
      score: 0.8,
      reasons: [{ code: "sameBrand" }],
      createdAt: "2026-03-04T08:00:00.000Z",
      isNew: false,
      shortlisted: true,
      confirmed: false,
      custody: "office",
      ...overrides,
    });
    const phone = testReport({ id: "lost-1" });
    const wallet = testReport({ id: "lost-2", itemType: "wallet", brand: null, model: null, eventDate: "2026-03-01" });
    const umbrella = testReport({
      id: "lost-3",
      itemType: "other",
      itemTypeOther: "Umbrella",
      brand: null,
      model: null,
    });
    const shortlists = {
      notices: [
        notice("n4", "lost-2", "w1", { fromOffice: true }),
        notice("n3", "lost-3", "u1", { open: false }),
        notice("n2", "lost-1", "5"),
        notice("n1", "lost-1", "6"),
      ],
      lost: [
        {
          report: phone,
          matches: [
            match(found("5"), { score: 0.91, confirmed: true }),
            match(found("6", { image: null }), { score: 0.853 }),
            match(found("7"), { shortlisted: false, score: 0.4 }),
          ],
        },
        {
          report: wallet,
          matches: [match(found("w1", { itemType: "wallet", brand: null, model: null }), { shortlisted: false })],
        },
        { report: umbrella, matches: [] },
      ],
    };

    it("shows one card per lost report with an open shortlist, first, each linking to its matches", async () => {
      const calls = stubHome({ ...shortlists, mine: [] });
      renderApp(paths.home);
      const section = await screen.findByRole("region", { name: "Found items that may be yours" });
      // Above the student's open reports, shown together with them.
      const reports = screen.getByRole("region", { name: "My open reports" });
      expect(section.compareDocumentPosition(reports) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

      const cards = within(section)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.closest("li")!);
      expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual([
        "Your lost Wallet",
        "Your lost Samsung Galaxy S23 (Phone)",
      ]);
      const [walletCard, phoneCard] = cards;
      expect(within(phoneCard!).getByText("Lost on 2 Mar 2026 at Main Library")).toBeTruthy();
      const candidates = [
        ...within(phoneCard!)
          .getByRole("list", { name: "Your lost Samsung Galaxy S23 (Phone)" })
          .querySelectorAll<HTMLElement>(":scope > li"),
      ];
      // The shortlisted ones only, in the server's order, each with what and where it is, its score and why.
      expect(candidates.map((item) => item.querySelector("p")?.textContent)).toEqual([
        "Samsung Galaxy S5 (Phone)",
        "Samsung Galaxy S6 (Phone)",
      ]);
      expect(within(candidates[0]!).getByText("Library · Found on 4 Mar 2026")).toBeTruthy();
      expect(within(candidates[0]!).getByText("91% match")).toBeTruthy();
      expect(
        within(within(candidates[0]!).getByRole("list", { name: "Why it may be yours" })).getByText("same brand"),
      ).toBeTruthy();
      expect(within(candidates[0]!).getByText("You said this is yours")).toBeTruthy();
      expect(candidates[0]!.querySelector("img")?.getAttribute("src")).toBe("/uploads/5-thumb.webp");
      expect(candidates[1]!.querySelector("img")).toBeNull();
      expect(within(candidates[1]!).getByText("85% match")).toBeTruthy();
      const check = within(phoneCard!).getByRole("link", { name: "Check and answer" });
      expect(check.getAttribute("href")).toBe(`${getHref("reportLostDetails", { id: "lost-1" })}#matches`);
      expect(check.getAttribute("aria-describedby")).toBe(within(phoneCard!).getByRole("heading", { level: 3 }).id);

      // The office's own notice says so on its item.
      expect(within(walletCard!).getByText("The office may have your item: bring your student card")).toBeTruthy();
      // A closed shortlist is not asked for.
      expect(calls.some((request) => new URL(request.url).pathname.startsWith("/api/reports/lost-3"))).toBe(false);
    });

    it("speaks Malay", async () => {
      window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, "my");
      stubHome({ ...shortlists, mine: [] });
      renderApp(paths.home);
      const section = await screen.findByRole("region", { name: "Barang dijumpai yang mungkin milik anda" });
      expect(within(section).getByRole("heading", { level: 3, name: "Dompet anda yang hilang" })).toBeTruthy();
      expect(within(section).getByText("Pejabat mungkin menyimpan barang anda: bawa kad pelajar anda")).toBeTruthy();
      expect(within(section).getAllByRole("link", { name: "Semak dan jawab" })).toHaveLength(2);
    });
  });

  it("lists the recently found items, each linking to its details page", async () => {
    stubHome();
    renderApp(paths.home);
    const carousel = await screen.findByRole("region", { name: "Recently found items" });
    const items = await within(carousel).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    const first = within(items[0]!).getByRole("link", { name: "Samsung Galaxy S1 (Phone)" });
    expect(first.getAttribute("href")).toBe("/dashboard/report-found/1");
    expect(within(items[1]!).getByRole("link", { name: "Wallet" }).getAttribute("href")).toBe(
      "/dashboard/report-found/2",
    );
    const photo = within(items[0]!).getByRole("img", { name: "Photo of the Samsung Galaxy S1 (Phone)" });
    expect(photo.getAttribute("src")).toBe("/uploads/1-thumb.webp");
    // The first photo is on screen as the page opens: it loads first; any others when they come near.
    expect(photo.getAttribute("loading")).toBe("eager");
    expect(photo.getAttribute("fetchpriority")).toBe("high");
    for (const other of within(items[1]!).queryAllByRole("img")) expect(other.getAttribute("loading")).toBe("lazy");
    expect(within(items[0]!).getByText("Library")).toBeTruthy();
    expect(within(items[0]!).getByText("Found on 4 Mar 2026")).toBeTruthy();
    expect(within(carousel).getByRole("button", { name: "Previous items" })).toHaveProperty("disabled", true);
    expect(within(carousel).getByRole("button", { name: "Next items" })).toBeTruthy();
  });

  it("asks for the recently found items only once the carousel comes near the screen", async () => {
    onScreenAtOnce = false;
    try {
      const calls = stubHome();
      renderApp(paths.home);
      const carousel = await screen.findByRole("region", { name: "Recently found items" });
      expect(await screen.findByText("2 Mar 2026 to 8 Mar 2026")).toBeTruthy();
      expect(calls.some((request) => new URL(request.url).pathname === "/api/reports/recent-found")).toBe(false);
      expect(within(carousel).queryAllByRole("listitem")).toHaveLength(0);
      act(() => bringNear(carousel));
      expect(await within(carousel).findAllByRole("listitem")).toHaveLength(2);
    } finally {
      onScreenAtOnce = true;
    }
  });

  it("says so when nothing was found lately", async () => {
    stubHome({ recent: [] });
    renderApp(paths.home);
    expect(await screen.findByText("No found items with photos at the moment.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Next items" })).toBeNull();
  });

  it("says so when the summary and the items cannot be loaded, and offers to try again", async () => {
    const calls = stubHome({ fail: true });
    const user = userEvent.setup();
    renderApp(paths.home);
    expect(await screen.findByText("The summary could not be loaded.", {}, { timeout: 8000 })).toBeTruthy();
    expect(
      await screen.findByText("The recently found items could not be loaded.", {}, { timeout: 8000 }),
    ).toBeTruthy();
    const before = calls.filter((request) => request.url.includes("/api/reports/stats")).length;
    const [retryChart] = screen.getAllByRole("button", { name: "Try again" });
    await user.click(retryChart!);
    await waitFor(() =>
      expect(calls.filter((request) => request.url.includes("/api/reports/stats")).length).toBeGreaterThan(before),
    );
  }, 15_000);

  it("speaks Malay", async () => {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, "my");
    stubHome();
    const user = userEvent.setup();
    renderApp(paths.home);
    expect(await screen.findByRole("heading", { level: 1, name: "Selamat datang, Aisyah Rahman" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Laporkan barang hilang" })).toBeTruthy();
    expect(await screen.findByText("2 Mac 2026 hingga 8 Mac 2026")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Mingguan" })).toBeTruthy();
    const rows = await tableRows(user, "Tunjukkan angka dalam jadual");
    expect(rows[0]).toEqual([
      "Tempoh",
      "Hilang, belum selesai",
      "Hilang, selesai",
      "Dijumpai, belum selesai",
      "Dijumpai, selesai",
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(["Isn", "Sel", "Rab", "Kha", "Jum", "Ahd"]);
    const carousel = screen.getByRole("region", { name: "Item yang baru dijumpai" });
    const [first] = await within(carousel).findAllByRole("listitem");
    expect(within(first!).getByText("Perpustakaan")).toBeTruthy();
    expect(within(first!).getByText("Dijumpai pada 4 Mac 2026")).toBeTruthy();
    expect(within(carousel).getByRole("img", { name: "Gambar Samsung Galaxy S1 (Telefon)" })).toBeTruthy();
    expect(within(carousel).getByRole("button", { name: "Item seterusnya" })).toBeTruthy();
  });
});
