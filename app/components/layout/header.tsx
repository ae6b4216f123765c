import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { NotificationBell as NotificationBellSSR } from "~/components/layout/notification-bell";
import { buttonVariants } from "~/components/ui/button";
import { clientLazy } from "~/perf/client-lazy";
import { cn } from "~/utils/misc";
import { useOptionalUser } from "~/utils/root-data";
import { useHydrated } from "~/utils/use-hydrated";
import { CurrencySelect } from "./currency-select";
import { Logo } from "./logo";
import { SignedInLinks as SignedInLinksSSR } from "./signed-in-links";

export const NAV_LINKS = [
  { to: "/about", label: "About" },
  { to: "/destinations", label: "Destinations" },
  { to: "/packages", label: "Packages" },
  { to: "/why-trust-us", label: "Why Trust Us" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
];

export const SCROLL_SOLID_PX = 10;

// Signed-in users only: anonymous visitors never download the bell, its unread store or the
// realtime client.
const NotificationBell = clientLazy(import.meta.env.SSR ? NotificationBellSSR : null, () =>
  import("~/components/layout/notification-bell").then((m) => m.NotificationBell),
);
const SignedInLinks = clientLazy(import.meta.env.SSR ? SignedInLinksSSR : null, () =>
  import("./signed-in-links").then((m) => m.SignedInLinks),
);

export function Header({ accountSlot }: { accountSlot?: React.ReactNode }) {
  const signedIn = Boolean(useOptionalUser());
  const [solid, setSolid] = useState(false);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const hydrated = useHydrated();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onScroll = () => setSolid(window.scrollY > SCROLL_SOLID_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => setOpen(false), [location.pathname]);

  // An open menu closes on Escape (focus back on its toggle) and on a tap outside the header.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!headerRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <header
      ref={headerRef}
      data-testid="site-header"
      data-solid={solid || open ? "true" : "false"}
      className={cn(
        "sticky top-0 z-40 transition-[background-color,box-shadow] duration-200",
        solid || open
          ? "bg-white shadow-md"
          : "bg-white/80 backdrop-blur supports-[backdrop-filter]:bg-white/70",
      )}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="container-page flex h-16 items-center gap-4">
        <Link to="/" aria-label="CareAtlas home" className="shrink-0">
          <Logo compact />
        </Link>
        <nav aria-label="Main" className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  prefetch="intent"
                  className={({ isActive }) =>
                    cn(
                      "rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 hover:text-slate-900",
                      isActive ? "text-primary-800" : "text-slate-700",
                    )
                  }
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto hidden items-center gap-2 lg:flex">
          <Link to="/partner" className={buttonVariants({ variant: "ghost", size: "sm" })}>
            Become a Partner
          </Link>
          <CurrencySelect />
          {signedIn && <NotificationBell small />}
          {accountSlot ?? <AccountLinks />}
        </div>
        <div className="ml-auto flex items-center gap-2 lg:hidden">
          <CurrencySelect />
          {signedIn && <NotificationBell />}
          {hydrated ? (
            <button
              ref={toggleRef}
              type="button"
              className={buttonVariants({ variant: "ghost", size: "icon" })}
              aria-expanded={open}
              aria-controls="mobile-menu"
              aria-label={open ? "Close menu" : "Open menu"}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? <X className="!size-6" /> : <Menu className="!size-6" />}
            </button>
          ) : (
            // Without JavaScript (and until hydration) the menu is a native disclosure; the panel
            // is placed under the header (the sticky header is its containing block).
            <details className="group">
              <summary
                className={cn(
                  buttonVariants({ variant: "ghost", size: "icon" }),
                  "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
                )}
              >
                <Menu aria-hidden className="!size-6 group-open:hidden" />
                <X aria-hidden className="hidden !size-6 group-open:block" />
                <span className="sr-only">Menu</span>
              </summary>
              <div className="absolute inset-x-0 top-16 shadow-md">
                <MobileMenu accountSlot={accountSlot} />
              </div>
            </details>
          )}
        </div>
      </div>
      {open && <MobileMenu accountSlot={accountSlot} />}
    </header>
  );
}

function MobileMenu({ accountSlot }: { accountSlot?: React.ReactNode }) {
  return (
    <div id="mobile-menu" className="border-t border-slate-200 bg-white lg:hidden">
      <nav aria-label="Mobile" className="container-page py-3">
        <ul className="flex flex-col">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <Link
                to={l.to}
                className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
              >
                {l.label}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to="/partner"
              className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
            >
              Become a Partner
            </Link>
          </li>
          <li className="mt-2 px-3">{accountSlot ?? <AccountLinks mobile />}</li>
        </ul>
      </nav>
    </div>
  );
}

/** Sign In when logged out; Dashboard and Sign Out when logged in. */
function AccountLinks({ mobile = false }: { mobile?: boolean }) {
  const user = useOptionalUser();
  if (user) return <SignedInLinks mobile={mobile} />;
  return (
    <Link
      to="/auth"
      className={cn(
        buttonVariants({ variant: "primary", size: mobile ? "md" : "sm" }),
        mobile && "w-full",
      )}
    >
      Sign In
    </Link>
  );
}
