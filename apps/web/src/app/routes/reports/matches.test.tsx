import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  getHref,
  messageResponseSchema,
  potentialMatchListSchema,
  reportResponseSchema,
  type PotentialMatch,
  type ReportDetails,
  type ReportSummary,
} from "@campus/shared";
import { json, refusal } from "../../../test/fake-answers";
import { renderApp, stubApi, testAdmin, testStudent, type ApiHandler } from "../../../test/render-app";
import { testReport } from "../../../test/report-fixtures";

const library = { id: "loc-1", nameEn: "Main Library", nameMy: "Perpustakaan Utama", active: true };
const cafeteria = { id: "loc-2", nameEn: "Central Cafeteria", nameMy: "Kafeteria Pusat", active: true };

const lost: ReportDetails = testReport({ description: "Black phone in a blue case", location: library });

const found = (id: string, overrides: Partial<ReportSummary> = {}): ReportSummary => ({
  ...lost,
  id,
  type: "found",
  description: null,
  eventDate: "2026-03-03",
  image: { url: `/uploads/${id}.webp`, thumbUrl: `/uploads/${id}-thumb.webp` },
  createdAt: "2026-03-03T03:00:00.000Z",
  mine: false,
  ...overrides,
});

const weaker: PotentialMatch = {
  report: found("found-2", { brand: null, model: null, location: cafeteria, eventDate: "2026-03-05", image: null }),
  score: 0.512,
  reasons: [{ code: "sameKind" }, { code: "sameColour" }, { code: "foundDaysAfter", days: 3 }],
  createdAt: "2026-03-05T03:00:00.000Z",
  isNew: false,
  confident: false,
  confirmed: false,
};
const best: PotentialMatch = {
  report: found("found-1"),
  score: 0.853,
  reasons: [
    { code: "sameBrand" },
    { code: "sameModel" },
    { code: "sameLocation" },
    { code: "foundDaysAfter", days: 1 },
  ],
  createdAt: "2026-03-03T03:00:00.000Z",
  isNew: true,
  confident: true,
  confirmed: false,
};
const sameDay: PotentialMatch = {
  report: found("found-3", { brand: "Oppo", model: null, eventDate: "2026-03-02" }),
  score: 0.3,
  reasons: [{ code: "foundDaysAfter", days: 0 }, { code: "nearbyLocation" }, { code: "similarDescription" }],
  createdAt: "2026-03-02T05:00:00.000Z",
  isNew: false,
  confident: false,
  confirmed: false,
};

/** The report and its matches as the server answers them, in its order; `matches` answers a status instead when a number. */
function matchesApi({
  report = lost,
  matches = [best, weaker, sameDay] as PotentialMatch[] | number,
  dismissFails = false,
} = {}): ApiHandler {
  let list = matches;
  const dismissed: PotentialMatch[] = [];
  return (request, path) => {
    if (path === `/api/reports/${report.id}` && request.method === "GET") return json(reportResponseSchema, { report });
    if (path === `/api/reports/${report.id}/matches`) {
      if (typeof list === "number")
        return refusal(list, {
          code: "FORBIDDEN",
          message: "Only the reporter or the administration office can see this report's matches.",
        });
      return json(potentialMatchListSchema, { matches: list });
    }
    const dismiss = /^\/api\/reports\/([^/]+)\/matches\/([^/]+)\/dismiss$/.exec(path);
    if (dismiss && request.method === "POST") {
      if (dismissFails) return refusal(500, { code: "INTERNAL_ERROR", message: "Something went wrong on our side." });
      if (Array.isArray(list)) {
        dismissed.push(...list.filter((match) => match.report.id === dismiss[2]));
        list = list.filter((match) => match.report.id !== dismiss[2]);
      }
      return json(messageResponseSchema, { message: "Match dismissed" });
    }
    const restore = /^\/api\/reports\/([^/]+)\/matches\/([^/]+)\/restore$/.exec(path);
    if (restore && request.method === "POST") {
      const back = dismissed.find((match) => match.report.id === restore[2]);
      if (back && Array.isArray(list)) list = [...list, back].sort((a, b) => b.score - a.score);
      return json(messageResponseSchema, { message: "Suggestion restored" });
    }
    const confirm = /^\/api\/reports\/([^/]+)\/matches\/([^/]+)\/confirm$/.exec(path);
    if (confirm && request.method === "POST") {
      if (Array.isArray(list))
        list = [
          ...list.filter((match) => match.report.id === confirm[2]).map((match) => ({ ...match, confirmed: true })),
          ...list.filter((match) => match.report.id !== confirm[2]),
        ];
      return json(messageResponseSchema, {
        message: "Noted: you said this item is yours. Contact the finder or the office to get it back.",
      });
    }
    return undefined;
  };
}

