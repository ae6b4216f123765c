import { type RefObject, useEffect } from "react";

/**
 * A tab strip that scrolls sideways (dashboard and admin tabs on a phone): brings its current
 * tab (aria-current="page") to the middle of the strip, without moving the page. Runs again
 * when `key` (the current tab or path) changes.
 */
export function useCurrentInView(stripRef: RefObject<HTMLElement | null>, key: string) {
  useEffect(() => {
    const strip = stripRef.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = active.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
  }, [stripRef, key]);
}
