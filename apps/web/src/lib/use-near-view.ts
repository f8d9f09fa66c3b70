import { useEffect, useState, type RefObject } from "react";

/** How far below (or above) the visible part of the page an element counts as near. */
const NEAR = "300px 0px";

/**
 * True once the element has come within 300 px of the visible part of the page, and from then
 * on. For a part of a screen below the fold that costs much to fetch and draw (the home page's
 * carousel, with its photos and library; the case summary's drawing): a phone then draws it as the student scrolls toward
 * it, not while the first screenful is still settling. A screen reader's or keyboard's move into
 * it scrolls it into view, so it comes for them too. Without IntersectionObserver it is true at once.
 */
export function useNearView(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
