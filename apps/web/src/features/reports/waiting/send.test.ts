import { describe, expect, it, vi } from "vitest";
import { reportResponseSchema, uploadUrlResponseSchema, type ReportDetails } from "@campus/shared";
import { json, noContent, refusal } from "../../../test/fake-answers";
import { stubApi } from "../../../test/render-app";
import { keptReport, testReport } from "../../../test/report-fixtures";
import { sendWaitingReports } from "./send";
import { keepWaiting, waitingReport } from "./store";

/** The server's report endpoints: one report per client id, as the server keeps them. */
function reportsServer(answer?: () => Response | undefined) {
  const saved = new Map<string, ReportDetails>();
  return (request: Request, path: string) => {
    if (path === "/api/generate-upload-url")
      return json(uploadUrlResponseSchema, {
        upload_url: "/api/uploads/incoming/u1/f.jpg?sig=x",
        public_url: "/api/files/f.jpg",
        filename: "f.jpg",
      });
    if (path.startsWith("/api/uploads/incoming/") && request.method === "PUT") return noContent();
    if (path === "/api/reports" && request.method === "POST") {
      const refused = answer?.();
      if (refused) return refused;
      return request
        .clone()
        .json()
        .then((body: { clientId: string }) => {
          const report = saved.get(body.clientId) ?? testReport({ id: `new-${saved.size + 1}` });
          saved.set(body.clientId, report);
          return json(reportResponseSchema, { report }, 201);
        });
    }
    return undefined;
  };
}

const posts = (calls: Request[]) =>
  calls.filter((request) => request.method === "POST" && new URL(request.url).pathname === "/api/reports");

describe("sending the reports kept on the device", () => {
  it("sends a waiting report with its photo and client id, once, and keeps when and what it became", async () => {
    const calls = stubApi({ handle: reportsServer() });
    const entry = await keptReport();
    await keepWaiting(entry);
    const sent: string[] = [];
    // The online event twice, and the tab shown again, at once: one report goes.
    await Promise.all(
      [1, 2, 3].map(() =>
        sendWaitingReports(
          "u1",
          () => "en",
          (report) => sent.push(report.id),
        ),
      ),
    );
    await sendWaitingReports(
      "u1",
      () => "en",
      (report) => sent.push(report.id),
    );
    expect(posts(calls)).toHaveLength(1);
    expect(calls.filter((request) => request.method === "PUT")).toHaveLength(1);
    expect(await posts(calls)[0]!.clone().json()).toMatchObject({
      clientId: entry.clientId,
      image: "f.jpg",
      brand: "Samsung",
    });
    expect(sent).toEqual(["new-1"]);
    expect(await waitingReport(entry.clientId)).toMatchObject({ state: "sent", sent: { id: "new-1", type: "lost" } });
    expect(Date.parse((await waitingReport(entry.clientId))!.sentAt!)).not.toBeNaN();
  });

  it("keeps a refused report with the server's words, and sends the next one", async () => {
    let refuseNext = true;
    const calls = stubApi({
      handle: reportsServer(() => {
        if (!refuseNext) return undefined;
        refuseNext = false;
        return refusal(400, {
          code: "UNKNOWN_LOCATION",
          message: "This location is not on the campus list",
          fields: { locationId: "This location is not on the campus list" },
        });
      }),
    });
    const first = await keptReport({ savedAt: "2026-11-28T01:00:00.000Z" });
    const second = await keptReport({ savedAt: "2026-11-28T02:00:00.000Z" });
    await keepWaiting(first);
    await keepWaiting(second);
    await sendWaitingReports(
      "u1",
      () => "en",
      () => undefined,
    );
    expect(await waitingReport(first.clientId)).toMatchObject({
      state: "refused",
      refusal: {
        status: 400,
        code: "UNKNOWN_LOCATION",
        fields: { locationId: "This location is not on the campus list" },
      },
    });
    expect(await waitingReport(second.clientId)).toMatchObject({ state: "sent" });
    // A refused report is not sent again by itself: the student fixes it first.
    await sendWaitingReports(
      "u1",
      () => "en",
      () => undefined,
    );
    expect(posts(calls)).toHaveLength(2);
  });

  it("leaves reports waiting when the connection fails or the session has ended", async () => {
    let signedOut = false;
    stubApi({
      handle: reportsServer(() =>
        signedOut ? refusal(401, { code: "NOT_SIGNED_IN", message: "Please log in to continue." }) : undefined,
      ),
    });
    // No connection: every request fails before any answer, as fetch does offline.
    const answering = globalThis.fetch;
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    const entry = await keptReport();
    await keepWaiting(entry);
    await sendWaitingReports(
      "u1",
      () => "en",
      () => undefined,
    );
    expect(await waitingReport(entry.clientId)).toMatchObject({ state: "waiting" });
    vi.stubGlobal("fetch", answering);
    signedOut = true;
    await sendWaitingReports(
      "u1",
      () => "en",
      () => undefined,
    );
    expect(await waitingReport(entry.clientId)).toMatchObject({ state: "waiting" });
  });

  it("sends nothing of another user's", async () => {
    const calls = stubApi({ handle: reportsServer() });
    const entry = await keptReport({ userId: "u2" });
    await keepWaiting(entry);
    await sendWaitingReports(
      "u1",
      () => "en",
      () => undefined,
    );
    expect(posts(calls)).toHaveLength(0);
    expect(await waitingReport(entry.clientId)).toMatchObject({ state: "waiting" });
  });
});
