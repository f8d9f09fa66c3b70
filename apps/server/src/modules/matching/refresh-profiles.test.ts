import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { flag } from "../../db/dialect";
import { insertLocations } from "../locations/repository";
import { PROFILE_VERSION } from "../item-profile/profile";
import { refreshMatchProfiles } from "./refresh-profiles";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("profiles written by an older matcher", () => {
  it("are profiled again at startup, so a new vocabulary needs no migration", async () => {
    const { db, dialect } = t.app.context.database;
    const place = randomUUID();
    await insertLocations(db, [
      { id: place, name_en: "Block A", name_my: "Blok A", active: flag(dialect, true), area: null },
    ]);
    const id = randomUUID();
    // As a row from before this matcher: no group, no version, an old profile.
    await db
      .insertInto("reports")
      .values({
        id,
        type: "found",
        item_type: "other",
        item_type_other: "payong hitam",
        location_id: place,
        event_date: "2026-05-04",
        custody: "office",
        visitor_name: "Pak Ali",
        match_profile: '{"kind":["payong"]}',
      })
      .execute();
    expect(await refreshMatchProfiles(t.app.context)).toBe(1);
    const row = await db
      .selectFrom("reports")
      .select(["match_group", "match_version", "match_profile"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.match_version).toBe(PROFILE_VERSION);
    expect(row.match_group).toBe("umbrella");
    expect(JSON.parse(row.match_profile!)).toMatchObject({ kinds: ["umbrella"], colours: ["black"] });
    // Nothing left to do the next time.
    expect(await refreshMatchProfiles(t.app.context)).toBe(0);
  });
});
