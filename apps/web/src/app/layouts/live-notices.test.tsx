import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  getHref,
  matchNoticeListSchema,
  paths,
  potentialMatchListSchema,
  reportResponseSchema,
  type MatchNotice,
  type ReportDetails,
} from "@campus/shared";
import { json, noContent } from "../../test/fake-answers";
import { FakeWebSocket } from "../../test/fake-websocket";
import { renderApp, stubApi, testAdmin, testStudent, type ApiHandler } from "../../test/render-app";
import { testReport } from "../../test/report-fixtures";

let nextNotice = 1;
/** A notice id no other test used: a tab shows each notice once. */
const notice = (lostReportId = "lost-1", overrides: Partial<MatchNotice> = {}): MatchNotice => ({
  id: `notice-${nextNotice++}`,
  lostReportId,
  foundReportId: "found-1",
  createdAt: "2026-03-03T03:00:00.000Z",
  acknowledged: false,
  fromOffice: false,
  open: true,
  ...overrides,
});
const MAY_BE_YOURS = "These found items may be yours";

const lost: ReportDetails = testReport({ itemType: "wallet", brand: null, model: null, color: "Brown" });

const lostReportApi: ApiHandler = (request, path) => {
  if (path === "/api/reports/lost-1") return json(reportResponseSchema, { report: lost });
  if (path === "/api/reports/lost-1/matches") return json(potentialMatchListSchema, { matches: [] });
  if (path === "/api/match-notices") return json(matchNoticeListSchema, { notices: [] });
  if (path.startsWith("/api/match-notices/")) return noContent();
  return undefined;
};

const pathOf = (request: Request) => new URL(request.url).pathname;

/** Moves the (fake) clock on to `time`, unless it is already past it. */
async function advanceTo(time: number) {
  const wait = time - Date.now();
  if (wait > 0) await act(() => vi.advanceTimersByTimeAsync(wait));
}

