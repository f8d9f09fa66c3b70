import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getHref, LIMITS, paths } from "@campus/shared";
import { chatApi, conversation, message, requestsTo, type SendAnswer } from "../../../test/chat-api";
import { FakeWebSocket } from "../../../test/fake-websocket";
import { renderApp, stubApi, testStudent } from "../../../test/render-app";

const page = getHref("chatConversation", { id: "c1" });
const log = () => screen.findByRole("log", { name: "Conversation with Tan Wei Jie" });
/** The texts of the messages in the log, top to bottom. */
const bodies = (element: HTMLElement) =>
  [...element.querySelectorAll("li p.whitespace-pre-wrap")].map((node) => node.textContent);
/** A user whose waits move the fake clock (toasts and the channel's start run on it). */
const setupUser = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(async () => {
  // Toasts leave by themselves: let them, so none is left over for the next test.
  await act(() => vi.advanceTimersByTimeAsync(10_000));
  vi.useRealTimers();
});

const sentBodies = async (calls: Request[]) =>
  Promise.all(requestsTo(calls, "/api/conversations/c1/messages").map((request) => request.clone().json()));

describe("a conversation", () => {
  it("shows the other person, the item and until when it is open, and marks it read on opening", async () => {
    const calls = stubApi({
      session: testStudent,
      handle: chatApi({ messages: { c1: [message({ body: "Hello, is this your phone?" })] }, unread: { c1: 1 } }),
    });
    renderApp(page);
    expect(await screen.findByRole("heading", { level: 1, name: "Tan Wei Jie" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "About: Samsung Galaxy S23 (Phone)" }).getAttribute("href")).toBe(
      getHref("reportFoundDetails", { id: "found-1" }),
    );
    expect(screen.getByText("Open until 10 Mar 2026")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to conversations" }).getAttribute("href")).toBe(paths.chat);
    expect(within(await log()).getByText("Hello, is this your phone?")).toBeTruthy();
    await waitFor(() => expect(requestsTo(calls, "/api/conversations/c1/read")).toHaveLength(1));
    expect(document.title).toBe("Conversation with Tan Wei Jie · Campus Lost & Found");
  });

  it("loads the history in pages: newest first from the server, oldest at the top, older ones on request", async () => {
    // 35 messages, m1 the oldest; the server answers newest first, 30 at a time.
    const history = Array.from({ length: 35 }, (_, index) =>
      message({ body: `Line ${index + 1}`, at: index + 1, senderId: index % 2 ? testStudent.id : "u9" }),
    ).reverse();
    const calls = stubApi({ session: testStudent, handle: chatApi({ messages: { c1: history } }) });
    const user = setupUser();
    renderApp(page);
    const element = await log();
    await waitFor(() => expect(bodies(element)).toHaveLength(30));
    expect(bodies(element)[0]).toBe("Line 6");
    expect(bodies(element).at(-1)).toBe("Line 35");
    await user.click(within(element).getByRole("button", { name: "Load older messages" }));
    await waitFor(() => expect(bodies(element)).toHaveLength(35));
    expect(bodies(element).slice(0, 6)).toEqual(["Line 1", "Line 2", "Line 3", "Line 4", "Line 5", "Line 6"]);
    const pages = calls.filter(
      (request) => request.method === "GET" && new URL(request.url).pathname === "/api/conversations/c1/messages",
    );
    // The cursor is the server's own: the last message's "time|id" (the fake pages as the server does).
    expect(pages.map((request) => new URL(request.url).searchParams.get("before"))).toEqual([
      null,
      `${history[29]!.createdAt}|${history[29]!.id}`,
    ]);
    expect(within(element).queryByRole("button", { name: "Load older messages" })).toBeNull();
    // Who said what, for screen readers.
    const last = [...element.querySelectorAll("li")].at(-1)!;
    expect(last.querySelector(".sr-only")?.textContent).toBe("Tan Wei Jie");
  });

  it("loads older messages when scrolled to the top", async () => {
    const history = Array.from({ length: 31 }, (_, index) =>
      message({ body: `Line ${index + 1}`, at: index + 1 }),
    ).reverse();
    const calls = stubApi({ session: testStudent, handle: chatApi({ messages: { c1: history } }) });
    renderApp(page);
    const element = await log();
    await waitFor(() => expect(bodies(element)).toHaveLength(30));
    fireEvent.scroll(element, { target: { scrollTop: 0 } });
    await waitFor(() => expect(bodies(element)).toHaveLength(31));
    expect(calls.filter((request) => new URL(request.url).searchParams.has("before"))).toHaveLength(1);
  });

  it("shows a message at once, marks it not sent on failure with its text, and retries it with the same client id", async () => {
    let release: () => void = () => {};
    const api = chatApi({
      sendAnswers: [
        { status: 500, code: "INTERNAL_ERROR", message: "Something went wrong on our side. Please try again." },
      ],
      holdSends: () => new Promise<void>((resolve) => (release = resolve)),
    });
    const calls = stubApi({ session: testStudent, handle: api });
    const user = setupUser();
    renderApp(page);
    const element = await log();
    expect(
      await within(element).findByText("No messages yet. Say hello and describe how you can show the item is yours."),
    ).toBeTruthy();
    const box = screen.getByRole("textbox", { name: "Message" });
    await user.type(box, "It has a cat sticker{Shift>}{Enter}{/Shift}on the back");
    expect((box as HTMLTextAreaElement).value).toBe("It has a cat sticker\non the back");
    await user.keyboard("{Enter}");

    expect(await within(element).findByText("Sending…")).toBeTruthy();
    expect(bodies(element)).toEqual(["It has a cat sticker\non the back"]);
    expect((box as HTMLTextAreaElement).value).toBe("");
    await waitFor(() => expect(requestsTo(calls, "/api/conversations/c1/messages")).toHaveLength(1));
    act(() => release());
    expect(await within(element).findByText("Not sent.")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Something went wrong on our side. Please try again.");
    expect(bodies(element)).toEqual(["It has a cat sticker\non the back"]);

    await user.click(within(element).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(requestsTo(calls, "/api/conversations/c1/messages")).toHaveLength(2));
    expect(within(element).getByText("Sending…")).toBeTruthy();
    act(() => release());
    await waitFor(() => expect(within(element).queryByText("Sending…")).toBeNull());
    expect(within(element).queryByText("Not sent.")).toBeNull();
    expect(bodies(element)).toEqual(["It has a cat sticker\non the back"]);
    const [first, second] = await sentBodies(calls);
    expect(first.body).toBe("It has a cat sticker\non the back");
    expect(first.clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toEqual(first);
    expect(api.state.messages.c1).toHaveLength(1);
  });

  it("checks the text before sending: not empty, at most 2,000 characters, with a counter near the limit, and keeps it", async () => {
    const calls = stubApi({ session: testStudent, handle: chatApi() });
    const user = setupUser();
    renderApp(page);
    await log();
    const box = screen.getByRole("textbox", { name: "Message" });
    await user.type(box, "   ");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Please write a message")).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(box, { target: { value: "a".repeat(LIMITS.chatMessageMax - 150) } });
    expect(screen.getByText("150 characters left")).toBeTruthy();
    expect(box.getAttribute("aria-describedby")).toContain(screen.getByText("150 characters left").id);
    fireEvent.change(box, { target: { value: "a".repeat(LIMITS.chatMessageMax + 1) } });
    expect(screen.getByText("A message can have at most 2,000 characters")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect((box as HTMLTextAreaElement).value).toHaveLength(LIMITS.chatMessageMax + 1);
    expect(requestsTo(calls, "/api/conversations/c1/messages")).toEqual([]);
  });

  it("shows a message body as text, never as HTML", async () => {
    const body = "<img src=x onerror=alert(1)> <b>bold</b>\n  two spaces";
    stubApi({ session: testStudent, handle: chatApi({ messages: { c1: [message({ body })] } }) });
    renderApp(page);
    const element = await log();
    await waitFor(() => expect(bodies(element)).toEqual([body]));
    expect(element.querySelector("img, b")).toBeNull();
    expect(element.querySelector("p.whitespace-pre-wrap")!.innerHTML).toBe(
      "&lt;img src=x onerror=alert(1)&gt; &lt;b&gt;bold&lt;/b&gt;\n  two spaces",
    );
  });

  it("says so for a conversation that does not exist (or is someone else's)", async () => {
    stubApi({ session: testStudent, handle: chatApi() });
    renderApp(getHref("chatConversation", { id: "nope" }));
    expect(await screen.findByText("This conversation does not exist.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Conversation" })).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});

describe("expiry and resolution", () => {
  it("asks whether the case is resolved when a send finds the chat expired, and resolves it with the report", async () => {
    const expired: SendAnswer = { status: 409, code: "CHAT_EXPIRED", message: "Chat session has expired." };
    const mine = conversation({ report: { ...conversation().report!, mine: true } });
    const calls = stubApi({ session: testStudent, handle: chatApi({ conversations: [mine], sendAnswers: [expired] }) });
    const user = setupUser();
    renderApp(page);
    await log();
    await user.type(screen.getByRole("textbox", { name: "Message" }), "Are you still there?{Enter}");

    expect(await screen.findByText("Chat session has expired.")).toBeTruthy();
    const panel = screen.getByRole("region", { name: "This chat session has expired" });
    expect(document.activeElement).toBe(within(panel).getByRole("heading", { level: 2 }));
    expect(within(panel).getByText("Has the case been resolved?")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark case resolved" })).toBeNull();
    // What was typed is still there, not sent.
    expect(screen.getByText("Are you still there?")).toBeTruthy();
    expect(screen.getByText("Not sent.")).toBeTruthy();

    await user.click(within(panel).getByRole("checkbox", { name: "The item was handed over" }));
    await user.click(within(panel).getByRole("button", { name: "Yes, it is resolved" }));
    expect(await screen.findByText("Chat marked resolved")).toBeTruthy();
    const [answer] = requestsTo(calls, "/api/conversations/c1/resolution");
    expect(await answer!.json()).toEqual({ resolved: true, handedOver: true });
    expect(await screen.findByText("This case has been resolved. The conversation is read-only.")).toBeTruthy();
    // The report waits for the other side's word.
    expect(
      screen.getByText("You said the item was handed over. The report is marked solved once Tan Wei Jie confirms too."),
    ).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
    expect(screen.queryByText("Chat session has expired.")).toBeNull();
  });

  it("keeps it open for another period when not resolved, in Malay, and the message can then be retried", async () => {
    window.localStorage.setItem("preferred-language", "my");
    const expired: SendAnswer = { status: 409, code: "CHAT_EXPIRED", message: "Sesi sembang telah tamat." };
    const calls = stubApi({ session: testStudent, handle: chatApi({ sendAnswers: [expired] }) });
    const user = setupUser();
    renderApp(page);
    await user.type(await screen.findByRole("textbox", { name: "Mesej" }), "Masih ada?{Enter}");
    const panel = await screen.findByRole("region", { name: "Sesi sembang ini telah tamat" });
    expect(screen.getByText("Sesi sembang telah tamat.")).toBeTruthy();
    expect(within(panel).getByRole("checkbox", { name: "Barang itu sudah diserahkan" })).toBeTruthy();
    expect(screen.getByText("Tamat tempoh")).toBeTruthy();
    expect(screen.getByText("Tidak dihantar.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cuba lagi" })).toBeNull();

    await user.click(within(panel).getByRole("button", { name: "Belum, biarkan terbuka" }));
    expect(await screen.findByText("Chat marked still open")).toBeTruthy();
    const [answer] = requestsTo(calls, "/api/conversations/c1/resolution");
    expect(await answer!.json()).toEqual({ resolved: false });
    expect(await screen.findByRole("textbox", { name: "Mesej" })).toBeTruthy();
    expect(screen.getByText("Dibuka sehingga 17 Mac 2026")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Sesi sembang ini telah tamat" })).toBeNull();
    expect(screen.queryByText("Sesi sembang telah tamat.")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Cuba lagi" }));
    await waitFor(() => expect(screen.queryByText("Tidak dihantar.")).toBeNull());
    await waitFor(() => expect(screen.queryByText("Menghantar…")).toBeNull());
    const [first, second] = await sentBodies(calls);
    expect(second).toEqual(first);
    expect(screen.getByText("Masih ada?")).toBeTruthy();
  });

  it("shows an expired conversation's question on opening", async () => {
    stubApi({ session: testStudent, handle: chatApi({ conversations: [conversation({ expired: true })] }) });
    renderApp(page);
    const panel = await screen.findByRole("region", { name: "This chat session has expired" });
    expect(within(panel).getByRole("button", { name: "No, keep it open" })).toBeTruthy();
    expect(document.activeElement).not.toBe(within(panel).getByRole("heading", { level: 2 }));
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
  });

  it("marks an open case resolved from the header, after asking; it stays open until the other side agrees", async () => {
    const calls = stubApi({ session: testStudent, handle: chatApi() });
    const user = setupUser();
    renderApp(page);
    await user.click(await screen.findByRole("button", { name: "Mark case resolved" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark case resolved" });
    // Either side may say the item was handed over while resolving (here, left unticked).
    expect(within(dialog).getByRole("checkbox", { name: "The item was handed over" })).toBeTruthy();
    expect(within(dialog).getByText("The chat closes once Tan Wei Jie agrees too.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(requestsTo(calls, "/api/conversations/c1/resolution")).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Mark case resolved" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Mark case resolved" })).getByRole("button", {
        name: "Yes, it is resolved",
      }),
    );
    expect(
      await screen.findByText("You marked the case resolved. The chat closes once the other person agrees."),
    ).toBeTruthy();
    expect(await requestsTo(calls, "/api/conversations/c1/resolution")[0]!.json()).toEqual({ resolved: true });
    // Not read-only: both may still write, and this side may take its word back.
    expect(await screen.findByText("You marked the case resolved. Waiting for Tan Wei Jie to agree.")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Message" })).toBeTruthy();
    expect(screen.queryByText("This case has been resolved. The conversation is read-only.")).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark case resolved" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Take back" }));
    expect(await screen.findByText("You took back your answer: the chat stays open.")).toBeTruthy();
    expect(await requestsTo(calls, "/api/conversations/c1/resolution")[1]!.json()).toEqual({ resolved: false });
    expect(await screen.findByRole("button", { name: "Mark case resolved" })).toBeTruthy();
  });

  it("asks to agree when the other side marked the case resolved, in Malay, and closes it once agreed", async () => {
    window.localStorage.setItem("preferred-language", "my");
    const asked = conversation({ resolution: { mine: false, theirs: true } });
    const calls = stubApi({ session: testStudent, handle: chatApi({ conversations: [asked] }) });
    const user = setupUser();
    renderApp(page);
    expect(await screen.findByText("Tan Wei Jie menandakan kes ini selesai. Adakah anda bersetuju?")).toBeTruthy();
    // Still open: the student may write first.
    expect(screen.getByRole("textbox", { name: "Mesej" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Setuju" }));
    const dialog = await screen.findByRole("dialog", { name: "Tandakan kes selesai" });
    await user.click(within(dialog).getByRole("button", { name: "Ya, sudah selesai" }));
    expect(await screen.findByText("Chat marked resolved")).toBeTruthy();
    expect(await requestsTo(calls, "/api/conversations/c1/resolution")[0]!.json()).toEqual({ resolved: true });
    expect(await screen.findByText("Kes ini telah selesai. Perbualan ini hanya boleh dibaca.")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Mesej" })).toBeNull();
  });
});

describe("live messages", () => {
  it("adds messages from the channel once, the student's own from another tab too, and marks them read", async () => {
    const calls = stubApi({
      session: testStudent,
      handle: chatApi({ messages: { c1: [message({ body: "First", at: 1 })] } }),
    });
    renderApp(page);
    const element = await log();
    await waitFor(() => expect(bodies(element)).toEqual(["First"]));
    await waitFor(() => expect(requestsTo(calls, "/api/conversations/c1/read")).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const socket = FakeWebSocket.last!;
    act(() => socket.open());

    const reply = message({ body: "Yes, it is at the office", at: 2 });
    act(() => socket.receive({ type: "message", message: reply }));
    act(() => socket.receive({ type: "message", message: reply }));
    act(() =>
      socket.receive({
        type: "message",
        message: message({ conversationId: "c2", body: "Another conversation", at: 3 }),
      }),
    );
    await waitFor(() => expect(bodies(element)).toEqual(["First", "Yes, it is at the office"]));
    await waitFor(() => expect(requestsTo(calls, "/api/conversations/c1/read")).toHaveLength(3));
    expect(screen.queryByText("New message received")).toBeNull();

    act(() =>
      socket.receive({ type: "message", message: message({ body: "From my phone", senderId: testStudent.id, at: 4 }) }),
    );
    await waitFor(() => expect(bodies(element)).toEqual(["First", "Yes, it is at the office", "From my phone"]));
    expect(requestsTo(calls, "/api/conversations/c1/read")).toHaveLength(3);
  });

  it("shows the student's message once when the channel brings it before the send answers", async () => {
    let release: () => void = () => {};
    const calls = stubApi({
      session: testStudent,
      handle: chatApi({ holdSends: () => new Promise<void>((resolve) => (release = resolve)) }),
    });
    const user = setupUser();
    renderApp(page);
    const element = await log();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const socket = FakeWebSocket.last!;
    act(() => socket.open());
    await user.type(screen.getByRole("textbox", { name: "Message" }), "On my way{Enter}");
    expect(await within(element).findByText("Sending…")).toBeTruthy();
    await waitFor(() => expect(requestsTo(calls, "/api/conversations/c1/messages")).toHaveLength(1));
    const { clientId } = await requestsTo(calls, "/api/conversations/c1/messages")[0]!.clone().json();
    act(() =>
      socket.receive({
        type: "message",
        message: message({
          id: "m-mine",
          body: "On my way",
          senderId: testStudent.id,
          clientId,
          createdAt: new Date().toISOString(),
        }),
      }),
    );
    await waitFor(() => expect(within(element).queryByText("Sending…")).toBeNull());
    expect(bodies(element)).toEqual(["On my way"]);
    act(() => release());
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(bodies(element)).toEqual(["On my way"]);
  });

  it("follows a state change from the other side", async () => {
    const api = chatApi();
    stubApi({ session: testStudent, handle: api });
    renderApp(page);
    expect(await screen.findByRole("textbox", { name: "Message" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const socket = FakeWebSocket.last!;
    act(() => socket.open());
    // The other side resolved it (the server then has it so).
    api.state.conversations = api.state.conversations.map((item) => ({ ...item, state: "resolved" as const }));
    act(() =>
      socket.receive({
        type: "conversation",
        conversationId: "c1",
        state: "resolved",
        expiresAt: "2026-03-10T03:00:00.000Z",
      }),
    );
    expect(await screen.findByText("This case has been resolved. The conversation is read-only.")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
  });

  it("asks the other side to confirm the handover, and the report is solved once both have", async () => {
    const waiting = conversation({
      state: "resolved",
      handover: { mine: false, theirs: true, lostReport: null, choices: [] },
    });
    const calls = stubApi({ session: testStudent, handle: chatApi({ conversations: [waiting] }) });
    const user = setupUser();
    renderApp(page);
    const panel = await screen.findByRole("region", { name: "Was the item handed over?" });
    expect(
      within(panel).getByText(
        "Tan Wei Jie says the item was handed over. Once you confirm too, the report is marked solved.",
      ),
    ).toBeTruthy();
    await user.click(within(panel).getByRole("button", { name: "Yes, the item was handed over" }));
    expect(
      await within(screen.getByRole("region", { name: "Notifications" })).findByText(
        "You both confirmed the handover: the found report is marked solved.",
      ),
    ).toBeTruthy();
    expect(await requestsTo(calls, "/api/conversations/c1/handover")[0]!.json()).toEqual({ handedOver: true });
    expect(
      await within(panel).findByText("You both confirmed the handover: the found report is marked solved."),
    ).toBeTruthy();
    expect(within(panel).queryByRole("button")).toBeNull();
  });

  it("asks the owner which of their lost reports the item is, and says both were solved", async () => {
    const lost = {
      itemType: "phone" as const,
      itemTypeOther: null,
      model: null,
      eventDate: "2026-03-01",
      status: "pending" as const,
    };
    const waiting = conversation({
      handover: {
        mine: false,
        theirs: true,
        lostReport: null,
        choices: [
          { ...lost, id: "lost-1", brand: "Samsung", paired: true },
          { ...lost, id: "lost-2", brand: "Nokia", paired: false },
        ],
      },
    });
    const calls = stubApi({ session: testStudent, handle: chatApi({ conversations: [waiting] }) });
    const user = setupUser();
    renderApp(page);
    const panel = await screen.findByRole("region", { name: "Was the item handed over?" });
    const group = within(panel).getByRole("group", { name: "Which of your lost reports is this item?" });
    // The one the matcher paired with the item is offered first and chosen; the owner confirms it.
    const paired = within(group).getByRole("radio", { name: "Samsung (Phone), lost on 1 Mar 2026 · Suggested match" });
    expect((paired as HTMLInputElement).checked).toBe(true);
    expect(within(group).getByRole("radio", { name: "None of these (my lost reports stay open)" })).toBeTruthy();
    await user.click(within(panel).getByRole("button", { name: "Yes, the item was handed over" }));
    const done = "You both confirmed the handover: the found report and your lost report are marked solved.";
    expect(await within(screen.getByRole("region", { name: "Notifications" })).findByText(done)).toBeTruthy();
    expect(await within(panel).findByText(done)).toBeTruthy();
    expect(await requestsTo(calls, "/api/conversations/c1/handover")[0]!.json()).toEqual({
      handedOver: true,
      lostReportId: "lost-1",
    });
  });

  it("on a phone offers the owner's lost reports in one select, the confirm button below it outside any scroll box", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(max-width: 639px)",
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const lost = { itemType: "phone" as const, itemTypeOther: null, model: null, status: "pending" as const };
    const waiting = conversation({
      handover: {
        mine: false,
        theirs: true,
        lostReport: null,
        choices: [
          { ...lost, id: "lost-1", brand: "Samsung", eventDate: "2026-03-01", paired: false },
          { ...lost, id: "lost-2", brand: "Nokia", eventDate: "2026-02-20", paired: false },
          { ...lost, id: "lost-3", brand: "Oppo", eventDate: "2026-02-10", paired: false },
        ],
      },
    });
    const calls = stubApi({ session: testStudent, handle: chatApi({ conversations: [waiting] }) });
    const user = setupUser();
    renderApp(page);
    const panel = await screen.findByRole("region", { name: "Was the item handed over?" });
    expect(within(panel).queryByRole("radio")).toBeNull();
    const select = within(panel).getByRole("combobox", { name: "Which of your lost reports is this item?" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Choose a report",
      "Samsung (Phone), lost on 1 Mar 2026",
      "Nokia (Phone), lost on 20 Feb 2026",
      "Oppo (Phone), lost on 10 Feb 2026",
      "None of these (my lost reports stay open)",
    ]);
    // Nothing inside the panel scrolls: the question, the choice and the button take their own room.
    for (
      let element: HTMLElement | null = select;
      element && element !== document.body;
      element = element.parentElement
    )
      expect(element.className).not.toMatch(/overflow-(y-)?auto|max-h-/);
    const confirm = within(panel).getByRole("button", { name: "Yes, the item was handed over" });
    await user.click(confirm);
    expect(await within(panel).findByText("Choose your lost report, or None of these.")).toBeTruthy();
    expect(select.getAttribute("aria-invalid")).toBe("true");
    await user.selectOptions(select, "Nokia (Phone), lost on 20 Feb 2026");
    await user.click(confirm);
    await waitFor(() => expect(requestsTo(calls, "/api/conversations/c1/handover")).toHaveLength(1));
    expect(await requestsTo(calls, "/api/conversations/c1/handover")[0]!.json()).toEqual({
      handedOver: true,
      lostReportId: "lost-2",
    });
  });

  it("lets either side reopen a resolved conversation, in Malay", async () => {
    window.localStorage.setItem("preferred-language", "my");
    const calls = stubApi({
      session: testStudent,
      handle: chatApi({ conversations: [conversation({ state: "resolved" })] }),
    });
    const user = setupUser();
    renderApp(page);
    await user.click(await screen.findByRole("button", { name: "Buka semula" }));
    expect(await screen.findByText("Conversation reopened")).toBeTruthy();
    expect(await requestsTo(calls, "/api/conversations/c1/resolution")[0]!.json()).toEqual({ resolved: false });
    expect(await screen.findByRole("textbox", { name: "Mesej" })).toBeTruthy();
  });
});
