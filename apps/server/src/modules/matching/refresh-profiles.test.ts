import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { flag } from "../../db/dialect";
import { insertLocations } from "../locations/repository";
import { matchColumns, matchProfile, PROFILE_VERSION } from "../item-profile/profile";
import { refreshMatchProfiles } from "./refresh-profiles";
import { findMatchSubject } from "./repository";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new place on campus; its id. */
async function aPlace(): Promise<string> {
  const { db, dialect } = t.app.context.database;
  const id = randomUUID();
  await insertLocations(db, [
    {
      id,
      name_en: `Block ${id.slice(0, 4)}`,
      name_my: `Blok ${id.slice(0, 4)}`,
      active: flag(dialect, true),
      area: null,
    },
  ]);
  return id;
}

describe("profiles written by an older matcher", () => {
  it("are profiled again at startup, so a new vocabulary needs no migration", async () => {
    const { db } = t.app.context.database;
    const place = await aPlace();
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

describe("the stored profile", () => {
  it("leaves its empty lists out and reads back as the profile it was made from", async () => {
    const { db } = t.app.context.database;
    const place = await aPlace();
    const item = {
      item_type: "phone" as const,
      brand: "Samsung",
      color: "Biru tua",
      model: "Galaxy A54",
      serial_number: "35-209 8xx",
      description: "cracked screen, name label Aisyah",
    };
    const columns = matchColumns(item);
    expect(columns.match_profile).not.toContain("[]");
    const id = randomUUID();
    await db
      .insertInto("reports")
      .values({
        id,
        type: "lost",
        ...item,
        location_id: place,
        event_date: "2026-05-04",
        visitor_name: "Aisyah",
        ...columns,
      })
      .execute();
    const subject = await findMatchSubject(db, id);
    const expected = matchProfile({
      id,
      itemType: item.item_type,
      itemTypeOther: null,
      brand: item.brand,
      color: item.color,
      model: item.model,
      description: item.description,
      locationId: place,
      eventDate: "2026-05-04",
    });
    expect(expected.mentioned).toEqual([]); // an empty list, left out of the stored form
    expect(subject?.profile).toEqual(expected);
  });
});
