import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { NotificationBell as NotificationBellSSR } from "~/components/layout/notification-bell";
import { buttonVariants } from "~/components/ui/button";
import { type MessageId, useLocale, useLocalePath, useText } from "~/i18n/text";
import { clientLazy } from "~/perf/client-lazy";
import { staticIslands } from "~/perf/static-island";
import { cn } from "~/utils/misc";
import { useOptionalUser } from "~/utils/root-data";
import { useHydrated } from "~/utils/use-hydrated";
import { CurrencySelect } from "./currency-select";
import * as Languages from "./language-switcher";
import { Logo } from "./logo";
import { SignedInLinks as SignedInLinksSSR } from "./signed-in-links";

/** Labels are message ids (app/i18n/locales/*.po); paths are in the page's language when shown. */
export const NAV_LINKS: { to: string; label: MessageId }[] = [
  { to: "/about", label: /*i18n*/ "shell.nav.about" },
  { to: "/destinations", label: /*i18n*/ "shell.nav.destinations" },
  { to: "/packages", label: /*i18n*/ "shell.nav.packages" },
  { to: "/why-trust-us", label: /*i18n*/ "shell.nav.whyTrustUs" },
  { to: "/blog", label: /*i18n*/ "shell.nav.blog" },
  { to: "/contact", label: /*i18n*/ "shell.nav.contact" },
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

// The language switcher has no behaviour of its own (a <details> and buttons submitting the
// layout's language form), so the browser keeps the server's HTML and never downloads its code
// on the page it was rendered into. Its code loads only where it is rendered in the browser: the
// mobile menu once opened, or after a client-side navigation changed the page's language
// (to an unprefixed page and back), when the static HTML would show the wrong language.
const languagesIsland = staticIslands(
  import.meta.env.SSR ? Languages : null,
  () => import("./language-switcher"),
);
const LanguagesIsland = {
  header: languagesIsland("languages-header", (m) => m.LanguageSwitcher),
  menu: languagesIsland("languages-menu", (m) => m.LanguageSwitcher),
};
const LanguageSwitcherLazy = clientLazy(
  import.meta.env.SSR ? Languages.LanguageSwitcher : null,
  () => import("./language-switcher").then((m) => m.LanguageSwitcher),
);

function LanguageSwitcher({ place }: { place: "header" | "menu" }) {
  const locale = useLocale();
  const [documentLocale] = useState(locale);
  const Island = LanguagesIsland[place];
  return locale === documentLocale ? (
    <Island place={place} />
  ) : (
    <LanguageSwitcherLazy place={place} />
  );
}

export function Header({ accountSlot }: { accountSlot?: React.ReactNode }) {
  const signedIn = Boolean(useOptionalUser());
  const [solid, setSolid] = useState(false);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const hydrated = useHydrated();
  const headerRef = useRef<HTMLElement>(null);
  const t = useText();
  const to = useLocalePath();
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
          : // 95 % white: AA contrast for the logo's teal even over black (the page beneath shows
            // through only as a tint).
            "bg-white/95 backdrop-blur",
      )}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("shell.skip")}
      </a>
      <div className="container-page flex h-16 items-center gap-4">
        <Link to={to("/")} aria-label={t("shell.homeLink")} className="shrink-0">
          <Logo compact />
        </Link>
        <nav aria-label={t("shell.nav.main")} className="ms-2 hidden xl:block 2xl:ms-4">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={to(l.to)}
                  prefetch="intent"
                  className={({ isActive }) =>
                    cn(
                      "whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium hover:bg-slate-100 hover:text-slate-900 2xl:px-3",
                      isActive ? "text-primary-800" : "text-slate-700",
                    )
                  }
                >
                  {t(l.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto hidden items-center gap-1.5 xl:flex 2xl:gap-2">
          {/* The desktop header from 1280 px (below, the menu), the clinics' call to join from
              1536 px and for signed-out visitors only (the footer and the menu have it too): one
              line in every language (Spanish and French overflowed at 1024 and 1280 px). */}
          {!signedIn && (
            <span className="hidden 2xl:inline-flex">
              <Link
                to={to("/partner")}
                className={buttonVariants({ variant: "ghost", size: "sm" })}
              >
                {t("shell.partner")}
              </Link>
            </span>
          )}
          <LanguageSwitcher place="header" />
          <CurrencySelect />
          {signedIn && <NotificationBell small />}
          {accountSlot ?? <AccountLinks />}
        </div>
        <div className="ms-auto flex items-center gap-2 xl:hidden">
          <CurrencySelect />
          {signedIn && <NotificationBell />}
          {hydrated ? (
            <button
              ref={toggleRef}
              type="button"
              className={buttonVariants({ variant: "ghost", size: "icon" })}
              aria-expanded={open}
              aria-controls="mobile-menu"
              aria-label={open ? t("shell.menu.close") : t("shell.menu.open")}
              onClick={() => {
                // The menu's language switcher is an island rendered here for the first time.
                void languagesIsland.preload();
                setOpen((o) => !o);
              }}
            >
              {open ? <X className="!size-6" /> : <Menu className="!size-6" />}
            </button>
          ) : (
            // Without JavaScript (and until hydration) the menu is a native disclosure; the panel
            // is placed under the header (the sticky header is its containing block). Closed, the
            // panel takes no room: Chromium still lays a closed disclosure's content out, and its
            // language buttons made a 1024 px page 1029 px wide until hydration.
            <details className="group">
              <summary
                className={cn(
                  buttonVariants({ variant: "ghost", size: "icon" }),
                  "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
                )}
              >
                <Menu aria-hidden className="!size-6 group-open:hidden" />
                <X aria-hidden className="hidden !size-6 group-open:block" />
                <span className="sr-only">{t("shell.menu.label")}</span>
              </summary>
              <div className="absolute inset-x-0 top-16 hidden shadow-md group-open:block">
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
  const t = useText();
  const to = useLocalePath();
  return (
    <div id="mobile-menu" className="border-t border-slate-200 bg-white xl:hidden">
      <nav aria-label={t("shell.nav.mobile")} className="container-page py-3">
        <ul className="flex flex-col">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <Link
                to={to(l.to)}
                className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
              >
                {t(l.label)}
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={to("/partner")}
              className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
            >
              {t("shell.partner")}
            </Link>
          </li>
          <li className="mt-2 px-3">
            <LanguageSwitcher place="menu" />
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
  const t = useText();
  const to = useLocalePath();
  if (user) return <SignedInLinks mobile={mobile} />;
  return (
    <Link
      to={to("/auth")}
      className={cn(
        buttonVariants({ variant: "primary", size: mobile ? "md" : "sm" }),
        mobile && "w-full",
      )}
    >
      {t("shell.account.signIn")}
    </Link>
  );
}
