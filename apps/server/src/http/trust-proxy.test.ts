import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToRoster, ORIGIN, signUpAndLogIn } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * Behind one proxy (TRUST_PROXY=1, or true), the client is the address that proxy saw: the last
 * X-Forwarded-For entry. Entries a client writes itself come before it and are never believed, so
 * a per-client limit cannot be dodged by forging the header (even behind a proxy that appends).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  await addToRoster(t.app, [{ matrixNo: "A22CS0960" }]);
  await signUpAndLogIn(t.app, { matrixNo: "A22CS0960", email: "hops@student.demo.edu.my" });
});
afterAll(() => t.close());

const wrongPassword = (forwardedFor: string, index: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { origin: ORIGIN, "x-forwarded-for": forwardedFor },
    payload: { email: "hops@student.demo.edu.my", password: `wrong-${index}` },
  });

describe("the client address behind a proxy", () => {
  it("is the one the proxy saw, whatever the client wrote before it", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 9; index++)
      statuses.push((await wrongPassword(`203.0.113.${index + 1}, 198.51.100.7`, index)).statusCode);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses[8]).toBe(429);
    // Another address the proxy saw is another client.
    expect((await wrongPassword("198.51.100.8", 9)).statusCode).toBe(401);
  });
});
