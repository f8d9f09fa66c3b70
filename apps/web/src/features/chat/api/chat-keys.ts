/** Query keys of the chat: a message or a state change updates or invalidates these. */
export const chatKeys = {
  all: ["chat"] as const,
  list: ["chat", "conversations"] as const,
  one: (id: string) => ["chat", "conversation", id] as const,
  messages: (id: string) => ["chat", "messages", id] as const,
  /** Unread messages per conversation id; the realtime `unread` event keeps it current. */
  unread: ["chat", "unread"] as const,
};
