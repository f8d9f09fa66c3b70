import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personalDataSchema } from "@campus/shared";
import { addToRoster, ORIGIN, signUpAndLogIn } from "../../../test/accounts";
import { testDevice } from "../../../test/push-endpoint";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { resolveVapidKeys } from "../../infra/vapid-keys";
import { MAX_DEVICES_PER_USER } from "./service";

/** The test's push service: nothing listens there, and nothing here pushes. */
const SERVICE = "http://127.0.0.1:8990";
const ANDROID_FIREFOX = "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0";
let t: TestApp;
let aina: string;
let badrul: string;
let chong: string;

beforeAll(async () => {
  t = await createTestApp({ PUSH_SERVICE_HOSTS: SERVICE });
  await addToRoster(t.app, [{ matrixNo: "A22CS0901" }, { matrixNo: "A22CS0902" }, { matrixNo: "A22CS0903" }]);
  aina = await signUpAndLogIn(t.app, { matrixNo: "A22CS0901", email: "aina.push@student.demo.edu.my", name: "Aina" });
  badrul = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0902",
    email: "badrul.push@student.demo.edu.my",
    name: "Badrul",
  });
  chong = await signUpAndLogIn(t.app, {
    matrixNo: "A22CS0903",
    email: "chong.push@student.demo.edu.my",
    name: "Chong",
  });
});
afterAll(() => t.close());

