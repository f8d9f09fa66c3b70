import { describe, expect, it } from "vitest";
import { schemaOf } from "./create-event-bus";
import { channelFor } from "./postgres-bus";

describe("an installation's own event channel", () => {
  it("is named after the schema DATABASE_URL chooses, so installations sharing a database or a Redis keep apart", () => {
    expect(schemaOf(undefined)).toBe("");
    expect(schemaOf("postgres://campus@db:5432/campus")).toBe("");
    expect(schemaOf("postgres://campus@db:5432/campus?options=-c%20search_path%3Dpublic")).toBe("");
    expect(schemaOf("postgres://campus@db:5432/campus?options=-c%20search_path%3Dt_ab12")).toBe("t_ab12");
    expect(schemaOf("not a url")).toBe("");
    expect(channelFor("public")).toBe("campus_events");
    expect(channelFor("t_AB12")).toBe("campus_events_t_ab12");
    expect(channelFor("x".repeat(80))).toHaveLength(63);
  });
});
