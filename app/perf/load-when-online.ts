/**
 * `load()` (a dynamic import), tried again each time the browser comes back online until it
 * succeeds; never rejects. A code download that fails while offline must not be thrown at the
 * page (React would replace it with the error page): the server's HTML stays until it arrives.
 * One helper for every lazily loaded block (clientLazy, deferred islands).
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return new Promise((resolve) => {
    const attempt = () =>
      load().then(resolve, () => window.addEventListener("online", attempt, { once: true }));
    void attempt();
  });
}
