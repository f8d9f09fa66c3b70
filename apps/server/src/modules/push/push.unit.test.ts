import { describe, expect, it } from "vitest";
import { DEFAULT_PUSH_SERVICE_HOSTS } from "../../config";
import { excerpt } from "./compose";
import { deviceLabel } from "./device-label";
import { allowedPushEndpoint } from "./endpoints";

describe("allowedPushEndpoint", () => {
  const hosts = [...DEFAULT_PUSH_SERVICE_HOSTS];

  it("takes the browsers' push services over https, on their own port", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b",
      "https://fcm.googleapis.com/wp/dGVzdA",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABn",
      "https://web.push.apple.com/QGuQyavXutnMH9d6Ab",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB",
    ])
      expect(allowedPushEndpoint(endpoint, hosts), endpoint).toBe(true);
  });

  it("refuses any other host, plain http, another port, a user in the URL and a look-alike", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilfcm.googleapis.com/x",
      "https://push.apple.com/x",
      "https://evil-push.apple.com.example/x",
      "https://user:secret@fcm.googleapis.com/x",
      "https://127.0.0.1/x",
      "https://169.254.169.254/latest/meta-data",
      "http://127.0.0.1:8990/push/1",
      "not a url",
    ])
      expect(allowedPushEndpoint(endpoint, hosts), endpoint).toBe(false);
  });

  it("takes an http endpoint only at an origin listed whole (a test's own push service)", () => {
    expect(allowedPushEndpoint("http://127.0.0.1:8990/push/1", ["http://127.0.0.1:8990"])).toBe(true);
    expect(allowedPushEndpoint("http://127.0.0.1:8991/push/1", ["http://127.0.0.1:8990"])).toBe(false);
    expect(allowedPushEndpoint("https://127.0.0.1:8990/push/1", ["http://127.0.0.1:8990"])).toBe(false);
  });
});

describe("deviceLabel", () => {
  it("names the browser and the system, never the whole header", () => {
    expect(deviceLabel("Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0")).toBe(
      "Firefox on Android",
    );
    expect(
      deviceLabel(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toBe("Edge on Windows");
    expect(
      deviceLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iPhone");
    expect(
      deviceLabel(
        "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome on Android");
    expect(deviceLabel("curl/8.5.0")).toBeNull();
    expect(deviceLabel(undefined)).toBeNull();
  });
});

describe("excerpt", () => {
  it("puts a message on one line and cuts a long one at a word", () => {
    expect(excerpt("  Is it\n\nyours?  ")).toBe("Is it yours?");
    const long = `${"word ".repeat(40)}end`;
    const cut = excerpt(long);
    expect(cut.length).toBeLessThanOrEqual(120);
    expect(cut).toMatch(/word…$/);
    expect(excerpt("x".repeat(200))).toBe(`${"x".repeat(119)}…`);
  });
});
