import { describe, expect, it } from "vitest";
import { firstCalls } from "./first-calls";
import { getHref, isScreenPath, paths, screenAt } from "./paths";

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

  it("name the screen an address opens", () => {
    expect(screenAt("/dashboard/home")).toBe("home");
    expect(screenAt("/dashboard/report-lost")).toBe("reportLost");
    expect(screenAt("/dashboard/report-lost/abc-123/")).toBe("reportLostDetails");
    expect(screenAt("/dashboard")).toBe("dashboard");
    expect(screenAt("/dashboard/unknown")).toBeUndefined();
  });
});

describe("a screen's first calls", () => {
  it("are the session and settings on every screen, and home's lists on home", () => {
    expect(firstCalls("/login")).toEqual(["/auth/session", "/config"]);
    expect(firstCalls("/dashboard/home/")).toEqual([
      "/auth/session",
      "/config",
      "/reports/mine/open",
      "/match-notices",
      "/reports/stats?view=daily",
    ]);
    expect(firstCalls("/no-such-page")).toEqual([]);
  });
});
