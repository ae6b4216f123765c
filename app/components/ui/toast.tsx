import { Suspense, lazy, useEffect, useState } from "react";
import { loadWhenOnline } from "~/perf/load-when-online";

/**
 * Toasts without making every page download the toast library: sonner loads on the first
 * `toast.*` call of the visit, and <Toaster> mounts then; calls queue until it has
 * (docs/decisions/020).
 */
type ToastOptions = {
  description?: string;
  id?: string | number;
  duration?: number;
  /** A button in the toast, e.g. Undo. */
  action?: { label: string; onClick: () => void };
};
type Sonner = typeof import("sonner");

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
// Toasts raised before the <Toaster> has subscribed would be lost, so they wait for it.
let ready = false;
const queue: ((s: Sonner) => void)[] = [];
// The mounted <Toaster>'s switch; null until it has mounted (a toast raised before then waits).
let showToaster: (() => void) | null = null;

// A download that fails (offline) is tried again when the network is back; the toasts wait for
// it. A thrown import would have replaced the whole page with the error page.
function load(): Promise<Sonner> {
  if (!loading) {
    loading = loadWhenOnline(() => import("sonner")).then((m) => {
      sonner = m;
      return m;
    });
  }
  return loading;
}

function flush() {
  ready = true;
  for (const fn of queue.splice(0)) fn(sonner!);
}

function call(fn: (s: Sonner) => void) {
  if (ready && sonner) fn(sonner);
  else {
    queue.push(fn);
    void load();
    showToaster?.();
  }
}

type Kind = "success" | "error" | "info" | "warning";
// Error toasts still on screen. A success (e.g. "Welcome back!" after a failed sign-in) closes
// them: a stale "Sign-in failed" next to it would contradict it.
const openErrors = new Set<string | number>();
const make = (kind: Kind) => (message: string, opts?: ToastOptions) =>
  call((s) => {
    if (kind === "success") {
      for (const id of openErrors) s.toast.dismiss(id);
      openErrors.clear();
    }
    const id = s.toast[kind](message, {
      ...opts,
      ...(kind === "error"
        ? {
            onDismiss: (t: { id: string | number }) => openErrors.delete(t.id),
            onAutoClose: (t: { id: string | number }) => openErrors.delete(t.id),
          }
        : {}),
    });
    if (kind === "error") openErrors.add(id);
  });

export const toast = Object.assign(
  (message: string, opts?: ToastOptions) => call((s) => s.toast(message, opts)),
  {
    success: make("success"),
    error: make("error"),
    info: make("info"),
    warning: make("warning"),
    dismiss: (id?: string | number) => call((s) => s.toast.dismiss(id)),
  },
);

const LazyToaster = lazy(() =>
  load().then((m) => ({
    default: function ReadyToaster() {
      // Parent effects run after the child's: sonner's Toaster has subscribed by now.
      useEffect(flush, []);
      // Bottom right, away from the header navigation (bottom centre on phones: sonner's mobile
      // layout spans the width). The compare tray and app bar sit lower, so an offset keeps clear.
      return (
        <m.Toaster
          position="bottom-right"
          richColors
          closeButton
          offset={24}
          mobileOffset={{ bottom: 16 }}
        />
      );
    },
  })),
);

export function Toaster() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    showToaster = () => setActive(true);
    if (queue.length > 0) setActive(true);
    return () => {
      showToaster = null;
    };
  }, []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
