import type { FormEvent } from "react";

/**
 * A form's browser-side check whose code (its zod schema) downloads only when someone starts
 * using the form: on the form's first focus or pointer (`triggers`), so a page's first download
 * carries no schema library (docs/decisions/043).
 *
 * In the submit handler, `forSubmit(e)` gives the loaded module. When it is not in yet (a submit
 * faster than the download), it holds this submit back, waits for the code and submits again,
 * so the check always runs first, as it did when the schema was in the first download. If the
 * code cannot load (offline), the form is submitted unchecked and the action, which parses the
 * same schema, answers with the same messages.
 */
export function lazyCheck<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let pending: Promise<void> | undefined;
  let unchecked = false;
  const preload = () => {
    pending ??= load().then(
      (m) => {
        loaded = m;
      },
      () => {
        // Try again on the next focus; the server checks meanwhile.
        pending = undefined;
      },
    );
    return pending;
  };
  const forSubmit = (e: FormEvent<HTMLFormElement>): T | undefined => {
    if (loaded) return loaded;
    if (unchecked) {
      unchecked = false;
      return undefined;
    }
    e.preventDefault();
    const form = e.currentTarget;
    const submitter = (e.nativeEvent as SubmitEvent).submitter;
    void preload().then(() => {
      if (!loaded) unchecked = true;
      if (form.isConnected) form.requestSubmit(submitter);
    });
    return undefined;
  };
  return {
    forSubmit,
    /** Spread on the <form>: starts the download when the form is first focused or pointed at. */
    triggers: { onFocus: preload, onPointerEnter: preload, onPointerDown: preload },
  };
}
