import {
  type FormEvent,
  type MouseEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { loadWhenOnline } from "./load-when-online";
import { useRouterLinkClicks } from "./static-island";

/**
 * An interactive block below the fold whose code the browser downloads only when the block comes
 * near the screen (or is pointed at, touched or focused first), not with the page.
 *
 * Until then the block is the server's HTML, left as it is (as a static island: links in it are
 * routed client-side, its forms post as they do without JavaScript). When the code has arrived,
 * the real component renders in its place, identical, and takes over. What the visitor had
 * already done in the block is carried over: the focused control keeps the focus, and text typed
 * or boxes ticked are put back through the component's own change handlers.
 *
 * `on: "interaction"` leaves out "near the screen": for a block at the top of the page (the home
 * page's search form), which would otherwise be fetched with the page. A tap on one of its
 * buttons before the code has arrived is replayed on the real component, and a GET form in it is
 * submitted as a client-side navigation with its empty fields left out.
 *
 * `watch` is a hook whose value the block's HTML depends on (the currency of its prices, the
 * signed-in user's favourites): when it changes before the code has arrived, the code is fetched
 * at once, so the block catches up.
 *
 * Why not React's own lazy hydration (Suspense around a lazy component): React Router's route
 * discovery changes the router's state right after hydration, and React then has to hydrate
 * every waiting boundary at once, so nothing would be saved (docs/decisions/020).
 *
 *   const Card = deferredIsland(import.meta.env.SSR ? PackageCard : null, () =>
 *     import("./package-card").then((m) => m.PackageCard), { watch: useCurrencyCode });
 */
export function deferredIsland<P extends object>(
  ssr: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
  options: { watch?: () => unknown; className?: string; on?: "interaction" } = {},
) {
  let Loaded: ComponentType<P> | null = ssr;
  let pending: Promise<ComponentType<P>> | null = null;
  // A download that failed (offline) is forgotten, so the next attempt fetches again.
  const preload = () =>
    (pending ??= load().then(
      (C) => {
        Loaded = C;
        return C;
      },
      (err: unknown) => {
        pending = null;
        throw err;
      },
    ));
  const watch = options.watch ?? (() => null);
  const className = options.className ?? "contents";

  function DeferredIsland(props: P) {
    const id = useId();
    const ref = useRef<HTMLDivElement>(null);
    const navigate = useNavigate();
    const onLinkClick = useRouterLinkClicks(navigate);
    const watched = watch();
    const [serverHtml] = useState(() =>
      Loaded || typeof document === "undefined"
        ? null
        : (document.querySelector(`[data-deferred="${CSS.escape(id)}"]`)?.innerHTML ?? null),
    );
    const [live, setLive] = useState(serverHtml === null);
    const [firstWatched] = useState(watched);
    const carried = useRef<CarriedState | null>(null);
    const readPending = useRef(false);
    const fetchNow = useRef<() => void>(() => {});
    const tapped = useRef(-1);
    // Bumped when the network is back after a failed download: the triggers are armed again.
    const [attempt, setAttempt] = useState(0);

    // Fetch the code when the block nears the screen, is pointed at, touched or focused.
    useEffect(() => {
      const el = ref.current;
      if (live || !el) return;
      let cancelled = false;
      // Never swap the server's HTML for the component under a finger or a mouse button: the
      // press would end on a new element and the browser would drop the click (a link tapped
      // just as the code arrived did nothing). Going live waits until the press is over.
      let pressed = false;
      let waiting = false;
      const goLive = () => {
        if (cancelled) return;
        if (pressed) {
          waiting = true;
          return;
        }
        readPending.current = true;
        // Rendered now, in this task: a press that began after this decision but before React's
        // next task would otherwise end on the new element, and the browser would drop the click.
        flushSync(() => setLive(true));
      };
      const onDown = () => {
        pressed = true;
      };
      // After the click that follows the release has been dispatched.
      const onUp = () =>
        setTimeout(() => {
          pressed = false;
          if (waiting) goLive();
        }, 0);
      el.addEventListener("pointerdown", onDown, { passive: true });
      window.addEventListener("pointerup", onUp, { passive: true });
      window.addEventListener("pointercancel", onUp, { passive: true });
      const go = () => {
        fetchNow.current = () => {};
        preload().then(goLive, () => {
          // Offline: the server's HTML stays (its forms post without JavaScript); try again
          // once the network is back.
          if (cancelled) return;
          window.addEventListener("online", () => setAttempt((n) => n + 1), { once: true });
        });
      };
      fetchNow.current = go;
      const io = new IntersectionObserver(
        (entries) => entries.some((e) => e.isIntersecting) && go(),
        {
          rootMargin: "400px 0px",
        },
      );
      if (options.on !== "interaction")
        for (const child of Array.from(el.children)) io.observe(child);
      const events = ["pointerover", "focusin", "touchstart"] as const;
      for (const type of events) el.addEventListener(type, go, { once: true, passive: true });
      return () => {
        cancelled = true;
        io.disconnect();
        for (const type of events) el.removeEventListener(type, go);
        el.removeEventListener("pointerdown", onDown);
        window.removeEventListener("pointerup", onUp);
        window.removeEventListener("pointercancel", onUp);
      };
    }, [live, attempt]);

    // What the visitor did in the server's HTML is read in the render that replaces it: the
    // commit follows in the same task, so no input can fall between reading and replacing.
    // Read any earlier (when the code arrives), a box ticked just before this render would be lost.
    if (live && readPending.current && ref.current) {
      readPending.current = false;
      carried.current = readState(ref.current);
    }

    // What the block shows depends on a value that changed: fetch the code now.
    useEffect(() => {
      if (!live && watched !== firstWatched) fetchNow.current();
    }, [live, watched, firstWatched]);

    // Once the component has rendered in place, give back the focus and what was typed.
    useLayoutEffect(() => {
      if (live && carried.current && ref.current) {
        writeState(ref.current, carried.current);
        carried.current = null;
      }
      if (live && tapped.current >= 0) {
        ref.current?.querySelectorAll<HTMLElement>(BUTTONS)[tapped.current]?.click();
        tapped.current = -1;
      }
    }, [live]);

    if (!live) {
      const onClick = (e: MouseEvent<HTMLDivElement>) => {
        const button = (e.target as Element).closest?.(BUTTONS);
        const plain = e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
        // A link that opens a dialog once the code runs (the clinic's "Contact"): the tap waits
        // for the code and opens the dialog, as it would a moment later. A link is followed
        // the no-JavaScript way (its page) only if the code cannot be fetched (offline).
        const dialogLink = button instanceof HTMLAnchorElement && plain ? button : null;
        if (dialogLink) {
          e.preventDefault();
          preload().catch(() => void navigate(linkPath(dialogLink)));
        }
        onLinkClick(e);
        if (!button || (button instanceof HTMLAnchorElement && !dialogLink)) return;
        tapped.current = Array.from(e.currentTarget.querySelectorAll(BUTTONS)).indexOf(button);
        fetchNow.current();
      };
      const onSubmit = (e: FormEvent<HTMLDivElement>) => {
        const form = e.target as HTMLFormElement;
        if (e.defaultPrevented || form.method !== "get") return;
        e.preventDefault();
        const fields = [...new FormData(form)].filter(([, v]) => typeof v === "string" && v);
        const query = new URLSearchParams(fields as [string, string][]).toString();
        void navigate(new URL(form.action).pathname + (query ? `?${query}` : ""));
      };
      return (
        <div
          ref={ref}
          data-deferred={id}
          className={className}
          onClick={onClick}
          onSubmit={onSubmit}
          dangerouslySetInnerHTML={{ __html: serverHtml ?? "" }}
          suppressHydrationWarning
        />
      );
    }
    // `data-live`: the component has taken over in the browser (the tests wait for it before
    // pressing a submit button, which until then posts the form as HTML). Not in the server's
    // HTML: hydration keeps the attributes it finds, so the mark would stay on a block that is
    // still the server's HTML.
    return (
      <div
        ref={ref}
        data-deferred={id}
        data-live={typeof document === "undefined" ? undefined : ""}
        className={className}
      >
        <WhenLoaded props={props} />
      </div>
    );
  }
  /**
   * The component once its code is in. Mounted in the browser without server HTML (a page
   * reached by a client-side navigation), it shows nothing until the code arrives; a download
   * that fails offline is tried again when the network is back, never thrown at the page.
   */
  function WhenLoaded({ props }: { props: P }) {
    const [C, setC] = useState<ComponentType<P> | null>(() => Loaded);
    useEffect(() => {
      if (C) return;
      let cancelled = false;
      void loadWhenOnline(preload).then((loaded) => !cancelled && setC(() => loaded));
      return () => {
        cancelled = true;
      };
    }, [C]);
    return C ? <C {...props} /> : null;
  }

  DeferredIsland.preload = preload;
  return DeferredIsland;
}

/*
 * The server's HTML is the no-JavaScript form of the block and the component's may differ a
 * little (an extra hidden field, an enhanced button), so fields are matched by name, and the
 * focused element by name or else by its place among the elements of its kind.
 */
type CarriedState = {
  focus: { name: string | null; tag: string; index: number } | null;
  fields: { name: string; type: string; value: string; checked: boolean }[];
};

/**
 * What a tap before the code arrived is replayed on: buttons (not submit buttons: forms work as
 * HTML) and links that open a dialog (decision 081).
 */
const BUTTONS = 'button[type="button"], a[href][aria-haspopup="dialog"]';

const linkPath = (a: HTMLAnchorElement) => {
  const url = new URL(a.href, window.location.href);
  return url.pathname + url.search + url.hash;
};

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const FIELDS = "input[name], select[name], textarea[name]";

/** Whether the visitor changed a field from what the server rendered. */
function changed(f: Field): boolean {
  if (f instanceof HTMLInputElement) {
    if (f.type === "checkbox" || f.type === "radio") return f.checked !== f.defaultChecked;
    return f.type !== "hidden" && f.value !== f.defaultValue;
  }
  if (f instanceof HTMLSelectElement) {
    const initial = Array.from(f.options).find((o) => o.defaultSelected) ?? f.options[0];
    return f.value !== (initial?.value ?? "");
  }
  return f.value !== f.defaultValue;
}

function readState(root: HTMLElement): CarriedState {
  const fields = Array.from(root.querySelectorAll<Field>(FIELDS))
    .filter(changed)
    .map((f) => ({
      name: f.name,
      type: f.type,
      value: f.value,
      checked: f instanceof HTMLInputElement && f.checked,
    }));
  const active = document.activeElement;
  let focus: CarriedState["focus"] = null;
  if (active instanceof HTMLElement && root.contains(active)) {
    const tag = active.tagName.toLowerCase();
    focus = {
      name: active.getAttribute("name"),
      tag,
      index: Array.from(root.querySelectorAll(tag)).indexOf(active),
    };
  }
  return { focus, fields };
}

function writeState(root: HTMLElement, state: CarriedState) {
  for (const { name, type, value, checked } of state.fields) {
    const f = Array.from(root.querySelectorAll<Field>(FIELDS)).find(
      (el) => el.name === name && el.type === type,
    );
    if (!f) continue;
    if (f instanceof HTMLInputElement && (type === "checkbox" || type === "radio")) {
      if (f.checked !== checked) f.click();
    } else {
      // Through the element's own value setter, so React's onChange sees the change.
      const proto = Object.getPrototypeOf(f) as object;
      Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(f, value);
      f.dispatchEvent(new Event("input", { bubbles: true }));
      f.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
  const { focus } = state;
  if (focus) {
    const target = focus.name
      ? root.querySelector<HTMLElement>(`${focus.tag}[name="${CSS.escape(focus.name)}"]`)
      : root.querySelectorAll<HTMLElement>(focus.tag)[focus.index];
    target?.focus({ preventScroll: true });
  }
}
