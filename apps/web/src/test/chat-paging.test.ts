import { describe, expect, it } from "vitest";
import type { MessagePage } from "@campus/shared";
import { message } from "./chat-api";
import { messagePage, readMessagePageQuery } from "./chat-paging";

const url = (query: string) => new URL(`http://localhost/api/conversations/c1/messages${query}`);

/** The fake's answer to a query, as the client reads it. */
async function pageFor(all: ReturnType<typeof message>[], query: string) {
  const read = readMessagePageQuery(url(query));
  const response = "refused" in read ? read.refused : messagePage(all, read.query);
  return { status: response.status, body: (await response.json()) as MessagePage & { code?: string } };
}

describe("the fake chat's paging, as the server pages", () => {
  // Two messages share a minute: the id orders them, as the server's (created_at, id) does.
  const all = [message({ at: 1 }), message({ at: 2, id: "t1" }), message({ at: 2, id: "t2" }), message({ at: 3 })];
  const [oldest, tiedFirst, tiedSecond, newest] = all;

  it("answers newest first, with the cursor of the page's last message while older ones remain", async () => {
    const first = await pageFor(all, "?limit=2");
    expect(first.body.messages).toEqual([newest, tiedSecond]);
    expect(first.body.nextBefore).toBe(`${tiedSecond!.createdAt}|${tiedSecond!.id}`);
    const second = await pageFor(all, `?limit=2&before=${encodeURIComponent(first.body.nextBefore!)}`);
    expect(second.body).toEqual({ messages: [tiedFirst, oldest], nextBefore: null });
  });

  it("takes 30 at a time unless told, at most 100, and refuses a cursor that is not the server's", async () => {
    const many = Array.from({ length: 31 }, (_, index) => message({ at: 100 + index }));
    expect((await pageFor(many, "")).body.messages).toHaveLength(30);
    expect(await pageFor(many, "?limit=101")).toMatchObject({ status: 400, body: { code: "VALIDATION_ERROR" } });
    expect(await pageFor(many, "?before=m3")).toMatchObject({ status: 400, body: { code: "BAD_CURSOR" } });
  });
});
