import { Suspense, lazy, type ComponentType } from "react";
import { loadWhenOnline } from "./load-when-online";

/**
 * A component whose code the browser downloads only when it first renders there (a signed-in
 * user's bell, the compare tray once something is picked), so pages that never show it do not
 * pay for it in their first download.
 *
 * Pass the component itself as `ssr` behind `import.meta.env.SSR`:
 *
 *   const Bell = clientLazy(import.meta.env.SSR ? NotificationBell : null, () =>
 *     import("./notification-bell").then((m) => m.NotificationBell));
 *
 * The server then renders it at once, and the client build, where the condition is the
 * constant `false`, drops the static import and keeps only the dynamic one. Both sides wrap it
 * in the same Suspense boundary: while the code downloads, hydration leaves the server's HTML
 * in place (links and forms in it still work without JavaScript) and hydrates it when the code
 * arrives. A download that fails (the network dropped) is tried again when the browser is back
 * online, never thrown at the page: a thrown import replaced the whole page with the error page.
 */
export function clientLazy<P extends object>(
  ssr: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
) {
  const Impl: ComponentType<P> =
    ssr ?? lazy(() => loadWhenOnline(load).then((c) => ({ default: c })));
  function ClientLazy(props: P) {
    return (
      <Suspense fallback={null}>
        <Impl {...props} />
      </Suspense>
    );
  }
  ClientLazy.preload = load;
  return ClientLazy;
}
