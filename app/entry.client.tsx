import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { setClassCheck } from "~/utils/misc";

// Development only (the production bundle drops this and never downloads tailwind-merge):
// class lists rendered in the browser are checked for conflicting Tailwind classes.
if (import.meta.env.DEV) {
  void import("~/utils/class-conflicts").then((m) =>
    setClassCheck(m.classConflictReporter((msg, detail) => console.error(`[cn] ${msg}`, detail))),
  );
}

/**
 * The after-paint loader (perf/scripts-after-paint.server.ts, root.tsx) already runs this module
 * only after the first paint. Hydration still yields once more (the next frame, then a
 * zero-delay timeout): module evaluation and hydration then run as two tasks instead of one
 * long one, which a phone's main thread and Lighthouse's blocking-time measure both prefer.
 */
function hydrate() {
  // The fetch wrapper for dropped networks and the note of the server's form values are set up
  // by the root route's module, evaluated before this one (root.tsx, docs/decisions/086).
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
