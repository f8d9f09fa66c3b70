import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../test/own-services";
import { createTestApp, testDialect, type TestApp } from "../../test/test-app";
import { enqueueJobs } from "../infra/jobs/outbox";

const TOKEN = "metrics-token-metrics-token-1234";

/** A sample line of Prometheus' text format: a name, optional labels, a number (Prometheus reads "NaN" in any case). */
const SAMPLE =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*"(,[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*")*\})? (-?[0-9.]+(e[+-]?[0-9]+)?|[Nn]a[Nn]|[+-]Inf)$/;

/** Every line is a HELP, a TYPE or a sample; answers the samples by name with their labels. */
function parseExposition(text: string): Array<{ name: string; labels: string; value: number }> {
  const samples = [];
  for (const line of text.split("\n")) {
    if (line === "" || /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .+$/.test(line)) continue;
    expect(line, "a sample line in Prometheus' text format").toMatch(SAMPLE);
    const [, name = "", labels = ""] = /^([^{ ]+)(\{.*\})?/.exec(line) ?? [];
    samples.push({ name, labels, value: Number(line.slice(line.lastIndexOf(" ") + 1)) });
  }
  return samples;
}

let current: TestApp | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

describe("/metrics", () => {
  it("does not exist unless METRICS_TOKEN or METRICS_PORT is set", async () => {
    current = await createTestApp();
    const response = await current.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: "Bearer x" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("process_");
  });

  it("answers on the main port only with the token: latency by route, the outbox's queue, sockets, the process, and PostgreSQL's pool", async () => {
    current = await createTestApp({ METRICS_TOKEN: TOKEN });
    const { app } = current;
    for (const authorization of [undefined, "Bearer wrong", `Bearer ${TOKEN}x`, TOKEN]) {
      const refused = await app.inject({
        method: "GET",
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      // Distinct from the site's 404: the operator sees the token is what is wrong.
      expect(refused.statusCode, String(authorization)).toBe(401);
      expect(refused.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(refused.json()).toMatchObject({ code: "METRICS_TOKEN_REQUIRED" });
    }
    await app.inject({ method: "GET", url: "/api/ping" });
    await app.inject({ method: "GET", url: "/api/reports" }); // 401: not signed in
    await enqueueJobs(app.context.database.db, [
      {
        kind: "match-report",
        key: "match-report:metrics-test",
        payload: { reportId: "none" },
        runAt: new Date(Date.now() + 3_600_000),
      },
    ]);

    const response = await app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const samples = parseExposition(response.body);
    const value = (name: string, labels: string[] = []) =>
      samples.find((sample) => sample.name === name && labels.every((label) => sample.labels.includes(label)))?.value;

    expect(
      value("http_request_duration_seconds_count", ['route="/api/ping"', 'method="GET"', 'status_code="200"']),
    ).toBe(1);
    expect(value("http_request_duration_seconds_count", ['route="/api/reports"', 'status_code="401"'])).toBe(1);
    expect(value("http_request_duration_seconds_bucket", ['route="/api/ping"', 'le="+Inf"'])).toBe(1);
    expect(value("campus_jobs_waiting", ['kind="match-report"'])).toBe(1);
    expect(value("campus_jobs_failed", ['kind="match-report"'])).toBe(0);
    expect(value("campus_realtime_sockets")).toBe(0);
    // Every kind of job has its series from the start, at zero; and the build says what runs.
    expect(value("campus_jobs_failed", ['kind="match-digest"'])).toBe(0);
    expect(value("campus_jobs_waiting", ['kind="visitor-receipt"'])).toBe(0);
    expect(value("campus_build_info", ['version="0.1.0"', `node="${process.versions.node}"`])).toBe(1);
    expect(value("process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(value("process_cpu_user_seconds_total")).toBeGreaterThan(0);
    const pool = value("campus_db_pool_connections", ['state="total"']);
    if (testDialect === "postgres") expect(pool).toBeGreaterThanOrEqual(1);
    else expect(pool).toBeUndefined();
    // Metrics stay out of the public API reference.
    const docs = await app.inject({ method: "GET", url: "/api/docs/json" });
    expect(docs.body).not.toContain("/metrics");
  });

  it("answers without a token on a port of its own (METRICS_PORT), and not on the main port", async () => {
    const port = await freePort();
    current = await createTestApp({ METRICS_PORT: String(port) });
    const onMain = await current.app.inject({ method: "GET", url: "/metrics" });
    expect(onMain.statusCode).toBe(404);
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(parseExposition(await response.text()).some((sample) => sample.name === "campus_realtime_sockets")).toBe(
      true,
    );
  });
});
