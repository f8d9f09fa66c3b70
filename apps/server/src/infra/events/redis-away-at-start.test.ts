import { spawnSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { startOwnRedis, type OwnRedis } from "../../../test/own-services";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { waitFor } from "../../../test/wait";

/**
 * Redis is only the bus for live events: an instance whose Redis does not answer when it starts
 * starts all the same and serves every request (readiness "degraded"), and the bus comes up
 * by itself when Redis does.
 */
const haveRedis = spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;
if (!haveRedis && process.env.CI) throw new Error("redis-server is not installed");

let redis: OwnRedis | undefined;
let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
  await redis?.stop();
});

describe.runIf(haveRedis)("Redis away when the server starts", () => {
  it("starts, serves with live events degraded, and has them back when Redis answers", async () => {
    redis = await startOwnRedis();
    await redis.stop();
    t = await createTestApp({ REDIS_URL: redis.url });
    await t.app.ready();
    const ready = async () => (await t!.app.inject({ method: "GET", url: "/api/ready" })).json();
    expect((await t.app.inject({ method: "GET", url: "/api/ping" })).statusCode).toBe(200);
    expect(await ready()).toMatchObject({ status: "degraded", components: { events: "unavailable" } });

    await redis.start();
    await waitFor("the bus to be back", async () => (await ready()).components.events === "ok", 20_000);
    expect((await ready()).status).toBe("ready");
  });
});
