/**
 * A form's browser-side check whose code (its zod schema) downloads only when someone starts
 * using the form: `preload` on the form's first focus or pointer, `get` in its submit handler.
 * So a page's first download carries no schema library (docs/decisions/043).
 *
 * Until the code has arrived `get()` is undefined, and the form posts unchecked: the action
 * parses the same schema and answers with the same messages, so the visitor sees the same
 * result, one round trip later.
 */
export function lazyCheck<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (m) => {
        loaded = m;
      },
      () => {
        // Offline or a new deployment: try again on the next focus; the server checks meanwhile.
        pending = undefined;
      },
    );
  };
  return {
    preload,
    get: () => loaded,
    /** Spread on the <form>: starts the download when the form is first focused or pointed at. */
    triggers: { onFocus: preload, onPointerEnter: preload, onPointerDown: preload },
  };
}
