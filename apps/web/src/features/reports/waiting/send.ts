import type { Language, ReportDetails } from "@campus/shared";
import { ApiError, isTransientFailure } from "../../../lib/api-client";
import { createReport } from "../api/create-report";
import { forgetWaiting, keptPhoto, updateWaiting, waitingReportsOf, type WaitingReport } from "./store";

/** Only one tab of the app sends at a time (the others wait, then find the reports already sent). */
const LOCK = "campus-waiting-reports";
/** A sent report stays listed ("Sent at 10:47") this long, unless the student puts it away first. */
const SENT_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Failures that say nothing about the report itself: the connection or the service is away, the
 * session ended (it is sent once the student signs in again), or too many requests. The report
 * waits for the next chance; anything else is the server refusing it, which the student sees.
 */
function notTheReportsFault(error: unknown): boolean {
  return !(error instanceof ApiError) || isTransientFailure(error) || [401, 408, 429].includes(error.status);
}

/** Holds the app's lock across tabs while `work` runs (where the browser has the Web Locks API). */
function holdingLock(work: () => Promise<void>): Promise<void> {
  return typeof navigator.locks?.request === "function" ? navigator.locks.request(LOCK, work) : work();
}

/**
 * Sends the user's waiting reports, oldest first, each with its client id: the server creates a
 * report once per client id and returns the same one to a repeat, so a report whose answer was
 * lost on the way is not created twice when sent again. Stops at the first failure that is not
 * the report's (the rest would fail the same way); a refusal is kept with the server's words.
 */
async function sendAll(userId: string, language: Language, onSent: (report: ReportDetails) => void) {
  const entries = await waitingReportsOf(userId);
  const cutoff = Date.now() - SENT_KEPT_MS;
  for (const entry of entries.filter((kept) => kept.state === "sent" && Date.parse(kept.sentAt ?? "") < cutoff))
    await forgetWaiting(entry.clientId);
  for (const entry of entries.filter((kept) => kept.state === "waiting")) {
    if (navigator.onLine === false) return;
    try {
      const { report } = await createReport({
        report: { ...entry.report, clientId: entry.clientId },
        photo: keptPhoto(entry),
        language,
      });
      await updateWaiting(entry.clientId, (kept) => ({
        ...kept,
        state: "sent",
        sentAt: new Date().toISOString(),
        sent: { id: report.id, type: report.type },
      }));
      onSent(report);
    } catch (error) {
      if (notTheReportsFault(error)) return;
      const refusal: WaitingReport["refusal"] =
        error instanceof ApiError
          ? { status: error.status, code: error.code, message: error.message, fields: error.fields }
          : undefined;
      await updateWaiting(entry.clientId, (kept) => ({ ...kept, state: "refused", ...(refusal ? { refusal } : {}) }));
    }
  }
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends what waits, once at a time in this tab: asked again while sending (the `online` event
 * twice, a tab shown again), it goes over the list once more when done rather than sending in parallel.
 */
export function sendWaitingReports(
  userId: string,
  language: () => Language,
  onSent: (report: ReportDetails) => void,
): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await holdingLock(() => sendAll(userId, language(), onSent));
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}
