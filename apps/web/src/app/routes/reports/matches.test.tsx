import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  claimListSchema,
  claimResponseSchema,
  getHref,
  paths,
  matchNoticeListSchema,
  messageResponseSchema,
  potentialMatchListSchema,
  reportResponseSchema,
  type Claim,
  type MatchNotice,
  type PotentialMatch,
  type ReportDetails,
  type ReportSummary,
} from "@campus/shared";
import { chatApi, requestsTo } from "../../../test/chat-api";
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
  shortlisted: false,
  confirmed: false,
  custody: null,
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
  shortlisted: true,
  confirmed: false,
  custody: "office",
};
const sameDay: PotentialMatch = {
  report: found("found-3", { brand: "Oppo", model: null, eventDate: "2026-03-02" }),
  score: 0.3,
  reasons: [{ code: "foundDaysAfter", days: 0 }, { code: "nearbyLocation" }, { code: "similarDescription" }],
  createdAt: "2026-03-02T05:00:00.000Z",
  isNew: false,
  shortlisted: false,
  confirmed: false,
  custody: "finder",
};

/**
 * The report and its matches as the server answers them, in its order; `matches` answers a status
 * instead when a number. `notices`: the student's match notices.
 */
function matchesApi({
  report = lost,
  matches = [best, weaker, sameDay] as PotentialMatch[] | number,
  dismissFails = false,
  notices = [] as MatchNotice[],
} = {}): ApiHandler {
  let list = matches;
  const dismissed: PotentialMatch[] = [];
  return (request, path) => {
    if (path === `/api/reports/${report.id}` && request.method === "GET") return json(reportResponseSchema, { report });
    if (path === "/api/match-notices") return json(matchNoticeListSchema, { notices });
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
/** The matches in the section, in order (the shortlist's, then the others'). */
const items = (section: HTMLElement) => [...section.querySelectorAll<HTMLElement>("li[data-match]")];
/** The match of a found report in the section. */
const itemOf = (section: HTMLElement, foundId: string) =>
  section.querySelector<HTMLElement>(`li[data-match="${foundId}"]`)!;

describe("a lost report's potential matches", () => {
  it("lists the shortlist first, then the others, best first, with score, reasons in words, new badge, banner and links", async () => {
    stubApi({ session: testStudent, handle: matchesApi() });
    renderApp(lostPage);
    const section = await matchesSection();
    expect(within(section).getByRole("heading", { level: 2, name: "Potential matches" })).toBeTruthy();
    expect(
      await within(section).findByText("A found item may be yours. Check the potential match below."),
    ).toBeTruthy();
    // The shortlist under its heading, the rest under theirs; each item's title a level below.
    expect(
      within(section)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["These found items may be yours", "Other possible matches"]);
    const [shortlist, others] = within(section)
      .getAllByRole("list")
      .filter((list) => list.tagName === "OL");
    expect(
      within(shortlist!)
        .getAllByRole("heading", { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(["Samsung Galaxy S23 (Phone)"]);
    expect(
      within(others!)
        .getAllByRole("heading", { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(["Phone", "Oppo (Phone)"]);

    const [first, second, third] = items(section);
    expect(within(first!).getByRole("heading", { level: 4, name: "Samsung Galaxy S23 (Phone)" })).toBeTruthy();
    expect(within(first!).getByText("85% match")).toBeTruthy();
    expect(within(first!).getByText("New")).toBeTruthy();
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
    expect(link.getAttribute("aria-describedby")).toBe(within(first!).getByRole("heading", { level: 4 }).id);
    expect(within(first!).getByRole("button", { name: "Not mine" })).toBeTruthy();
    // One "This is mine" (no separate claim or contact button on a match).
    const mine = within(first!).getByRole("button", { name: "This is mine" });
    expect(mine.getAttribute("aria-describedby")).toBe(within(first!).getByRole("heading", { level: 4 }).id);
    expect(within(section).queryByRole("button", { name: /Claim|Contact reporter/ })).toBeNull();

    expect(within(second!).getByRole("heading", { level: 4, name: "Phone" })).toBeTruthy();
    expect(within(second!).getByText("51% match")).toBeTruthy();
    expect(within(second!).queryByText("New")).toBeNull();
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

  it("records that a match is the student's item, lists it first and keeps the focus on it", async () => {
    const calls = stubApi({ session: testStudent, handle: matchesApi({ matches: [weaker, sameDay] }) });
    const user = userEvent.setup();
    renderApp(lostPage);
    const section = await matchesSection();
    await within(section).findByText("30% match");
    // Nobody keeps the first (custody unknown): "This is mine" only records the answer.
    await user.click(within(items(section)[0]!).getByRole("button", { name: "This is mine" }));
    expect(
      await screen.findByText("Noted: you said this item is yours. Contact the finder or the office to get it back."),
    ).toBeTruthy();
    await waitFor(() => expect(within(items(section)[0]!).getByText("You said this is yours")).toBeTruthy());
    expect(within(items(section)[0]!).getByText("51% match")).toBeTruthy();
    expect(within(items(section)[0]!).queryByRole("button", { name: "This is mine" })).toBeNull();
    // The pressed button is gone: focus is on the item's title, not lost to the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(items(section)[0]!).getByRole("heading", { name: "Phone" })),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
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
    expect(
      within(section).getByRole("heading", { level: 3, name: "Barang dijumpai ini mungkin milik anda" }),
    ).toBeTruthy();
    expect(within(section).getByRole("heading", { level: 3, name: "Padanan lain yang mungkin" })).toBeTruthy();
    const [first, second] = items(section);
    expect(within(first!).getByRole("heading", { level: 4, name: "Samsung Galaxy S23 (Telefon)" })).toBeTruthy();
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
    // The Undo button went with its toast: focus is on the suggestion back in the list.
    await waitFor(() => expect(document.activeElement?.tagName).toMatch(/^H[2-4]$/));
    expect(within(section).getByText("85% match").closest("li")!.contains(document.activeElement)).toBe(true);
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

describe('"This is mine" on a potential match', () => {
  const claim = (overrides: Partial<Claim> = {}): Claim => ({
    id: "c1",
    status: "open",
    item: {
      id: "found-1",
      reference: "LF-7K3Q9M",
      itemType: "phone",
      itemTypeOther: null,
      brand: "Samsung",
      model: "Galaxy S23",
      color: "Black",
    },
    claimant: { name: testStudent.name, email: null },
    details: "Blue case, a cat sticker",
    lostWhere: "Main Library",
    lostOn: "2026-03-02",
    image: null,
    createdAt: "2026-03-04T03:00:00.000Z",
    decision: null,
    handover: null,
    ...overrides,
  });

  /** The student's claims: none until one is filed. */
  function claimsApi(): ApiHandler & { sent: unknown[] } {
    let mine: Claim[] = [];
    const sent: unknown[] = [];
    const handler: ApiHandler = async (request, path) => {
      if (path === "/api/claims/mine") return json(claimListSchema, { claims: mine });
      if (path === "/api/reports/found-1/claims" && request.method === "POST") {
        sent.push(await request.clone().json());
        mine = [claim()];
        return json(
          claimResponseSchema,
          { claim: mine[0]!, message: "Your claim was sent to the administration office" },
          201,
        );
      }
      return undefined;
    };
    return Object.assign(handler, { sent });
  }

  const both =
    (...handlers: ApiHandler[]): ApiHandler =>
    async (request, path) => {
      for (const handler of handlers) {
        const answer = await handler(request, path);
        if (answer) return answer;
      }
      return undefined;
    };
  const confirms = (calls: Request[]) =>
    calls
      .filter((request) => request.method === "POST" && new URL(request.url).pathname.endsWith("/confirm"))
      .map((request) => new URL(request.url).pathname);

  it("records the answer, then opens the claim form when the office keeps the item; the filed claim takes the button's place and the focus", async () => {
    const claims = claimsApi();
    const calls = stubApi({ session: testStudent, handle: both(matchesApi(), claims) });
    const user = userEvent.setup();
    renderApp(lostPage);
    const section = await matchesSection();
    await within(section).findByText("85% match");
    await user.click(within(itemOf(section, "found-1")).getByRole("button", { name: "This is mine" }));
    let dialog = await screen.findByRole("dialog", { name: "Claim this item" });
    expect(confirms(calls)).toEqual(["/api/reports/lost-1/matches/found-1/confirm"]);

    // Cancelled: focus is back on "This is mine", which opens the form again without a second answer.
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const mine = within(itemOf(section, "found-1")).getByRole("button", { name: "This is mine" });
    await waitFor(() => expect(document.activeElement).toBe(mine));
    expect(within(itemOf(section, "found-1")).getByText("You said this is yours")).toBeTruthy();
    await user.click(mine);
    dialog = await screen.findByRole("dialog", { name: "Claim this item" });
    expect(confirms(calls)).toHaveLength(1);

    await user.type(within(dialog).getByLabelText(/What only the owner would know/), "Blue case, a cat sticker");
    await user.type(within(dialog).getByLabelText(/Where did you lose it/), "Main Library");
    await user.type(within(dialog).getByLabelText(/When did you lose it/), "02/03/2026");
    await user.click(within(dialog).getByRole("button", { name: "Send claim" }));
    await waitFor(() =>
      expect(claims.sent).toEqual([
        { details: "Blue case, a cat sticker", lostWhere: "Main Library", lostOn: "2026-03-02", image: null },
      ]),
    );
    expect(await screen.findByText("Your claim was sent to the administration office")).toBeTruthy();
    const standing = await within(itemOf(section, "found-1")).findByText("Your claim: Waiting for the office");
    expect(within(itemOf(section, "found-1")).queryByRole("button", { name: "This is mine" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(standing));
  });

  it("records the answer, then asks consent and opens the chat when a student finder keeps the item", async () => {
    const finderHeld: PotentialMatch = { ...sameDay, shortlisted: true };
    const calls = stubApi({
      session: testStudent,
      handle: both(matchesApi({ matches: [finderHeld, weaker] }), chatApi()),
    });
    const user = userEvent.setup();
    const { router } = renderApp(lostPage);
    const section = await matchesSection();
    await within(section).findByText("30% match");
    await user.click(within(itemOf(section, "found-3")).getByRole("button", { name: "This is mine" }));
    const consent = await screen.findByRole("dialog", { name: "Before you contact the reporter" });
    expect(confirms(calls)).toEqual(["/api/reports/lost-1/matches/found-3/confirm"]);
    expect(screen.queryByRole("dialog", { name: "Claim this item" })).toBeNull();
    await user.click(within(consent).getByRole("button", { name: "I accept" }));
    await user.click(within(consent).getByRole("button", { name: "Continue" }));
    // The chat opens as a draft: the conversation starts with the first message.
    expect(await screen.findByRole("heading", { level: 1, name: "New conversation" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.chat);
    const [started] = requestsTo(calls, "/api/conversations");
    expect(await started!.json()).toEqual({ reportId: "found-3", consent: true });
  });

  it("only records the answer for an item a visitor handed to its finder, or of unknown keeping", async () => {
    const byVisitor: PotentialMatch = { ...sameDay, report: { ...sameDay.report, byVisitor: true } };
    const calls = stubApi({ session: testStudent, handle: matchesApi({ matches: [byVisitor] }) });
    const user = userEvent.setup();
    renderApp(lostPage);
    const section = await matchesSection();
    await within(section).findByText("30% match");
    await user.click(within(section).getByRole("button", { name: "This is mine" }));
    await within(section).findByText("You said this is yours");
    expect(confirms(calls)).toHaveLength(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(requestsTo(calls, "/api/conversations")).toHaveLength(0);
  });

  it("opens nothing when the answer could not be recorded", async () => {
    const failing: ApiHandler = (request, path) =>
      path.endsWith("/confirm") && request.method === "POST"
        ? refusal(500, { code: "INTERNAL_ERROR", message: "Something went wrong on our side." })
        : undefined;
    stubApi({ session: testStudent, handle: both(failing, matchesApi(), claimsApi()) });
    const user = userEvent.setup();
    renderApp(lostPage);
    const section = await matchesSection();
    await within(section).findByText("85% match");
    await user.click(within(itemOf(section, "found-1")).getByRole("button", { name: "This is mine" }));
    expect(await screen.findByText("That could not be recorded. Please try again.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says on an item that the office sent its own notice of it", async () => {
    const office: MatchNotice = {
      id: "n1",
      lostReportId: "lost-1",
      foundReportId: "found-1",
      createdAt: "2026-03-04T03:00:00.000Z",
      acknowledged: true,
      fromOffice: true,
      open: true,
    };
    stubApi({ session: testStudent, handle: both(matchesApi({ notices: [office] }), claimsApi()) });
    renderApp(lostPage);
    const section = await matchesSection();
    await within(section).findByText("85% match");
    expect(
      await within(itemOf(section, "found-1")).findByText("The office may have your item: bring your student card"),
    ).toBeTruthy();
    expect(within(itemOf(section, "found-2")).queryByText(/The office may have/)).toBeNull();
  });
});
