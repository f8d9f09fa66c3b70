import { describe, expect, it } from "vitest";
import { getHref, isScreenPath, paths } from "./paths";

describe("screen paths", () => {
  it("recognise every screen, with parameters and a trailing slash", () => {
    for (const path of Object.values(paths)) expect(isScreenPath(path.replace(":id", "abc-123")), path).toBe(true);
    expect(isScreenPath("/dashboard/chat/42/")).toBe(true);
  });

  it("reject paths that are not screens", () => {
    for (const path of ["/nope", "/dashboard/unknown", "/dashboard/chat/1/2", "/api/ping", "/loginx"]) {
      expect(isScreenPath(path), path).toBe(false);
    }
  });

  it("build hrefs with encoded parameters", () => {
    expect(getHref("reportLostDetails", { id: "a b" })).toBe("/dashboard/report-lost/a%20b");
    expect(() => getHref("chatConversation")).toThrow(/Missing path parameter/);
  });
});
