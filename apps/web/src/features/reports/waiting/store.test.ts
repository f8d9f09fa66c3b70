import { describe, expect, it } from "vitest";
import {
  forgetWaiting,
  keepWaiting,
  keptPhoto,
  onWaitingChange,
  photoToKeep,
  updateWaiting,
  waitingReport,
  waitingReportsOf,
  type WaitingReport,
} from "./store";
import { keptReport } from "../../../test/report-fixtures";

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

/** A kept report whose photo is `jpeg`, so its bytes can be compared. */
async function kept(overrides: Partial<WaitingReport> = {}): Promise<WaitingReport> {
  return keptReport({ photo: await photoToKeep(new File([jpeg], "phone.jpg", { type: "image/jpeg" })), ...overrides });
}

describe("the reports kept on the device", () => {
  it("keeps a report with its photo's bytes, name and type, and gives the same file back", async () => {
    const entry = await kept();
    await keepWaiting(entry);
    const back = await waitingReport(entry.clientId);
    expect(back?.report).toEqual(entry.report);
    const photo = keptPhoto(back!);
    expect(photo?.name).toBe("phone.jpg");
    expect(photo?.type).toBe("image/jpeg");
    expect(new Uint8Array(await photo!.arrayBuffer())).toEqual(jpeg);
  });

  it("lists a user's own reports only, oldest first", async () => {
    const later = await kept({ savedAt: "2026-11-28T03:00:00.000Z" });
    const earlier = await kept({ savedAt: "2026-11-28T01:00:00.000Z" });
    const someoneElses = await kept({ userId: "u2" });
    for (const entry of [later, someoneElses, earlier]) await keepWaiting(entry);
    expect((await waitingReportsOf("u1")).map((entry) => entry.clientId)).toEqual([earlier.clientId, later.clientId]);
    expect((await waitingReportsOf("u2")).map((entry) => entry.clientId)).toEqual([someoneElses.clientId]);
  });

  it("changes a kept report in place, and not one discarded meanwhile", async () => {
    const entry = await kept();
    await keepWaiting(entry);
    await updateWaiting(entry.clientId, (current) => ({
      ...current,
      state: "sent",
      sentAt: "2026-11-28T02:47:00.000Z",
    }));
    expect(await waitingReport(entry.clientId)).toMatchObject({ state: "sent", sentAt: "2026-11-28T02:47:00.000Z" });
    await forgetWaiting(entry.clientId);
    await updateWaiting(entry.clientId, (current) => ({ ...current, state: "sent" }));
    expect(await waitingReport(entry.clientId)).toBeUndefined();
    expect(await waitingReportsOf("u1")).toEqual([]);
  });

  it("tells its listeners of every change", async () => {
    let changes = 0;
    const stop = onWaitingChange(() => changes++);
    const entry = await kept();
    await keepWaiting(entry);
    await updateWaiting(entry.clientId, (current) => ({ ...current, state: "refused" }));
    await forgetWaiting(entry.clientId);
    stop();
    await keepWaiting(await kept());
    expect(changes).toBe(3);
  });
});