function send(
  method: "GET" | "PUT" | "DELETE",
  url: string,
  options: { cookie?: string; payload?: unknown; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

const subscribe = (cookie: string, subscription: unknown, headers: Record<string, string> = {}) =>
  send("PUT", "/api/push/subscription", { cookie, payload: subscription, headers });

const holderOf = async (endpoint: string) =>
  (
    await t.app.context.database.db
      .selectFrom("push_subscriptions")
      .innerJoin("users", "users.id", "push_subscriptions.user_id")
      .select("users.name")
      .where("endpoint", "=", endpoint)
      .executeTakeFirst()
  )?.name;

describe("/api/push", () => {
  it("needs a signed-in user, and a state change our Origin", async () => {
    const device = testDevice(SERVICE);
    for (const response of [
      await send("GET", "/api/push/key"),
      await send("PUT", "/api/push/subscription", { payload: device.subscription }),
      await send("DELETE", "/api/push/subscription", { payload: { endpoint: device.endpoint } }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("NOT_SIGNED_IN");
    }
    const foreign = await subscribe(aina, device.subscription, { origin: "https://evil.example.com" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe("FORBIDDEN_ORIGIN");
    const none = await t.app.inject({
      method: "DELETE",
      url: "/api/push/subscription",
      headers: { cookie: aina },
      payload: { endpoint: device.endpoint },
    });
    expect(none.statusCode).toBe(403);
    expect(await holderOf(device.endpoint)).toBeUndefined();
  });

  it("gives the server's public key, the pair kept in DATA_DIR", async () => {
    const key = await send("GET", "/api/push/key", { cookie: aina });
    expect(key.statusCode).toBe(200);
    expect(key.json()).toEqual({ publicKey: resolveVapidKeys(t.config).publicKey });
    expect(Buffer.from(key.json().publicKey, "base64url")).toHaveLength(65);
  });

  it("answers a bad subscription 400 with the fields that are wrong, like every other form", async () => {
    const device = testDevice(SERVICE);
    const empty = await subscribe(aina, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Some of the information sent is not valid.",
      fields: { endpoint: expect.any(String), keys: expect.any(String) },
    });
    const shortKey = await subscribe(aina, {
      ...device.subscription,
      keys: { ...device.subscription.keys, p256dh: "AAAA" },
    });
    expect(shortKey.statusCode).toBe(400);
    expect(Object.keys(shortKey.json().fields)).toEqual(["keys.p256dh"]);
    // The right length, but no point of the curve: nothing could be encrypted to it.
    const notAPoint = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url");
    const offCurve = await subscribe(aina, {
      ...device.subscription,
      keys: { ...device.subscription.keys, p256dh: notAPoint },
    });
    expect(offCurve.statusCode).toBe(400);
    expect(offCurve.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { keys: expect.any(String) } });
    const ftp = await subscribe(aina, { ...device.subscription, endpoint: "ftp://127.0.0.1:8990/push/1" });
    expect(ftp.statusCode).toBe(400);
    expect(Object.keys(ftp.json().fields)).toEqual(["endpoint"]);
    const huge = await subscribe(aina, { ...device.subscription, padding: "x".repeat(10_000) });
    expect(huge.statusCode).toBe(413);
    const notJson = await t.app.inject({
      method: "PUT",
      url: "/api/push/subscription",
      headers: { origin: ORIGIN, cookie: aina, "content-type": "application/json" },
      payload: "{ endpoint",
    });
    expect(notJson.json().code).toBe("INVALID_JSON");
    expect((await send("DELETE", "/api/push/subscription", { cookie: aina, payload: {} })).statusCode).toBe(400);
    expect(await holderOf(device.endpoint)).toBeUndefined();
  });

  it("refuses an endpoint on a push service it does not know, saying why in the user's language", async () => {
    const device = testDevice(SERVICE);
    for (const endpoint of [
      "https://evil.example.com/push/1",
      "http://127.0.0.1:8991/push/1",
      "http://localhost:8990/push/1",
      "https://fcm.googleapis.com/fcm/send/1",
      "https://user:secret@127.0.0.1:8990/push/1",
    ]) {
      const refused = await subscribe(aina, { ...device.subscription, endpoint });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json(), endpoint).toEqual({
        code: "PUSH_SERVICE_NOT_ALLOWED",
        message:
          "This browser's push service is not one the app sends notifications through, so notifications cannot be turned on here. Try another browser.",
        fields: { endpoint: expect.any(String) },
      });
    }
    const inMalay = await subscribe(
      aina,
      { ...device.subscription, endpoint: "https://evil.example.com/push/1" },
      { "accept-language": "ms-MY" },
    );
    expect(inMalay.json().message).toBe(
      "Aplikasi ini tidak menghantar pemberitahuan melalui perkhidmatan push pelayar ini, jadi pemberitahuan tidak boleh dihidupkan di sini. Cuba pelayar lain.",
    );
    expect(await holderOf("https://evil.example.com/push/1")).toBeUndefined();
  });

  it("keeps a device once, and moves an endpoint another account held to the account that sends it", async () => {
    const device = testDevice(SERVICE);
    expect((await subscribe(aina, device.subscription)).statusCode).toBe(204);
    expect((await subscribe(aina, device.subscription)).statusCode).toBe(204);
    expect(await holderOf(device.endpoint)).toBe("Aina");
    // The device changed hands: Badrul signed in on it and turned notifications on.
    expect((await subscribe(badrul, device.subscription)).statusCode).toBe(204);
    expect(await holderOf(device.endpoint)).toBe("Badrul");
    const rows = await t.app.context.database.db
      .selectFrom("push_subscriptions")
      .select("id")
      .where("endpoint", "=", device.endpoint)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("forgets only the user's own device", async () => {
    const device = testDevice(SERVICE);
    await subscribe(aina, device.subscription);
    const notHers = await send("DELETE", "/api/push/subscription", {
      cookie: badrul,
      payload: { endpoint: device.endpoint },
    });
    expect(notHers.statusCode).toBe(204);
    expect(await holderOf(device.endpoint)).toBe("Aina");
    const hers = await send("DELETE", "/api/push/subscription", {
      cookie: aina,
      payload: { endpoint: device.endpoint },
    });
    expect(hers.statusCode).toBe(204);
    expect(await holderOf(device.endpoint)).toBeUndefined();
    // Again: nothing left to forget, and that is fine.
    expect(
      (await send("DELETE", "/api/push/subscription", { cookie: aina, payload: { endpoint: device.endpoint } }))
        .statusCode,
    ).toBe(204);
  });

  it(`keeps ${MAX_DEVICES_PER_USER} devices per account: a new one past them ends the one least recently sent`, async () => {
    const devices = Array.from({ length: MAX_DEVICES_PER_USER + 1 }, () => testDevice(SERVICE));
    for (const device of devices.slice(0, MAX_DEVICES_PER_USER)) await subscribe(chong, device.subscription);
    // The first device sends its subscription again (its user came back): it is kept, the second goes.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await subscribe(chong, devices[0]!.subscription);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await subscribe(chong, devices.at(-1)!.subscription);
    const kept = await Promise.all(devices.map((device) => holderOf(device.endpoint)));
    expect(kept.filter(Boolean)).toHaveLength(MAX_DEVICES_PER_USER);
    expect(kept[1]).toBeUndefined();
    expect(kept[0]).toBe("Chong");
    expect(kept.at(-1)).toBe("Chong");
  });

  it("lists the user's devices in their copy of their data, and forgets them with the account", async () => {
    const device = testDevice(SERVICE);
    expect((await subscribe(aina, device.subscription, { "user-agent": ANDROID_FIREFOX })).statusCode).toBe(204);
    const data = personalDataSchema.parse((await send("GET", "/api/profile/data", { cookie: aina })).json());
    expect(data.pushDevices).toEqual([
      { endpoint: device.endpoint, label: "Firefox on Android", createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(JSON.stringify(data)).not.toContain(device.subscription.keys.auth);
    const removed = await send("DELETE", "/api/profile", { cookie: aina, payload: { password: "secret123" } });
    expect(removed.statusCode, removed.body).toBe(200);
    const left = await t.app.context.database.db
      .selectFrom("push_subscriptions")
      .innerJoin("users", "users.id", "push_subscriptions.user_id")
      .select("endpoint")
      .where("users.email", "like", "removed-%")
      .execute();
    expect(left).toEqual([]);
    expect(await holderOf(device.endpoint)).toBeUndefined();
  });

  it("limits how often an account turns devices on and off", async () => {
    const device = testDevice(SERVICE);
    const answers: number[] = [];
    for (let i = 0; i < 61; i++)
      answers.push(
        (await send("DELETE", "/api/push/subscription", { cookie: badrul, payload: { endpoint: device.endpoint } }))
          .statusCode,
      );
    expect(answers.filter((status) => status === 204).length).toBeLessThanOrEqual(60);
    expect(answers.at(-1)).toBe(429);
  });
});