const lostPage = getHref("reportLostDetails", { id: lost.id });
const matchesSection = () => screen.findByRole("region", { name: "Potential matches" });
/** The matches in the section, in order (the items of its ordered list). */
const items = (section: HTMLElement) => [...section.querySelector("ol")!.children] as HTMLElement[];

describe("a lost report's potential matches", () => {
  it("lists them best first for the reporter, with score, reasons in words, new badge, banner and links", async () => {
    stubApi({ session: testStudent, handle: matchesApi() });
    renderApp(lostPage);
    const section = await matchesSection();
    expect(within(section).getByRole("heading", { level: 2, name: "Potential matches" })).toBeTruthy();
    expect(
      await within(section).findByText("A found item may be yours. Check the potential match below."),
    ).toBeTruthy();

    const [first, second, third] = items(section);
    expect(within(first!).getByRole("heading", { level: 3, name: "Samsung Galaxy S23 (Phone)" })).toBeTruthy();
    expect(within(first!).getByText("85% match")).toBeTruthy();
    expect(within(first!).getByText("New")).toBeTruthy();
    expect(within(first!).getByText("Strong match")).toBeTruthy();
    expect(within(first!).getByText("Main Library")).toBeTruthy();
    expect(within(first!).getByText("3 Mar 2026")).toBeTruthy();
    expect(first!.querySelector("img")?.getAttribute("src")).toBe("/uploads/found-1-thumb.webp");
    const reasons = within(first!).getByRole("list", { name: "Why it may be yours" });
    expect(
      within(reasons)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["same brand", "same model", "same place", "found 1 day after lost"]);
    const link = within(first!).getByRole("link", { name: "View found report" });
    expect(link.getAttribute("href")).toBe(getHref("reportFoundDetails", { id: "found-1" }));
    expect(link.getAttribute("aria-describedby")).toBe(within(first!).getByRole("heading", { level: 3 }).id);
    expect(within(first!).getByRole("button", { name: "Not mine" })).toBeTruthy();

    expect(within(second!).getByRole("heading", { level: 3, name: "Phone" })).toBeTruthy();
    expect(within(second!).getByText("51% match")).toBeTruthy();
    expect(within(second!).queryByText("New")).toBeNull();
    expect(within(second!).queryByText("Strong match")).toBeNull();
    expect(within(second!).getByText("Central Cafeteria")).toBeTruthy();
    expect(
      within(within(second!).getByRole("list", { name: "Why it may be yours" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["same kind of item", "same colour", "found 3 days after lost"]);

    expect(
      within(within(third!).getByRole("list", { name: "Why it may be yours" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["found the same day", "found nearby", "similar description"]);
  });

  it("says truthfully when an item was found before it was lost", async () => {
    const early: PotentialMatch = {
      ...sameDay,
      reasons: [{ code: "foundDaysBefore", days: 2 }, { code: "similarColour" }, { code: "similarKind" }],
    };
    stubApi({
      session: testStudent,
      handle: matchesApi({
        matches: [early, { ...early, report: found("found-4"), reasons: [{ code: "foundDaysBefore", days: 1 }] }],
      }),
    });
    renderApp(lostPage);
    const section = await matchesSection();
    await within(section).findAllByText("30% match");
    const [first, second] = items(section);
    expect(
      within(within(first!).getByRole("list", { name: "Why it may be yours" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["found 2 days before it was lost", "similar colour", "similar kind of item"]);
    expect(within(second!).getByText("found 1 day before it was lost")).toBeTruthy();
  });

  it("says apart from the reasons when some details differ, in both languages", async () => {
    const differing: PotentialMatch = {
      ...weaker,
      reasons: [{ code: "sameKind" }, { code: "sameColour" }, { code: "detailsDiffer" }],
    };
    stubApi({ session: testStudent, handle: matchesApi({ matches: [differing, sameDay] }) });
    const { unmount } = renderApp(lostPage);
    let section = await matchesSection();
    await within(section).findAllByText("51% match");
    let [first, second] = items(section);
    expect(
      within(within(first!).getByRole("list", { name: "Why it may be yours" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["same kind of item", "same colour"]);
    expect(
      within(first!).getByText("Some details differ from your report: check them before you claim it."),
    ).toBeTruthy();
    expect(within(second!).queryByText(/Some details differ/)).toBeNull();
    unmount();

    window.localStorage.setItem("preferred-language", "my");
    renderApp(lostPage);
    section = await screen.findByRole("region", { name: "Padanan berpotensi" });
    await within(section).findAllByText("Padanan 51%");
    [first, second] = items(section);
    expect(
      within(first!).getByText("Ada butiran yang berbeza daripada laporan anda: semak dahulu sebelum menuntutnya."),
    ).toBeTruthy();
    expect(within(second!).queryByText(/Ada butiran yang berbeza/)).toBeNull();
  });

  it("records that a match is the student's item and lists it first", async () => {
    const calls = stubApi({ session: testStudent, handle: matchesApi() });
    const user = userEvent.setup();
    renderApp(lostPage);
    const section = await matchesSection();
    await within(section).findByText("51% match");
    await user.click(within(items(section)[1]!).getByRole("button", { name: "This is mine" }));
    expect(
      await screen.findByText("Noted: you said this item is yours. Contact the finder or the office to get it back."),
    ).toBeTruthy();
    await waitFor(() => expect(within(items(section)[0]!).getByText("You said this is yours")).toBeTruthy());
    expect(within(items(section)[0]!).getByText("51% match")).toBeTruthy();
    expect(within(items(section)[0]!).queryByRole("button", { name: "This is mine" })).toBeNull();
    const sent = calls.find(
      (request) => request.method === "POST" && new URL(request.url).pathname.endsWith("/confirm"),
    );
    expect(new URL(sent!.url).pathname).toBe("/api/reports/lost-1/matches/found-2/confirm");
  });

  it("speaks Malay, with the banner for several new matches", async () => {
    window.localStorage.setItem("preferred-language", "my");
    stubApi({ session: testStudent, handle: matchesApi({ matches: [best, { ...weaker, isNew: true }] }) });
    renderApp(lostPage);
    const section = await screen.findByRole("region", { name: "Padanan berpotensi" });
    expect(
      await within(section).findByText("2 barang dijumpai mungkin milik anda. Semak padanan berpotensi di bawah."),
    ).toBeTruthy();
    const [first, second] = items(section);
    expect(within(first!).getByRole("heading", { level: 3, name: "Samsung Galaxy S23 (Telefon)" })).toBeTruthy();
    expect(within(first!).getByText("Padanan 85%")).toBeTruthy();
    expect(within(first!).getByText("Baharu")).toBeTruthy();
    expect(within(first!).getByText("Perpustakaan Utama")).toBeTruthy();
    expect(
      within(within(first!).getByRole("list", { name: "Mengapa ia mungkin milik anda" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["jenama sama", "model sama", "tempat sama", "dijumpai 1 hari selepas hilang"]);
    expect(
      within(within(second!).getByRole("list", { name: "Mengapa ia mungkin milik anda" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["jenis barang sama", "warna sama", "dijumpai 3 hari selepas hilang"]);
    expect(within(first!).getByRole("link", { name: "Lihat laporan barang dijumpai" })).toBeTruthy();
    expect(within(first!).getByRole("button", { name: "Bukan milik saya" })).toBeTruthy();
  });

  it("uses the singular banner in Malay for one new match", async () => {
    window.localStorage.setItem("preferred-language", "my");
    stubApi({ session: testStudent, handle: matchesApi({ matches: [best] }) });
    renderApp(lostPage);
    expect(
      await screen.findByText("Satu barang dijumpai mungkin milik anda. Semak padanan berpotensi di bawah."),
    ).toBeTruthy();
  });

  it("asks before removing a match the student says is not theirs, keeps focus in place, and offers Undo", async () => {
    const calls = stubApi({ session: testStudent, handle: matchesApi() });
    const user = userEvent.setup();
    renderApp(lostPage);
    const section = await matchesSection();
    await within(section).findByText("85% match");
    // Cancel keeps it and sends nothing.
    await user.click(within(items(section)[0]!).getByRole("button", { name: "Not mine" }));
    const ask = await screen.findByRole("dialog", { name: "Not your item?" });
    await user.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(calls.some((request) => new URL(request.url).pathname.endsWith("/dismiss"))).toBe(false);
    expect(items(section)).toHaveLength(3);

    await user.click(within(items(section)[0]!).getByRole("button", { name: "Not mine" }));
    const confirm = await screen.findByRole("dialog", { name: "Not your item?" });
    await user.click(within(confirm).getByRole("button", { name: "Not mine" }));
    expect(await screen.findByText("Match dismissed")).toBeTruthy();
    await waitFor(() => expect(within(section).queryByText("85% match")).toBeNull());
    expect(items(section)).toHaveLength(2);
    expect(within(section).queryByText(/may be yours\. Check/)).toBeNull();
    // Focus moves to the suggestion that took its place.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(items(section)[0]!).getByRole("link", { name: "View found report" })),
    );
    const sent = calls.find(
      (request) => request.method === "POST" && new URL(request.url).pathname.endsWith("/dismiss"),
    );
    expect(new URL(sent!.url).pathname).toBe("/api/reports/lost-1/matches/found-1/dismiss");

    await user.click(within(screen.getByText("Match dismissed").closest("li")!).getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Suggestion restored")).toBeTruthy();
    expect(await within(section).findByText("85% match")).toBeTruthy();
    expect(items(section)).toHaveLength(3);
  });

  it("keeps the match and says so when dismissing fails", async () => {
    stubApi({ session: testStudent, handle: matchesApi({ dismissFails: true }) });
    const user = userEvent.setup();
    renderApp(lostPage);
    const section = await matchesSection();
    await within(section).findByText("85% match");
    await user.click(within(items(section)[0]!).getByRole("button", { name: "Not mine" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Not your item?" })).getByRole("button", { name: "Not mine" }),
    );
    expect(await screen.findByText("The match could not be dismissed. Please try again.")).toBeTruthy();
    expect(items(section)).toHaveLength(3);
    expect(within(section).getByText("85% match")).toBeTruthy();
  });

  it("says when there are none yet", async () => {
    stubApi({ session: testStudent, handle: matchesApi({ matches: [] }) });
    renderApp(lostPage);
    const section = await matchesSection();
    expect(
      await within(section).findByText(
        "No potential matches yet. We will tell you as soon as a found item looks like yours.",
      ),
    ).toBeTruthy();
    expect(within(section).queryByRole("list")).toBeNull();
  });

  it("shows them to an admin too", async () => {
    stubApi({ session: testAdmin, handle: matchesApi({ report: { ...lost, mine: false } }) });
    renderApp(lostPage);
    const section = await matchesSection();
    expect(await within(section).findByText("85% match")).toBeTruthy();
  });

  it("is not there for another student: nothing asked, nothing shown", async () => {
    const calls = stubApi({
      session: testStudent,
      handle: matchesApi({
        report: {
          ...lost,
          mine: false,
          reporter: { ...lost.reporter, email: null, phone: null },
          can: { complete: false, delete: false },
        },
      }),
    });
    renderApp(lostPage);
    expect(await screen.findByText("Black phone in a blue case")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Potential matches" })).toBeNull();
    expect(screen.queryByText("Potential matches")).toBeNull();
    expect(calls.some((request) => new URL(request.url).pathname.endsWith("/matches"))).toBe(false);
  });

  it("shows nothing of a refusal when the server says the matches are not the viewer's", async () => {
    const calls = stubApi({ session: testStudent, handle: matchesApi({ matches: 403 }) });
    renderApp(lostPage);
    expect(await screen.findByText("Black phone in a blue case")).toBeTruthy();
    await waitFor(() => expect(calls.some((request) => new URL(request.url).pathname.endsWith("/matches"))).toBe(true));
    await waitFor(() => expect(screen.queryByText("Loading…")).toBeNull());
    expect(screen.queryByRole("region", { name: "Potential matches" })).toBeNull();
    expect(screen.queryByText(/Only the reporter/)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says so when they cannot be loaded", async () => {
    stubApi({ session: testStudent, handle: matchesApi({ matches: 500 }) });
    renderApp(lostPage);
    const section = await matchesSection();
    expect(await within(section).findByText("Potential matches could not be loaded. Please try again.")).toBeTruthy();
  });

  it("is not shown for a solved lost report", async () => {
    const calls = stubApi({
      session: testStudent,
      handle: matchesApi({ report: { ...lost, status: "solved", can: { complete: false, delete: true } } }),
    });
    renderApp(lostPage);
    expect(await screen.findByText("Black phone in a blue case")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Potential matches" })).toBeNull();
    expect(calls.some((request) => new URL(request.url).pathname.endsWith("/matches"))).toBe(false);
  });
});
