import { Smartphone, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";

export const BANNER_STORAGE_KEY = "app-banner-dismissed";
export const BANNER_DELAY_MS = 3000;
export const BANNER_BREAKPOINT_PX = 768;

/** The sticky red 'app launching soon' bar: phones only, 3 s after load, until dismissed. */
export function AppBanner() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    try {
      if (localStorage.getItem(BANNER_STORAGE_KEY)) return;
    } catch {
      return;
    }
    if (!window.matchMedia(`(max-width: ${BANNER_BREAKPOINT_PX - 0.02}px)`).matches) return;
    const t = setTimeout(() => setVisible(true), BANNER_DELAY_MS);
    return () => clearTimeout(t);
  }, []);

  if (!visible) return null;
  const dismiss = () => {
    setVisible(false);
    try {
      localStorage.setItem(BANNER_STORAGE_KEY, "true");
    } catch {
      /* ignore */
    }
  };
  return (
    <div
      role="region"
      aria-label="Mobile app announcement"
      data-testid="app-banner"
      className="fixed inset-x-0 bottom-0 z-50 bg-red-700 text-white shadow-[0_-4px_16px_rgb(0_0_0/0.15)]"
    >
      <div className="flex items-center gap-3 px-4 py-3">
        <Smartphone aria-hidden className="size-5 shrink-0" />
        <p className="flex-1 text-sm font-medium">
          The CareAtlas app is launching soon.{" "}
          <Link to="/#mobile-app" className="underline underline-offset-2" onClick={dismiss}>
            Get notified
          </Link>
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss app announcement"
          className="grid size-11 place-items-center rounded-full hover:bg-white/15"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
    </div>
  );
}
