/**
 * What the server counts for /metrics as it happens (http/metrics.ts keeps the counters): each
 * push a push service took, failed to take, or answered with "gone". Counted where it happens;
 * the job thread sends its own to its host (job-thread.ts), whose metrics count them. Nothing
 * listens, and nothing is kept, when metrics are off.
 */
export type CountedEvent = { name: "push"; outcome: "sent" | "failed" | "gone" };

const listeners = new Set<(event: CountedEvent) => void>();

export function countEvent(event: CountedEvent): void {
  for (const listener of listeners) listener(event);
}

/** Listens to every counted event of this thread; returns the way to stop. */
export function onCountedEvent(listener: (event: CountedEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
