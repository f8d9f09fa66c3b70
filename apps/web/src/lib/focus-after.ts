/** How long an action's result may take to show (a refetch, a lazily loaded screen) before focus is left alone. */
const WAIT_MS = 10_000;

/** Whether the element takes focus as it is (else it is given tabindex="-1", as a heading needs). */
const focusable = (element: HTMLElement) =>
  element.tabIndex >= 0 || element.hasAttribute("tabindex") || element.isContentEditable;

/** Whether focus is nowhere in particular (on the body, as when its element was removed). */
const focusLost = () =>
  !document.activeElement || document.activeElement === document.body || !document.activeElement.isConnected;

/**
 * Moves keyboard focus to what an action left on the page, once the page shows it: the new
 * status that replaced a button, the next row, the new page's heading. An action that removes or
 * replaces the control that started it otherwise leaves focus on the page's body, and a keyboard
 * or screen reader user has to start over from the top.
 *
 * `find` is asked now, then after each change to the page, until it answers with an element
 * (given tabindex="-1" if it takes no focus otherwise), which takes focus a frame later (a dialog
 * closing on the same update hands focus back to its opener first). With `follow`, it keeps
 * watching: when what it focused is replaced (a loading screen's heading by the loaded one) and
 * focus is lost with it, the new element takes it. It stops after WAIT_MS, and at the user's own
 * keystroke or click: focus is never taken from where they put it. Returns the function that stops it.
 */
export function focusWhenShown(
  find: () => HTMLElement | null | undefined,
  { follow = false }: { follow?: boolean } = {},
): () => void {
  let done = false;
  let focused: HTMLElement | null = null;
  let frame = 0;
  const observer = new MutationObserver(() => attempt());
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  function stop() {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    if (frame) cancelAnimationFrame(frame);
    document.removeEventListener("keydown", stop, true);
    document.removeEventListener("pointerdown", stop, true);
  }
  function attempt() {
    if (done || frame) return;
    const target = find();
    if (!target?.isConnected) return;
    // Once focused, only a lost focus is put back (on whatever `find` now answers).
    if (focused && (target === document.activeElement || !focusLost())) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      if (done) return;
      // Gone before its frame (the page changed again meanwhile): ask `find` again, since no
      // later change to the page may come to do it.
      if (!target.isConnected) return attempt();
      if (!focusable(target)) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
      target.scrollIntoView?.({ block: "nearest" });
      focused = target;
      if (!follow) stop();
    });
  }
  document.addEventListener("keydown", stop, true);
  document.addEventListener("pointerdown", stop, true);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  queueMicrotask(attempt);
  return stop;
}

/** The page's main heading (the h1 in <main>, else any h1). */
export const pageHeading = (): HTMLElement | null =>
  document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1");

/**
 * Before an action that moves to another page (signing in, a sent report, a new conversation):
 * focus goes to that page's main heading once it shows, never the one of the page being left, and
 * follows a loading heading's replacement.
 */
export function focusNextPageHeading(): () => void {
  const leaving = pageHeading();
  return focusWhenShown(
    () => {
      const heading = pageHeading();
      return heading === leaving ? null : heading;
    },
    { follow: true },
  );
}
