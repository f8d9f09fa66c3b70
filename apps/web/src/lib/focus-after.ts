/** How long an action's result may take to show (a refetch, a lazily loaded screen) before focus is left alone. */
const WAIT_MS = 10_000;

/** Whether the element takes focus as it is (else it is given tabindex="-1", as a heading needs). */
const focusable = (element: HTMLElement) =>
  element.tabIndex >= 0 || element.hasAttribute("tabindex") || element.isContentEditable;

/**
 * Moves keyboard focus to what an action left on the page, once the page shows it: the new
 * status that replaced a button, the next row, the new page's heading. An action that removes or
 * replaces the control that started it otherwise leaves focus on the page's body, and a keyboard
 * or screen reader user has to start over from the top.
 *
 * `find` is asked now, then after each change to the page, until it answers with an element
 * (given tabindex="-1" if it takes no focus otherwise) or WAIT_MS pass. The user's own keystroke
 * or click meanwhile cancels it: focus is never taken from where they put it. Returns the function
 * that cancels it.
 */
export function focusWhenShown(find: () => HTMLElement | null | undefined): () => void {
  let done = false;
  const observer = new MutationObserver(() => attempt());
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener("keydown", stop, true);
    document.removeEventListener("pointerdown", stop, true);
  };
  function attempt() {
    const target = find();
    if (done || !target?.isConnected) return;
    stop();
    // A frame later: a dialog closing on the same update hands focus back to its opener first.
    requestAnimationFrame(() => {
      if (!target.isConnected) return;
      if (!focusable(target)) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
      target.scrollIntoView?.({ block: "nearest" });
    });
  }
  document.addEventListener("keydown", stop, true);
  document.addEventListener("pointerdown", stop, true);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  // After the current event, so the action's own updates (and a dialog closing) come first.
  queueMicrotask(attempt);
  return stop;
}

/** The page's main heading (the h1 in <main>, else any h1). */
export const pageHeading = (): HTMLElement | null =>
  document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1");
