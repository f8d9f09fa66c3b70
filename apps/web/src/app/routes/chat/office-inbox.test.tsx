import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getHref, paths } from "@campus/shared";
import { chatApi, conversation, message, requestsTo } from "../../../test/chat-api";
import { renderApp, stubApi, testAdmin, testStudent } from "../../../test/render-app";

const sidebarLink = (name: RegExp) =>
  within(
    screen.getByRole("navigation", { name: /Dashboard navigation|Navigasi papan pemuka/, hidden: true }),
  ).getByRole("link", { name, hidden: true });

describe("a student and the office's inbox", () => {
  it("opens a draft to the office with one button, without the consent dialog; only the first message creates the conversation, with it", async () => {
    const api = chatApi({ conversations: [] });
    const calls = stubApi({ session: testStudent, handle: api });
    const user = userEvent.setup();
    const { router } = renderApp(paths.chat);
    expect(await screen.findByRole("heading", { level: 2, name: "University office" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Message the office" }));
    // A draft: the office by name and the message box; nothing was created.
    expect(await screen.findByRole("heading", { level: 1, name: "University office" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.chat);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("No messages yet. Ask the office anything about a lost or found item.")).toBeTruthy();
    expect(await requestsTo(calls, "/api/conversations").at(-1)!.json()).toEqual({ office: true });
    expect(api.state.conversations).toEqual([]);

    // An empty message starts nothing.
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Please write a message")).toBeTruthy();
    expect(requestsTo(calls, "/api/conversations")).toHaveLength(1);

    await user.type(screen.getByRole("textbox", { name: "Message" }), "Is my blue umbrella there?{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe(getHref("chatConversation", { id: "c-office" })));
    const first = requestsTo(calls, "/api/conversations");
    expect(first).toHaveLength(2);
    expect(await first[1]!.json()).toEqual({
      office: true,
      message: { body: "Is my blue umbrella there?", clientId: expect.any(String) },
    });
    expect(requestsTo(calls, "/api/conversations/c-office/messages")).toEqual([]);
    const log = await screen.findByRole("log");
    expect(await within(log).findByText("Is my blue umbrella there?")).toBeTruthy();
    // Back goes to the list, not to the draft.
    act(() => void router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.chat));
    expect(await screen.findByRole("heading", { level: 1, name: "Chatbox" })).toBeTruthy();
  });

  it("opens the office's existing conversation instead of a draft", async () => {
    const office = conversation({
      id: "c-office",
      office: true,
      other: { id: "office", name: "", image: null },
      report: null,
    });
    stubApi({ session: testStudent, handle: chatApi({ conversations: [office] }) });
    const user = userEvent.setup();
    const { router } = renderApp(paths.chat);
    await user.click(await screen.findByRole("button", { name: "Message the office" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(getHref("chatConversation", { id: "c-office" })));
  });

  it("takes an address of the office's staff to a draft to the office's inbox, without the consent dialog", async () => {
    const calls = stubApi({ session: testStudent, handle: chatApi({ conversations: [] }) });
    const user = userEvent.setup();
    renderApp(paths.chat);
    await user.type(await screen.findByLabelText("University email of the person"), "admin@ujian.edu.my");
    await user.click(screen.getByRole("button", { name: "Start chat" }));
    expect(await screen.findByRole("heading", { level: 1, name: "University office" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Message" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await requestsTo(calls, "/api/conversations").at(-1)!.json()).toEqual({ office: true });
  });

  it("lists the office's conversation under the office's name, in Malay too", async () => {
    window.localStorage.setItem("preferred-language", "my");
    const office = conversation({
      id: "c-office",
      office: true,
      other: { id: "office", name: "", image: null },
      report: null,
      lastMessage: { body: "Ya, ada di sini.", createdAt: "2026-03-05T05:00:00.000Z", mine: false },
    });
    stubApi({ session: testStudent, handle: chatApi({ conversations: [office] }) });
    renderApp(paths.chat);
    const region = await screen.findByRole("region", { name: "Perbualan anda" });
    expect(await within(region).findByRole("link", { name: "Pejabat universiti" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Hantar mesej kepada pejabat" })).toBeTruthy();
  });
});

describe("an administrator's office inbox", () => {
  const student = { id: "u5", name: "Nur Aina", image: null };
  const inbox = [
    conversation({
      id: "c7",
      office: true,
      other: student,
      report: null,
      unread: 2,
      lastMessage: { body: "Is my umbrella there?", createdAt: "2026-03-05T05:00:00.000Z", mine: false },
    }),
  ];

  it("is in the sidebar with its unread count, lists the students' conversations, and offers no way to start one", async () => {
    stubApi({ session: testAdmin, handle: chatApi({ conversations: inbox, unread: { c7: 2 } }) });
    renderApp(paths.chat);
    expect(await screen.findByRole("heading", { level: 1, name: "Office inbox" })).toBeTruthy();
    await waitFor(() => expect(sidebarLink(/^Office inbox/)).toBeTruthy());
    const region = await screen.findByRole("region", { name: "Your conversations" });
    expect(await within(region).findByRole("link", { name: "Nur Aina" })).toBeTruthy();
    expect(within(region).getByText("2 unread messages")).toBeTruthy();
    expect(screen.queryByLabelText("University email of the person")).toBeNull();
    expect(screen.queryByRole("button", { name: "Message the office" })).toBeNull();
  });

  it("shows a colleague's answer on the office's side, and the student's on theirs", async () => {
    const history = [
      message({ conversationId: "c7", senderId: testAdmin.id, body: "I will check the shelf.", at: 3 }),
      message({ conversationId: "c7", senderId: "u3", body: "Yes, it is here.", at: 2 }),
      message({ conversationId: "c7", senderId: student.id, body: "Is my umbrella there?", at: 1 }),
    ];
    stubApi({ session: testAdmin, handle: chatApi({ conversations: inbox, messages: { c7: history } }) });
    renderApp(getHref("chatConversation", { id: "c7" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Nur Aina" })).toBeTruthy();
    const log = await screen.findByRole("log", { name: "Conversation with Nur Aina" });
    const bubbles = await within(log).findAllByRole("listitem");
    const side = (item: HTMLElement) => (item.className.includes("items-end") ? "right" : "left");
    expect(bubbles.map((item) => [within(item).getByText(/umbrella|shelf|here/).textContent, side(item)])).toEqual([
      ["Is my umbrella there?", "left"],
      ["Yes, it is here.", "right"],
      ["I will check the shelf.", "right"],
    ]);
    expect(within(bubbles[1]!).getByText("Office")).toBeTruthy();
    expect(within(bubbles[2]!).getByText("You")).toBeTruthy();
    expect(within(bubbles[0]!).getByText("Nur Aina")).toBeTruthy();
  });
});
