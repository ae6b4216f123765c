/**
 * The server's clock for scheduled work and anything that expires (decision 052). Production
 * reads the system time; a test moves it forward with `setClockForTests` instead of sleeping.
 * Kept on globalThis: the server entry and the SSR bundle may each load this module, and both
 * must read the same clock.
 */
const KEY = Symbol.for("careatlas.clock");
const g = globalThis as typeof globalThis & { [KEY]?: () => Date };

/** The current time. */
export function now(): Date {
  const fixed = g[KEY];
  return fixed ? fixed() : new Date();
}

/** Tests only: fixes the clock at `at` (a Date or a function), or back to the system time. */
export function setClockForTests(at: Date | (() => Date) | null): void {
  if (at === null) g[KEY] = undefined;
  else if (at instanceof Date) g[KEY] = () => new Date(at.getTime());
  else g[KEY] = at;
}
