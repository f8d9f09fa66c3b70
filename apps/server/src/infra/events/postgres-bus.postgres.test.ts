import pg from "pg";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { checkCrossesOnce } from "../../../test/bus-checks";
import { createTestDatabase } from "../../../test/test-app";
import { waitFor } from "../../../test/wait";
import type { BusMessage } from "./event-bus";
import { channelFor, postgresBus } from "./postgres-bus";

const log = pino({ level: "silent" });
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe("event bus on PostgreSQL", () => {
  it("LISTEN/NOTIFY: every instance receives every message once, its own included; garbage is ignored", async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const url = database.databaseUrl!;
    const raw = new pg.Client({ connectionString: url });
    await raw.connect();
    cleanups.push(() => raw.end());
    await checkCrossesOnce(
      () => postgresBus(url, log),
      (close) => cleanups.push(close),
      async () => {
        const { rows } = await raw.query<{ schema: string }>("select current_schema() as schema");
        await raw.query("select pg_notify($1, '{not json')", [channelFor(rows[0]!.schema)]);
      },
    );
  });

  it("keeps two installations that share one database in two schemas apart", async () => {
    const [first, second] = [await createTestDatabase(), await createTestDatabase()];
    cleanups.push(
      () => first.drop(),
      () => second.drop(),
    );
    const [a, b] = [await postgresBus(first.databaseUrl!, log), await postgresBus(second.databaseUrl!, log)];
    cleanups.push(
      () => a.close(),
      () => b.close(),
    );
    const heard = { a: [] as BusMessage[], b: [] as BusMessage[] };
    a.subscribe((message) => heard.a.push(message));
    b.subscribe((message) => heard.b.push(message));
    await a.publish({ to: { admins: true }, event: { type: "ready" } });
    await b.publish({ to: { userId: "u-1" }, event: { type: "ready" } });
    await waitFor("each bus to hear its own", () => heard.a.length === 1 && heard.b.length === 1);
    // A last message on each, heard in order: nothing of the other's came before it.
    await a.publish({ to: { userId: "last" }, event: { type: "ready" } });
    await waitFor("the last message", () => heard.a.length === 2);
    expect(heard.a.map((message) => message.to)).toEqual([{ admins: true }, { userId: "last" }]);
    expect(heard.b.map((message) => message.to)).toEqual([{ userId: "u-1" }]);
  });
});
