import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  getHref,
  locationListSchema,
  matchNoticeListSchema,
  messageResponseSchema,
  paths,
  potentialMatchListSchema,
  reportPageSchema,
  reportResponseSchema,
  type PotentialMatch,
  type ReportDetails,
} from "@campus/shared";
import { chatApi, conversation, message, requestsTo } from "../../../test/chat-api";
import { json, type Refusal } from "../../../test/fake-answers";
import { FakeWebSocket } from "../../../test/fake-websocket";
import { renderApp, stubApi, testAdmin, testStudent, type ApiHandler } from "../../../test/render-app";
import { othersFoundReport } from "../../../test/report-fixtures";

const library = { id: "loc-1", nameEn: "Main Library", nameMy: "Perpustakaan Utama", active: true };
const found: ReportDetails = othersFoundReport({ location: library });
const lost: ReportDetails = {
  ...found,
  id: "lost-1",
  type: "lost",
  mine: true,
  reporter: { visitor: false, office: false, name: testStudent.name, email: testStudent.email, phone: null },
  can: { complete: true, delete: true },
};

/** Both handlers in turn: the first that answers wins. */
const both =
  (...handlers: ApiHandler[]): ApiHandler =>
  async (request, path) => {
    for (const handler of handlers) {
      const answer = await handler(request, path);
      if (answer) return answer;
    }
    return undefined;
  };

function reportApi(report: ReportDetails, matches: PotentialMatch[] = []): ApiHandler {
  return (_request, path) => {
    if (path === `/api/reports/${report.id}`) return json(reportResponseSchema, { report });
    if (path === `/api/reports/${report.id}/matches`) return json(potentialMatchListSchema, { matches });
    return undefined;
  };
}

const pathOf = (request: Request) => new URL(request.url).pathname;

