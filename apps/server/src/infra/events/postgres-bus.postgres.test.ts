import pg from "pg";
import pino from "pino";
import { afterEach, describe, it } from "vitest";
import { checkCrossesOnce } from "../../../test/bus-checks";
import { createTestDatabase } from "../../../test/test-app";
import { postgresBus } from "./postgres-bus";

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
      async () => void (await raw.query("select pg_notify('campus_events', '{not json')")),
    );
  });
});
