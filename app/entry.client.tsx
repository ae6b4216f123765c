import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * Hydration starts after the browser has painted the server-rendered page once: the page is
 * complete in the server HTML, so the first paint need not wait for the JavaScript to run
 * (on a slow phone that was the difference between a first paint at ~1 s and at ~3 s).
 * requestAnimationFrame runs just before the next paint; the timeout inside it runs just after.
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (typeof requestAnimationFrame === "function" && document.visibilityState === "visible") {
  requestAnimationFrame(() => setTimeout(hydrate, 0));
} else {
  // A background tab does not paint (requestAnimationFrame would wait until it is shown).
  setTimeout(hydrate, 0);
}
