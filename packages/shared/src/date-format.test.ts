import { describe, expect, it } from "vitest";
import { dateFormat } from "./date-format";

describe("dateFormat", () => {
  it("makes one format per locale and options, and formats as Intl does", () => {
    const options = { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" } as const;
    const format = dateFormat("en-GB", options);
    expect(dateFormat("en-GB", { ...options })).toBe(format);
    expect(dateFormat("ms-MY", options)).not.toBe(format);
    expect(dateFormat("en-GB", { ...options, timeZone: "Asia/Kuala_Lumpur" })).not.toBe(format);
    const day = new Date("2026-03-02T20:00:00Z");
    expect(format.format(day)).toBe(new Intl.DateTimeFormat("en-GB", options).format(day));
    expect(dateFormat("en-GB", { ...options, timeZone: "Asia/Kuala_Lumpur" }).format(day)).toBe("3 Mar 2026");
  });
});
