import { describe, expect, it } from "vitest";
import { pushPayloadSchema } from "@campus/shared";
import { readPushPayload, screenAddress } from "./push-payload";

const good = {
  title: "Found items may be yours",
  body: "A black wallet",
  lang: "en",
  url: "/dashboard/report-lost/r1#matches",
  tag: "match-r1",
};

/** Payloads on and off the contract, for the light reader and its zod twin alike. */
const cases: unknown[] = [
  good,
  { ...good, body: "" },
  { ...good, extra: "dropped" },
  { ...good, title: "" },
  { ...good, title: "x".repeat(120) },
  { ...good, title: "x".repeat(121) },
  { ...good, body: "x".repeat(400) },
  { ...good, body: "x".repeat(401) },
  { ...good, url: "https://elsewhere.example/" },
  { ...good, url: "/" + "x".repeat(499) },
  { ...good, url: "/" + "x".repeat(500) },
  { ...good, lang: "ms" },
  { ...good, lang: "my" },
  { ...good, lang: "" },
  { ...good, tag: "" },
  { ...good, tag: 7 },
  { title: good.title, body: good.body, url: good.url },
  null,
  [good],
  "text",
  42,
];

describe("the service worker's push payload reader", () => {
  it("takes what the shared pushPayloadSchema takes, and refuses what it refuses", () => {
    for (const value of cases) {
      const zod = pushPayloadSchema.safeParse(value);
      expect(readPushPayload(JSON.stringify(value)), JSON.stringify(value)).toEqual(zod.success ? zod.data : undefined);
    }
  });

  it("refuses a push that is not JSON, or has no data", () => {
    expect(readPushPayload("not json {")).toBeUndefined();
    expect(readPushPayload(undefined)).toBeUndefined();
  });
});

describe("the address a notification's tap opens", () => {
  const origin = "https://lost.example.edu.my";

  it("is the payload's path on this site", () => {
    expect(screenAddress("/dashboard/report-lost/r1#matches", origin)).toBe(
      `${origin}/dashboard/report-lost/r1#matches`,
    );
  });

  it("is the dashboard for anything that would leave the site or is not a path", () => {
    for (const path of [
      "//elsewhere.example/x",
      "/\\elsewhere.example",
      "https://elsewhere.example/",
      "javascript:alert(1)",
      5,
      undefined,
    ])
      expect(screenAddress(path, origin), String(path)).toBe(`${origin}/dashboard`);
  });
});
