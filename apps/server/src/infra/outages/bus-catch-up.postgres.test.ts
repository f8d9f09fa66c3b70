import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { addToRoster, ORIGIN, signUpAndLogIn } from "../../../test/accounts";
import { startOwnPostgres, type OwnPostgres } from "../../../test/own-services";
import { openRealtime } from "../../../test/realtime-client";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { flag } from "../../db/dialect";
import { insertLocations } from "../../modules/locations/repository";

/**
 * Events published while the event bus (LISTEN/NOTIFY) was down never arrive; when its
 * connection is back, every open tab is sent again what the database holds for it: `ready`
 * (the page refetches its lists), the unread counts and the match notices not yet acknowledged.
 */
let postgres: OwnPostgres;
let t: TestApp;
let base: string;
const library = randomUUID();
const today = todayIn("Asia/Kuala_Lumpur");

beforeAll(async () => {
  postgres = await startOwnPostgres();
  t = await createTestApp({ DATABASE_URL: postgres.url });
  await insertLocations(t.app.context.database.db, [
    {
      id: library,
      name_en: "Main Library",
      name_my: "Perpustakaan Utama",
      active: flag(t.app.context.database.dialect, true),
      area: null,
    },
  ]);
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
}, 60_000);
afterAll(async () => {
  await t?.close();
  postgres?.destroy();
});

describe("after the event bus comes back", () => {
  it("sends every open tab what it may have missed, from the database", async () => {
    await addToRoster(t.app, [{ matrixNo: "A22CS0400" }, { matrixNo: "A22CS0401" }]);
    const owner = await signUpAndLogIn(t.app, { matrixNo: "A22CS0400", email: "catchup.owner@student.demo.edu.my" });
    const finder = await signUpAndLogIn(t.app, { matrixNo: "A22CS0401", email: "catchup.finder@student.demo.edu.my" });
    const report = async (cookie: string, body: object) =>
      (
        await t.app.inject({
          method: "POST",
          url: "/api/reports",
          headers: { origin: ORIGIN, cookie },
          payload: { locationId: library, eventDate: today, ...body },
        })
      ).json<{ report: { id: string } }>().report.id;

    await report(owner, { type: "lost", itemType: "laptop", brand: "Dell", serialNumber: "CN-0X4 7713" });
    const tab = await openRealtime(base, { cookie: owner, origin: ORIGIN });
    await tab.next("ready");
    const found = await report(finder, {
      type: "found",
      itemType: "laptop",
      brand: "Dell",
      serialNumber: "cn0x47713",
      custody: "office",
    });
    await t.app.inject({
      method: "GET",
      url: `/api/report-match?report_id=${found}&report_type=found`,
      headers: { cookie: finder },
    });
    const live = await tab.next("match");

    // PostgreSQL restarts: the LISTEN connection is lost and made again.
    postgres.stop("fast");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    postgres.start();

    expect((await tab.next("ready", 2, 20_000)).type).toBe("ready");
    expect((await tab.next("match", 2, 10_000)).notice.id).toBe(live.notice.id);
    expect((await tab.next("unread", 2, 10_000)).counts).toEqual({});
    await tab.close();
  }, 60_000);
});
