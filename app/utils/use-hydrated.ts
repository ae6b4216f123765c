import { startTransition, useEffect, useState } from "react";

let documentHydrated = false;

/** Called by the root layout once the document has hydrated: later mounts start enhanced. */
export function markDocumentHydrated() {
  documentHydrated = true;
}

/**
 * False on the server and during hydration, true afterwards. Lets a control render its
 * no-JavaScript form (links, both photos side by side, native validation) until the scripts
 * have taken over.
 *
 * The switch after hydration is a transition: React renders it in slices between other work
 * instead of in one long task (a synchronous store update here cost a phone ~150 ms of
 * blocked main thread on the clinic page). Components mounted later, on client-side
 * navigation, start enhanced.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(documentHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