/** Lets the dashboard's 1 s wait pass, then accepts the connection it opens. */
async function connect(): Promise<FakeWebSocket> {
  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(FakeWebSocket.instances).toHaveLength(1);
  const socket = FakeWebSocket.last!;
  act(() => socket.open());
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(async () => {
  // Toasts leave by themselves: let them, so none is left over for the next test.
  await act(() => vi.advanceTimersByTimeAsync(10_000));
  vi.useRealTimers();
});

describe("live notices on the dashboard", () => {
  it("pings the server once and opens one realtime socket a second after load, to this origin", async () => {
    const calls = stubApi({ session: testStudent });
    const rendered = Date.now();
    renderApp(paths.profile);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const loaded = Date.now();
    await waitFor(() => expect(calls.filter((request) => pathOf(request) === "/api/ping")).toHaveLength(1));
    await advanceTo(rendered + 900);
    expect(FakeWebSocket.instances).toHaveLength(0);
    await advanceTo(loaded + 1100);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.last!.url).toBe(`ws://${window.location.host}/api/realtime`);
    await advanceTo(loaded + 60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(calls.filter((request) => pathOf(request) === "/api/ping")).toHaveLength(1);
  });

  it("shows a match notice for 4 s, acknowledges it about a second later and refreshes that report's matches", async () => {
    const calls = stubApi({ session: testStudent, handle: lostReportApi });
    renderApp(getHref("reportLostDetails", { id: "lost-1" }));
    expect(
      await screen.findByText("No potential matches yet. We will tell you as soon as a found item looks like yours."),
    ).toBeTruthy();
    const matchRequests = () => calls.filter((request) => pathOf(request) === "/api/reports/lost-1/matches").length;
    const before = matchRequests();
    const socket = await connect();
    const sent = notice();
    act(() => socket.receive({ type: "ready" }));
    act(() => socket.receive({ type: "match", notice: sent }));
    const received = Date.now();

    expect(screen.getByText(MAY_BE_YOURS)).toBeTruthy();
    await waitFor(() => expect(matchRequests()).toBe(before + 1));
    await advanceTo(received + 900);
    expect(socket.frames).toEqual([]);
    await advanceTo(received + 1100);
    expect(socket.frames).toEqual([{ type: "ack", noticeId: sent.id }]);
    expect(calls.some((request) => pathOf(request).startsWith("/api/match-notices/"))).toBe(false);

    await advanceTo(received + 3900);
    expect(screen.getByText(MAY_BE_YOURS)).toBeTruthy();
    await advanceTo(received + 4100);
    expect(screen.queryByText(MAY_BE_YOURS)).toBeNull();
  });

  it("makes one toast of the notices of one matching run for a lost report, and acknowledges each", async () => {
    stubApi({ session: testStudent, handle: lostReportApi });
    renderApp(paths.profile);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const socket = await connect();
    const run = [
      notice("lost-1"),
      notice("lost-1", { foundReportId: "found-2" }),
      notice("lost-1", { foundReportId: "found-3" }),
    ];
    const other = notice("lost-2");
    for (const sent of [...run, other]) act(() => socket.receive({ type: "match", notice: sent }));
    // One for lost-1's three found items, one for lost-2's.
    expect(screen.getAllByText(MAY_BE_YOURS)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(socket.frames).toEqual([...run, other].map((sent) => ({ type: "ack", noticeId: sent.id })));

    // A later run for the same lost report, once the first toast has gone, is told again.
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.queryByText(MAY_BE_YOURS)).toBeNull();
    act(() => socket.receive({ type: "match", notice: notice("lost-1", { foundReportId: "found-4" }) }));
    expect(screen.getAllByText(MAY_BE_YOURS)).toHaveLength(1);
  });

  it("says the office's notice in its own words, and only acknowledges a notice whose shortlist closed", async () => {
    window.localStorage.setItem("preferred-language", "my");
    stubApi({ session: testStudent, handle: lostReportApi });
    renderApp(paths.profile);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const socket = await connect();
    const closed = notice("lost-1", { open: false });
    const office = notice("lost-1", { fromOffice: true, foundReportId: "found-9" });
    act(() => socket.receive({ type: "match", notice: closed }));
    expect(screen.queryByText("Barang dijumpai ini mungkin milik anda")).toBeNull();
    act(() => socket.receive({ type: "match", notice: office }));
    expect(screen.getByText("Pejabat mungkin menyimpan barang anda: bawa kad pelajar anda")).toBeTruthy();
    expect(screen.queryByText("Barang dijumpai ini mungkin milik anda")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(socket.frames).toEqual([
      { type: "ack", noticeId: closed.id },
      { type: "ack", noticeId: office.id },
    ]);
  });

  it("shows a notice once even when it comes again, and offers to open the lost report", async () => {
    stubApi({ session: testStudent, handle: lostReportApi });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { router } = renderApp(paths.profile);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const socket = await connect();
    const sent = notice();
    act(() => socket.receive({ type: "match", notice: sent }));
    act(() => socket.receive({ type: "match", notice: sent }));
    expect(screen.getAllByText(MAY_BE_YOURS)).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Open" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(getHref("reportLostDetails", { id: "lost-1" })));
    expect(router.state.location.hash).toBe("#matches");
    expect(screen.queryByText(MAY_BE_YOURS)).toBeNull();
    // The page opens at its potential matches: their heading takes the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { level: 2, name: "Potential matches" })),
    );
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(socket.frames).toEqual([{ type: "ack", noticeId: sent.id }]);
  });

  it("acknowledges over HTTP when the socket closed before the second passed", async () => {
    const calls = stubApi({ session: testStudent, handle: lostReportApi });
    renderApp(paths.profile);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const socket = await connect();
    const sent = notice();
    act(() => socket.receive({ type: "match", notice: sent }));
    act(() => socket.drop());
    await act(() => vi.advanceTimersByTimeAsync(1100));
    await waitFor(() =>
      expect(
        calls.some((request) => request.method === "POST" && pathOf(request) === `/api/match-notices/${sent.id}/ack`),
      ).toBe(true),
    );
    expect(socket.frames).toEqual([]);
  });

  it("tells an admin of each new report, by a visitor or not, in the interface language", async () => {
    window.localStorage.setItem("preferred-language", "my");
    stubApi({ session: testAdmin });
    renderApp(paths.profile);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const socket = await connect();
    act(() =>
      socket.receive({
        type: "report:new",
        report: {
          id: "r9",
          type: "lost",
          itemType: "wallet",
          itemTypeOther: null,
          brand: "Bonia",
          model: null,
          byVisitor: false,
        },
      }),
    );
    act(() =>
      socket.receive({
        type: "report:new",
        report: {
          id: "r10",
          type: "found",
          itemType: "other",
          itemTypeOther: "Payung",
          brand: null,
          model: null,
          byVisitor: true,
        },
      }),
    );
    expect(screen.getByText("Laporan hilang baharu: Bonia (Dompet)")).toBeTruthy();
    expect(screen.getByText("Laporan barang dijumpai baharu daripada pelawat: Payung")).toBeTruthy();
  });

  it("says new reports in English too, and not to students", async () => {
    stubApi({ session: testAdmin });
    const first = renderApp(paths.profile);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const socket = await connect();
    act(() =>
      socket.receive({
        type: "report:new",
        report: {
          id: "r11",
          type: "found",
          itemType: "phone",
          itemTypeOther: null,
          brand: "Samsung",
          model: "Galaxy S23",
          byVisitor: false,
        },
      }),
    );
    // Named as the office's email names it.
    expect(screen.getByText("New found report: Samsung Galaxy S23 (Phone)")).toBeTruthy();
    first.unmount();

    FakeWebSocket.instances = [];
    stubApi({ session: testStudent });
    renderApp(paths.profile);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const student = await connect();
    act(() =>
      student.receive({
        type: "report:new",
        report: {
          id: "r12",
          type: "lost",
          itemType: "laptop",
          itemTypeOther: null,
          brand: null,
          model: null,
          byVisitor: false,
        },
      }),
    );
    expect(screen.queryByText("New lost report: Laptop")).toBeNull();
  });

  it("tells a claimant (or the finder) when the office decides a claim, and opens the item", async () => {
    stubApi({
      session: testStudent,
      handle: (_request, path) =>
        path === "/api/reports/found-9"
          ? json(reportResponseSchema, { report: testReport({ id: "found-9", type: "found" }) })
          : undefined,
    });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { router } = renderApp(paths.profile);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const socket = await connect();
    act(() => socket.receive({ type: "claim", claimId: "c1", reportId: "found-9", status: "approved" }));
    expect(screen.getByText("A claim on an item was approved.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Open" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(getHref("reportFoundDetails", { id: "found-9" })));
  });

  it("closes the socket and stops reconnecting when the dashboard goes (logout, leaving)", async () => {
    stubApi({ session: testStudent });
    const { unmount } = renderApp(paths.profile);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const socket = await connect();
    unmount();
    expect(socket.closedWith).toBe(1000);
    act(() => socket.drop(1000));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it("closes the socket on logout", async () => {
    stubApi({ session: testStudent });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { router } = renderApp(paths.profile);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const socket = await connect();
    await user.click(screen.getByRole("button", { name: "Open the menu" }));
    await user.click(await screen.findByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(socket.closedWith).toBe(1000);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it("reconnects after the server drops the connection", async () => {
    stubApi({ session: testStudent });
    renderApp(paths.profile);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const socket = await connect();
    act(() => socket.drop());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(FakeWebSocket.instances).toHaveLength(2);
  });
});
