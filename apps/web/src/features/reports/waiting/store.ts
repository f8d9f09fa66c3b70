import type { ErrorCode, NewReport } from "@campus/shared";

/**
 * A report the student submitted while the device had no connection, kept in the browser's
 * IndexedDB (it survives a closed tab and a restarted phone) until it is sent: the parsed form,
 * the photo's bytes, and the client id the server knows it by, so it is created once however
 * many times it is sent.
 */
export interface WaitingReport {
  clientId: string;
  /** Whose it is: a device signed in by someone else next neither shows nor sends it. */
  userId: string;
  /** The form's parsed values, sent as they are with the client id. */
  report: NewReport;
  /** Bytes rather than a File: a stored Blob is what older Safari loses. */
  photo: { name: string; type: string; bytes: ArrayBuffer } | null;
  savedAt: string;
  state: "waiting" | "sent" | "refused";
  /** Once sent: when, and the report the server saved. */
  sentAt?: string;
  sent?: { id: string; type: "lost" | "found" };
  /** Refused when finally sent: the server's answer, shown until the student fixes or discards it. */
  refusal?: { status: number; code: ErrorCode; message: string; fields: Record<string, string> };
}

const DATABASE = "campus-lost-found";
const STORE = "waiting-reports";
/** Tells the app's other tabs that the list changed. */
const CHANNEL = "campus-waiting-reports";

let opened: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opened ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: "clientId" }).createIndex("userId", "userId");
    };
    request.onsuccess = () => {
      // Another tab of a newer version asks to upgrade: step aside rather than block it.
      request.result.onversionchange = () => {
        request.result.close();
        opened = null;
      };
      resolve(request.result);
    };
    request.onerror = () => reject(request.error ?? new Error("IndexedDB unavailable"));
    request.onblocked = () => reject(new Error("IndexedDB blocked"));
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/** Runs `work` in one transaction and resolves with its result once the transaction has committed. */
async function inTransaction<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T> | T): Promise<T> {
  const database = await open();
  const transaction = database.transaction(STORE, mode);
  const done = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new Error("transaction aborted"));
    transaction.onerror = () => reject(transaction.error ?? new Error("transaction failed"));
  });
  const [value] = await Promise.all([work(transaction.objectStore(STORE)), done]);
  return value;
}

/** A request's result, as a promise. */
function result<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("request failed"));
  });
}

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;

function broadcast(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;
    channel?.addEventListener("message", () => listeners.forEach((listener) => listener()));
  }
  return channel;
}

/** Tells this tab's listeners and the other tabs' that the list changed. */
function changed(): void {
  listeners.forEach((listener) => listener());
  broadcast()?.postMessage("changed");
}

/** Calls `listener` whenever a waiting report is kept, changed or forgotten, in this tab or another. */
export function onWaitingChange(listener: () => void): () => void {
  broadcast();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps a report on the device (replacing the one with the same client id: a fixed one kept again). */
export async function keepWaiting(entry: WaitingReport): Promise<void> {
  await inTransaction("readwrite", (store) => result(store.put(entry)));
  changed();
}

/** The user's kept reports, oldest first. */
export async function waitingReportsOf(userId: string): Promise<WaitingReport[]> {
  const entries = await inTransaction("readonly", (store) =>
    result(store.index("userId").getAll(IDBKeyRange.only(userId)) as IDBRequest<WaitingReport[]>),
  );
  return entries.sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

/** One kept report, if it is still there. */
export async function waitingReport(clientId: string): Promise<WaitingReport | undefined> {
  return inTransaction("readonly", (store) => result(store.get(clientId) as IDBRequest<WaitingReport | undefined>));
}

/**
 * Changes a kept report in one transaction (read and write together, so another tab's change
 * in between is not overwritten); nothing when it was discarded meanwhile.
 */
export async function updateWaiting(clientId: string, change: (entry: WaitingReport) => WaitingReport): Promise<void> {
  const updated = await inTransaction("readwrite", async (store) => {
    const entry = await result(store.get(clientId) as IDBRequest<WaitingReport | undefined>);
    if (!entry) return false;
    await result(store.put(change(entry)));
    return true;
  });
  if (updated) changed();
}

/** Forgets a kept report: discarded by the student, or a sent one put away. */
export async function forgetWaiting(clientId: string): Promise<void> {
  await inTransaction("readwrite", (store) => result(store.delete(clientId)));
  changed();
}

/** The photo kept with a report, as the file the form had. */
export function keptPhoto(entry: WaitingReport): File | null {
  return entry.photo ? new File([entry.photo.bytes], entry.photo.name, { type: entry.photo.type }) : null;
}

/** A chosen photo's bytes, to keep. */
export async function photoToKeep(photo: File | null): Promise<WaitingReport["photo"]> {
  return photo ? { name: photo.name, type: photo.type, bytes: await photo.arrayBuffer() } : null;
}

/** Closes the database and the channel (tests start each from an empty store). */
export function closeWaitingStore(): void {
  void opened?.then((database) => database.close()).catch(() => undefined);
  opened = null;
  channel?.close();
  channel = undefined;
}
