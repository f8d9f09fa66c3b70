import { useSyncExternalStore } from "react";

/**
 * The modal dialogs open now, newest last. A modal <dialog> sits in the browser's top layer and
 * makes the rest of the page inert, so whatever must stay seen and usable above it (the toasts)
 * is drawn inside the newest one.
 */
let stack: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function change(next: readonly HTMLDialogElement[]) {
  stack = next;
  for (const listener of listeners) listener();
}

/** Called by a modal when it opens; the returned function is called when it closes. */
export function dialogOpened(dialog: HTMLDialogElement): () => void {
  change([...stack.filter((open) => open !== dialog), dialog]);
  return () => change(stack.filter((open) => open !== dialog));
}

/** The newest open modal dialog, or null. */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => stack.at(-1) ?? null,
    () => null,
  );
}