describe("contacting a reporter", () => {
  it("asks for consent first: Continue waits for I accept, Cancel sends nothing", async () => {
    const calls = stubApi({ session: testStudent, handle: both(reportApi(found), chatApi()) });
    const user = userEvent.setup();
    renderApp(getHref("reportFoundDetails", { id: found.id }));
    await user.click(await screen.findByRole("button", { name: "Contact reporter" }));
    const dialog = await screen.findByRole("dialog", { name: "Before you contact the reporter" });
    expect(within(dialog).getByText("Contact the reporter only to claim an item that is yours.")).toBeTruthy();
    expect(within(dialog).getByText(/sections 415 to 420 of the Penal Code/)).toBeTruthy();
    const accept = within(dialog).getByRole("button", { name: "I accept" });
    const proceed = within(dialog).getByRole("button", { name: "Continue" });
    expect(accept.getAttribute("aria-pressed")).toBe("false");
    expect((proceed as HTMLButtonElement).disabled).toBe(true);

    await user.click(accept);
    expect(accept.getAttribute("aria-pressed")).toBe("true");
    expect(accept.textContent).toBe("Accepted");
    expect((proceed as HTMLButtonElement).disabled).toBe(false);
    await user.click(accept);
    expect((proceed as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(requestsTo(calls, "/api/conversations")).toEqual([]);

    // Opening it again starts over: nothing is accepted.
    await user.click(screen.getByRole("button", { name: "Contact reporter" }));
    expect((await screen.findByRole("button", { name: "I accept" })).getAttribute("aria-pressed")).toBe("false");
  });

  it("tells someone writing to the owner of a lost item how to hand it back, not the claimant's warning", async () => {
    const someoneElsesLost: ReportDetails = {
      ...lost,
      mine: false,
      reporter: { visitor: false, office: false, name: "Tan Wei Jie", email: null, phone: null },
      can: { complete: false, delete: false },
    };
    stubApi({ session: testStudent, handle: both(reportApi(someoneElsesLost), chatApi()) });
    const user = userEvent.setup();
    renderApp(getHref("reportLostDetails", { id: someoneElsesLost.id }));
    await user.click(await screen.findByRole("button", { name: "Contact reporter" }));
    const dialog = await screen.findByRole("dialog", { name: "Before you contact the owner" });
    expect(within(dialog).getByText(/only to return an item you found/)).toBeTruthy();
    expect(within(dialog).queryByText(/Penal Code/)).toBeNull();
  });

  it("opens a draft with consent, and starts the conversation with its first message", async () => {
    const api = chatApi({ conversations: [] });
    const calls = stubApi({ session: testStudent, handle: both(reportApi(found), api) });
    const user = userEvent.setup();
    const { router } = renderApp(getHref("reportFoundDetails", { id: found.id }));
    await user.click(await screen.findByRole("button", { name: "Contact reporter" }));
    await user.click(await screen.findByRole("button", { name: "I accept" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const draft = await screen.findByRole("heading", { level: 1, name: "New conversation" });
    // The dialog and the page it was opened from went: focus is on the draft's heading.
    await waitFor(() => expect(document.activeElement).toBe(draft));
    expect(router.state.location.pathname).toBe(paths.chat);
    expect(screen.getByText("With the person who made the report")).toBeTruthy();
    const [asked] = requestsTo(calls, "/api/conversations");
    expect(await asked!.json()).toEqual({ reportId: "found-1", consent: true });
    expect(api.state.conversations).toEqual([]);

    await user.type(screen.getByRole("textbox", { name: "Message" }), "Is this phone mine?{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe(getHref("chatConversation", { id: "c-new" })));
    const [, started] = requestsTo(calls, "/api/conversations");
    expect(await started!.json()).toEqual({
      reportId: "found-1",
      consent: true,
      message: { body: "Is this phone mine?", clientId: expect.any(String) },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Tan Wei Jie" })).toBeTruthy();
  });

  it("shows the server's refusal in the dialog, in Malay", async () => {
    window.localStorage.setItem("preferred-language", "my");
    const refusal: Refusal = {
      code: "VISITOR_REPORT",
      message: "Barang ini dilaporkan oleh pelawat. Sila hubungi pejabat pentadbiran mengenainya.",
    };
    const match: PotentialMatch = {
      report: { ...found, mine: false },
      score: 0.8,
      reasons: [],
      createdAt: found.createdAt,
      isNew: false,
      shortlisted: false,
      confirmed: false,
      custody: "finder",
    };
    // On a potential match, "This is mine" records the answer, then asks to write to the finder.
    const answers: ApiHandler = (request, path) =>
      request.method === "POST" && path === `/api/reports/${lost.id}/matches/${found.id}/confirm`
        ? json(messageResponseSchema, { message: "Dicatat." })
        : path === "/api/match-notices"
          ? json(matchNoticeListSchema, { notices: [] })
          : undefined;
    stubApi({
      session: testStudent,
      handle: both(answers, reportApi(lost, [match]), chatApi({ startRefusal: { status: 400, ...refusal } })),
    });
    const user = userEvent.setup();
    const { router } = renderApp(getHref("reportLostDetails", { id: lost.id }));
    const section = await screen.findByRole("region", { name: "Padanan berpotensi" });
    expect(within(section).queryByRole("button", { name: "Hubungi pelapor" })).toBeNull();
    const mine = await within(section).findByRole("button", { name: "Ini milik saya" });
    expect(mine.getAttribute("aria-describedby")).toBe(within(section).getByRole("heading", { level: 3 }).id);
    await user.click(mine);
    const dialog = await screen.findByRole("dialog", { name: "Sebelum anda menghubungi pelapor" });
    await user.click(within(dialog).getByRole("button", { name: "Saya setuju" }));
    expect(within(dialog).getByRole("button", { name: "Dipersetujui" })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Teruskan" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(refusal.message);
    expect(router.state.location.pathname).toBe(getHref("reportLostDetails", { id: lost.id }));
  });

  it("is offered in the search's details dialog; Escape closes only the consent dialog", async () => {
    const summary = { ...found, description: "Black phone in a blue case" };
    const search: ApiHandler = (request, path) =>
      path === "/api/reports" && request.method === "GET"
        ? json(reportPageSchema, { reports: [summary], total: 1, totalCapped: false, page: 1, pageSize: 12 })
        : path === "/api/locations"
          ? json(locationListSchema, { locations: [library] })
          : undefined;
    stubApi({ session: testStudent, handle: both(search, reportApi(summary), chatApi()) });
    const user = userEvent.setup();
    renderApp(paths.reportDetails);
    await user.click(await screen.findByRole("button", { name: "View details of Samsung Galaxy S23 (Phone)" }));
    const details = await screen.findByRole("dialog", { name: "Samsung Galaxy S23 (Phone)" });
    await user.click(await within(details).findByRole("button", { name: "Contact reporter" }));
    const consent = await screen.findByRole("dialog", { name: "Before you contact the reporter" });
    fireEvent(consent, new Event("cancel", { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Before you contact the reporter" })).toBeNull());
    expect(screen.getByRole("dialog", { name: "Samsung Galaxy S23 (Phone)" })).toBeTruthy();
  });

  it("is not offered on one's own report, a visitor's, a solved one, or to an admin", async () => {
    stubApi({
      session: testStudent,
      handle: reportApi({ ...found, mine: true, can: { complete: true, delete: true } }),
    });
    const own = renderApp(getHref("reportFoundDetails", { id: found.id }));
    expect(await screen.findByRole("button", { name: "Mark as complete" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Contact reporter" })).toBeNull();
    own.unmount();

    stubApi({
      session: testStudent,
      handle: reportApi({
        ...found,
        reporter: { visitor: true, office: false, name: "Pak Ali", email: null, phone: null },
      }),
    });
    const visitor = renderApp(getHref("reportFoundDetails", { id: found.id }));
    expect(await screen.findByText("Pak Ali (A visitor)")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Contact reporter" })).toBeNull();
    visitor.unmount();

    stubApi({
      session: testStudent,
      handle: reportApi({
        ...found,
        status: "solved",
        completedAt: "2026-03-06T01:00:00.000Z",
        solvedBy: { name: "Tan Wei Jie" },
      }),
    });
    const solved = renderApp(getHref("reportFoundDetails", { id: found.id }));
    expect(await screen.findByText("Solved by")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Contact reporter" })).toBeNull();
    solved.unmount();

    stubApi({ session: testAdmin, handle: reportApi({ ...found, can: { complete: true, delete: true } }) });
    renderApp(getHref("reportFoundDetails", { id: found.id }));
    expect(await screen.findByRole("button", { name: "Mark as complete" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Contact reporter" })).toBeNull();
  });
});

describe("the chat list", () => {
  const list = [
    conversation({
      id: "c2",
      other: { id: "u8", name: "Priya Devi", image: null },
      report: null,
      lastMessage: { body: "See you at the library", createdAt: "2026-03-04T05:00:00.000Z", mine: true },
      lastMessageAt: "2026-03-04T05:00:00.000Z",
    }),
    conversation({
      id: "c1",
      lastMessage: { body: "Is it still at the office?", createdAt: "2026-03-05T05:00:00.000Z", mine: false },
      lastMessageAt: "2026-03-05T05:00:00.000Z",
      unread: 2,
    }),
    conversation({
      id: "c3",
      other: { id: "u7", name: "Muhammad Haziq", image: null },
      report: { ...conversation().report!, itemType: "wallet", brand: null, model: null },
      state: "resolved",
      lastMessageAt: "2026-03-01T05:00:00.000Z",
    }),
    conversation({
      id: "c4",
      other: { id: "u6", name: "Lim Jia Hui", image: "/uploads/u6.webp" },
      expired: true,
      lastMessageAt: "2026-02-20T05:00:00.000Z",
    }),
  ];

  it("lists conversations newest first with the person, the item, the last message and unread counts, and leaves them unread", async () => {
    const calls = stubApi({ session: testStudent, handle: chatApi({ conversations: list, unread: { c1: 2 } }) });
    renderApp(paths.chat);
    expect(await screen.findByRole("heading", { level: 1, name: "Chatbox" })).toBeTruthy();
    const region = await screen.findByRole("region", { name: "Your conversations" });
    const items = await within(region).findAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Tan Wei Jie",
      "Priya Devi",
      "Muhammad Haziq",
      "Lim Jia Hui",
    ]);
    const [first, second, third, fourth] = items;
    expect(within(first!).getByRole("link", { name: "Tan Wei Jie" }).getAttribute("href")).toBe(
      getHref("chatConversation", { id: "c1" }),
    );
    expect(within(first!).getByText("Samsung Galaxy S23 (Phone)")).toBeTruthy();
    expect(within(first!).getByText("Is it still at the office?")).toBeTruthy();
    expect(within(first!).getByText("2 unread messages")).toBeTruthy();
    expect(within(first!).getByText("5 Mar")).toBeTruthy();
    expect(within(second!).getByText("General conversation")).toBeTruthy();
    expect(within(second!).getByText("You: See you at the library")).toBeTruthy();
    expect(within(second!).queryByText(/unread/)).toBeNull();
    expect(within(third!).getByText("Resolved")).toBeTruthy();
    expect(within(third!).getByText("No messages yet")).toBeTruthy();
    expect(within(fourth!).getByText("Expired")).toBeTruthy();
    expect(fourth!.querySelector("img")?.getAttribute("src")).toBe("/uploads/u6.webp");
    // Opening the list reads nothing: each conversation is read when it is opened.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(calls, "/api/conversations/read-all")).toHaveLength(0);
    expect(within(first!).getByText("2 unread messages")).toBeTruthy();
  });

  it("speaks Malay and says when there is nothing yet", async () => {
    window.localStorage.setItem("preferred-language", "my");
    stubApi({ session: testStudent, handle: chatApi({ conversations: [] }) });
    renderApp(paths.chat);
    expect(await screen.findByRole("heading", { level: 1, name: "Kotak sembang" })).toBeTruthy();
    expect(await screen.findByText(/Belum ada perbualan\./)).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 2, name: "Mulakan perbualan" })).toBeTruthy();
  });

  it("starts a conversation with a university email after consent; an address nobody uses is said at the field before consent, keeping it", async () => {
    const api = chatApi({ conversations: list });
    const calls = stubApi({ session: testStudent, handle: api });
    const user = userEvent.setup();
    const { router } = renderApp(paths.chat);
    const email = await screen.findByLabelText("University email of the person");
    // The people already in the list are offered.
    const options = [...document.getElementById(email.getAttribute("list")!)!.querySelectorAll("option")].map(
      (option) => option.value,
    );
    expect(options).toEqual(["Priya Devi", "Tan Wei Jie", "Muhammad Haziq", "Lim Jia Hui"]);

    await user.type(email, "someone@gmail.com");
    await user.click(screen.getByRole("button", { name: "Start chat" }));
    expect(await screen.findByText("Please enter a university email address")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.clear(email);
    await user.type(email, "nobody@student.ujian.edu.my");
    await user.click(screen.getByRole("button", { name: "Start chat" }));
    expect(await screen.findByText("Nobody with this email uses Campus Lost & Found.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect((email as HTMLInputElement).value).toBe("nobody@student.ujian.edu.my");

    await user.clear(email);
    await user.type(email, "weijie.tan@student.ujian.edu.my");
    await user.click(screen.getByRole("button", { name: "Start chat" }));
    const dialog = await screen.findByRole("dialog", { name: "Before you contact the reporter" });
    await user.click(within(dialog).getByRole("button", { name: "I accept" }));
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    // A draft to that address until the first message, which starts the conversation.
    expect(await screen.findByRole("heading", { level: 1, name: "New conversation" })).toBeTruthy();
    expect(screen.getByText("weijie.tan@student.ujian.edu.my")).toBeTruthy();
    const sent = requestsTo(calls, "/api/conversations");
    expect(await sent.at(-1)!.json()).toEqual({ email: "weijie.tan@student.ujian.edu.my", consent: true });
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Hello!{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe(getHref("chatConversation", { id: "c-new" })));
    expect(await requestsTo(calls, "/api/conversations").at(-1)!.json()).toMatchObject({
      email: "weijie.tan@student.ujian.edu.my",
      consent: true,
      message: { body: "Hello!" },
    });
  });

  it("opens the conversation with someone picked from the list, without starting another", async () => {
    const calls = stubApi({ session: testStudent, handle: chatApi({ conversations: list }) });
    const user = userEvent.setup();
    const { router } = renderApp(paths.chat);
    await screen.findByRole("link", { name: "Priya Devi" });
    await user.type(screen.getByLabelText("University email of the person"), "Priya Devi{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe(getHref("chatConversation", { id: "c2" })));
    expect(requestsTo(calls, "/api/conversations")).toEqual([]);
  });
});

describe("unread messages and the new-message toast", () => {
  afterEach(async () => {
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    vi.useRealTimers();
  });

  async function connect(): Promise<FakeWebSocket> {
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const socket = FakeWebSocket.last!;
    act(() => socket.open());
    act(() => socket.receive({ type: "ready" }));
    return socket;
  }
  const chatLink = () =>
    within(screen.getByRole("navigation", { name: "Dashboard navigation", hidden: true })).getByRole("link", {
      name: /^Chatbox/,
      hidden: true,
    });
  /** The sidebar's chat link by the name a screen reader hears (the number shown is hidden from it). */
  const chatLinkNamed = (name: string) =>
    within(screen.getByRole("navigation", { name: "Dashboard navigation", hidden: true })).getByRole("link", {
      name,
      hidden: true,
    });

  it("shows the sum of unread counts in the sidebar, kept current by the channel, until the conversations are read", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubApi({ session: testStudent, handle: chatApi({ unread: { c1: 2, c2: 1 } }) });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderApp(paths.profile);
    await waitFor(() => expect(chatLinkNamed("Chatbox 3 unread messages")).toBeTruthy());
    expect(within(chatLink()).getByText("3").getAttribute("aria-hidden")).toBe("true");
    // On a narrow screen the menu button carries it too.
    expect(screen.getByRole("button", { name: "Open the menu 3 unread messages" })).toBeTruthy();

    const socket = await connect();
    act(() => socket.receive({ type: "unread", counts: { c1: 4 } }));
    await waitFor(() => expect(chatLinkNamed("Chatbox 4 unread messages")).toBeTruthy());
    act(() => socket.receive({ type: "unread", counts: { c1: 1, c3: 0 } }));
    await waitFor(() => expect(chatLinkNamed("Chatbox 1 unread message")).toBeTruthy());

    await user.click(screen.getByRole("button", { name: /^Open the menu/ }));
    await user.click(chatLink());
    expect(await screen.findByRole("heading", { level: 1, name: "Chatbox" })).toBeTruthy();
    // The list alone reads nothing; the channel's counts (after the conversation is read) clear the badge.
    expect(requestsTo(calls, "/api/conversations/read-all")).toHaveLength(0);
    act(() => socket.receive({ type: "unread", counts: { c1: 0 } }));
    await waitFor(() => expect(chatLink().textContent).toBe("Chatbox"));
    expect(calls.filter((request) => pathOf(request) === "/api/conversations/unread")).toHaveLength(1);
  });

  it("says a message arrived outside the chat screens (3 s), opens it from the toast, and stays quiet on them", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ session: testStudent, handle: chatApi({ messages: { c1: [message()] } }) });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { router } = renderApp(paths.home);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const socket = await connect();

    // Their own message (sent from another tab) says nothing.
    act(() => socket.receive({ type: "message", message: message({ senderId: testStudent.id }) }));
    expect(screen.queryByText("New message received")).toBeNull();

    act(() => socket.receive({ type: "message", message: message() }));
    const arrived = Date.now();
    const toast = screen.getByText("New message received").closest("li")!;
    await act(() => vi.advanceTimersByTimeAsync(arrived + 2900 - Date.now()));
    expect(screen.getByText("New message received")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(arrived + 3100 - Date.now()));
    expect(screen.queryByText("New message received")).toBeNull();

    act(() => socket.receive({ type: "message", message: message() }));
    await user.click(
      within(screen.getByText("New message received").closest("li")!).getByRole("button", { name: "Open" }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(getHref("chatConversation", { id: "c1" })));
    expect(await screen.findByRole("heading", { level: 1, name: "Tan Wei Jie" })).toBeTruthy();
    expect(toast.isConnected).toBe(false);

    act(() => socket.receive({ type: "message", message: message() }));
    expect(screen.queryByText("New message received")).toBeNull();
    await user.click(screen.getByRole("link", { name: "Back to conversations" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Chatbox" })).toBeTruthy();
    act(() => socket.receive({ type: "message", message: message() }));
    expect(screen.queryByText("New message received")).toBeNull();
  });

  it("tells a student who arrives with unread messages, once, and opens them from the toast", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ session: testStudent, handle: chatApi({ messages: { c1: [message()] } }) });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { router } = renderApp(paths.home);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const socket = await connect();
    act(() => socket.receive({ type: "unread", counts: { c1: 2 } }));
    const toast = screen.getByText("New message received").closest("li")!;
    // Later counts are the badge's business only.
    act(() => socket.receive({ type: "unread", counts: { c1: 3 } }));
    expect(screen.getAllByText("New message received")).toHaveLength(1);
    await user.click(within(toast).getByRole("button", { name: "Open" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(getHref("chatConversation", { id: "c1" })));
  });

  it("says nothing on arrival when nothing is unread, or on the chat screens", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ session: testStudent, handle: chatApi() });
    renderApp(paths.chat);
    expect(await screen.findByRole("heading", { level: 1, name: "Chatbox" })).toBeTruthy();
    const socket = await connect();
    act(() => socket.receive({ type: "unread", counts: { c1: 2 } }));
    expect(screen.queryByText("New message received")).toBeNull();
  });

  it("says it in Malay", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem("preferred-language", "my");
    stubApi({ session: testStudent, handle: chatApi() });
    renderApp(paths.profile);
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const socket = await connect();
    act(() => socket.receive({ type: "message", message: message() }));
    const toast = screen.getByText("Mesej baharu diterima").closest("li")!;
    expect(within(toast).getByRole("button", { name: "Buka" })).toBeTruthy();
  });
});
