import { useSyncExternalStore } from "react";

export type ToastTone = "success" | "error" | "info";
export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
}

const DEFAULT_DURATION_MS = 4000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Removes a toast before its time. */
export function dismissToast(id: number): void {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

function show(tone: ToastTone, message: string, durationMs = DEFAULT_DURATION_MS): number {
  const id = nextId++;
  toasts = [...toasts.slice(-3), { id, tone, message }];
  emit();
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

/**
 * Short notices that appear over the page and leave by themselves (4 s unless told otherwise).
 * Our own, small, so no library injects inline styles the Content-Security-Policy refuses.
 */
export const toast = {
  success: (message: string, durationMs?: number) => show("success", message, durationMs),
  error: (message: string, durationMs?: number) => show("error", message, durationMs),
  info: (message: string, durationMs?: number) => show("info", message, durationMs),
};

/** The toasts on screen now. */
export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
