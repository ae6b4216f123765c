import { Suspense, lazy, useState, type ComponentType, type MouseEvent } from "react";
import { useNavigate, type NavigateFunction } from "react-router";
import { loadWhenOnline } from "./load-when-online";

/** The component if its module has arrived, else its lazy twin (which fetches it) in Suspense. */
export function LoadedOrLazy<P extends object>({
  loaded: Loaded,
  lazy: Lazy,
  props,
}: {
  loaded: ComponentType<P> | null;
  lazy: ComponentType<P>;
  props: P;
}) {
  return Loaded ? (
    <Loaded {...props} />
  ) : (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}

/** A click handler for server HTML: plain left clicks on same-origin links navigate client-side, as a <Link> would. */
export function useRouterLinkClicks(navigate: NavigateFunction) {
  return function onClick(e: MouseEvent<HTMLElement>) {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return;
    const a = (e.target as Element).closest?.("a[href]");
    if (!(a instanceof HTMLAnchorElement) || !e.currentTarget.contains(a)) return;
    if ((a.target && a.target !== "_self") || a.hasAttribute("download")) return;
    const url = new URL(a.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    e.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
}

/**
 * Blocks without behaviour of their own (text, pictures, links) whose code the browser never
 * downloads on the page the server rendered them into: the page's first visit hydrates each as
 * the server's HTML, unchanged. Only a later client-side navigation to the page renders the real
 * components, from the module's chunk loaded then (call `preload` in the route's clientLoader so
 * it arrives with the data).
 *
 * Pass the module itself as `ssr` behind `import.meta.env.SSR` (as with clientLazy), so the
 * client build drops the static import and keeps only the dynamic one:
 *
 *   const island = staticIslands(import.meta.env.SSR ? Sections : null, () => import("./sections"));
 *   const HowItWorks = island("how-it-works", (m) => m.HowItWorks);
 *
 * How: the server renders `<div data-island=id>` around the component. In the browser, the first
 * render copies that element's HTML from the document and renders it back through
 * dangerouslySetInnerHTML, so hydration finds exactly what is there (and even a client render
 * after a hydration error would rebuild the same HTML). Links inside keep working as React
 * Router links: one click handler on the island sends same-origin plain clicks to `navigate`.
 *
 * Only for content that depends on nothing but the props given at first render: the island
 * never re-renders its HTML (no currency, no signed-in state, no client state inside).
 */
export function staticIslands<M>(ssr: M | null, load: () => Promise<M>) {
  let mod: M | null = ssr;
  let pending: Promise<M> | null = null;
  // A download that failed (offline) is forgotten, so the next attempt fetches again.
  const preload = () =>
    (pending ??= load().then(
      (m) => (mod = m),
      (err: unknown) => {
        pending = null;
        throw err;
      },
    ));

  function island<P extends object>(
    id: string,
    pick: (m: M) => ComponentType<P>,
    options: { className?: string } = {},
  ) {
    // Rendered without the server's HTML (after a client-side move, or when an error page
    // re-renders the shell) while the code cannot be fetched: nothing until the network is back,
    // never a thrown import (it replaced the whole page with "Application Error").
    const Lazy = lazy(() => loadWhenOnline(preload).then((m) => ({ default: pick(m) })));

    function StaticIsland(props: P) {
      const navigate = useNavigate();
      // Only while the page hydrates is the island's element the server's HTML for these props:
      // mounted later (a client-side move to another clinic), the element still in the
      // document is the previous page's.
      const [serverHtml] = useState(() =>
        typeof document === "undefined" || document.documentElement.dataset.hydrated
          ? null
          : (document.querySelector(`[data-island="${id}"]`)?.innerHTML ?? null),
      );

      const onClick = useRouterLinkClicks(navigate);

      if (serverHtml !== null) {
        return (
          <div
            data-island={id}
            className={options.className}
            onClick={onClick}
            dangerouslySetInnerHTML={{ __html: serverHtml }}
            suppressHydrationWarning
          />
        );
      }
      const Component = mod ? pick(mod) : null;
      return (
        <div data-island={id} className={options.className} onClick={onClick}>
          <LoadedOrLazy loaded={Component} lazy={Lazy} props={props} />
        </div>
      );
    }
    return StaticIsland;
  }
  island.preload = preload;
  return island;
}
