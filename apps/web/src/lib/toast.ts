import { useSyncExternalStore } from "react";

export type ToastTone = "success" | "error" | "info";
/** A button in the toast that does something, such as opening what the toast is about. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}
export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
  action?: ToastAction | undefined;
}
/** How long the toast stays (5 s unless told; Infinity: until dismissed), and an optional action. */
export interface ToastOptions {
  durationMs?: number;
  action?: ToastAction;
}

/** Toasts last 5 s, except new messages (3 s) and matches (4 s), which say so. */
export const DEFAULT_TOAST_MS = 5000;
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

/** Removes every toast (a new page of tests starts with none on screen). */
export function dismissAllToasts(): void {
  toasts = [];
  emit();
}

function show(tone: ToastTone, message: string, options: number | ToastOptions = {}): number {
  const settings: ToastOptions = typeof options === "number" ? { durationMs: options } : options;
  const { durationMs = DEFAULT_TOAST_MS, action } = settings;
  const id = nextId++;
  toasts = [...toasts.slice(-3), { id, tone, message, action }];
  emit();
  if (Number.isFinite(durationMs)) setTimeout(() => dismissToast(id), durationMs);
  return id;
}

/**
 * Short notices that appear over the page and leave by themselves (5 s unless told otherwise),
 * optionally with one action button. Our own, small, so no library injects inline styles the
 * Content-Security-Policy refuses.
 */
export const toast = {
  success: (message: string, options?: number | ToastOptions) => show("success", message, options),
  error: (message: string, options?: number | ToastOptions) => show("error", message, options),
  info: (message: string, options?: number | ToastOptions) => show("info", message, options),
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
