import "./app.css";
import { useEffect, useLayoutEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { CurrencyProvider } from "~/components/currency-context";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FlashToasts } from "~/components/flash-toasts";
import { AppBanner } from "~/components/layout/app-banner";
import { ConnectionNotice } from "~/components/layout/connection-notice";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { LocaleChoiceForm } from "~/components/layout/locale-choice-form";
import * as localeSuggestionModule from "~/components/layout/locale-suggestion";
import { Toaster } from "~/components/ui/toast";
import { cachedRead } from "~/db/read-cache.server";
import { CompareTraySlot } from "~/features/compare/compare-tray-slot";
import { FavoritesSync } from "~/features/favorites/favorites-sync";
import { listFavoriteKeys } from "~/features/favorites/favorites.server";
import { i18nFor, textsFor } from "~/i18n/catalog.server";
import { LOCALES, localeInfo, numberLocaleOf } from "~/i18n/config";
import { placeholders } from "~/i18n/fill";
import { localeFromCookie, suggestedLocale } from "~/i18n/negotiate.server";
import { accountLocale } from "~/i18n/page.server";
import { alternates, splitLocale } from "~/i18n/paths";
import { isAccountPage } from "~/i18n/public-pages";
import { pageLanguages, publicPagePath } from "~/i18n/public-path.server";
import { AFTER_PAINT_LOADER } from "~/perf/after-paint-loader";
import { staticIslands } from "~/perf/static-island";
import { getCurrencyFromRequest, getRates } from "~/services/currency/currency.server";
import { appendSetCookies } from "~/utils/auth.server";
import { promotesPatientApp } from "~/utils/bottom-bars";
import { installRouteDataRetry } from "~/utils/connection";
import { noteServerValues, replayEarlyInput } from "~/utils/early-input";
import { publicEnv, publicOrigin } from "~/utils/env.server";
import { DEFAULT_CURRENCY, DEFAULT_RATES } from "~/utils/money";
import { getSessionInfo } from "~/utils/permissions.server";
import { useRequestInfo } from "~/utils/request-info";
import { notFoundMeta } from "~/utils/seo";
import { readToasts } from "~/utils/toast.server";
import { markDocumentHydrated, useHydrated } from "~/utils/use-hydrated";
import type { Route } from "./+types/root";

// The browser's start, before hydration: page data and forms wait out a dropped network
// (docs/decisions/059), and each field's value as the server sent it is noted, so that what a
// person types until hydration is handed to React (replayEarlyInput below, decision 079). Here
// rather than in entry.client.tsx: code both import became a file of its own that every page
// downloaded (docs/decisions/086). This module is evaluated once the document is parsed (a module
// script: deferred, and in production started by the after-paint loader at the end of the body),
// and before the entry, which React Router's script imports after the route modules.
if (typeof document !== "undefined") {
  installRouteDataRetry();
  noteServerValues();
}

// Shown only on a first visit whose browser prefers another of our languages. It is text and two
// buttons of the layout's language form, which work as the server's HTML: the page it is rendered
// into never downloads its code (a static island), and no page pays for it.
const LocaleSuggestion = staticIslands(
  import.meta.env.SSR ? localeSuggestionModule : null,
  () => import("~/components/layout/locale-suggestion"),
)("locale-suggestion", (m) => m.LocaleSuggestion);

export async function loader({ request }: Route.LoaderArgs) {
  const [rates, session, flash] = await Promise.all([
    cachedRead("rates", getRates),
    getSessionInfo(request),
    readToasts(request),
  ]);
  const favorites = session ? await listFavoriteKeys(session.user.id) : [];
  // Session refreshes (updateAge) and the cleared flash-toast cookie travel with the page.
  const headers = appendSetCookies(new Headers(), session?.headers);
  if (flash.clear) headers.append("Set-Cookie", flash.clear);
  const { pathname } = new URL(request.url);
  // Public pages: the language of the URL; account pages: the person's (docs/decisions/049).
  const locale = isAccountPage(pathname)
    ? await accountLocale(request)
    : splitLocale(pathname).locale;
  const pagePath = publicPagePath(pathname);
  return data(
    {
      i18n: {
        locale,
        dir: localeInfo(locale).dir,
        /** How amounts are written on the page ("2.900 $" in German); English: as before. */
        numberLocale: numberLocaleOf(locale),
        /** The switcher's list: each language in its own name. */
        languages: LOCALES.map(({ code, name, dir }) => ({ code, name, dir })),
        /**
         * Every public page in every language: its alternates and x-default
         * (docs/decisions/045), for the document of `for` (the layout drops them once a
         * client-side navigation leaves that page).
         */
        hreflang:
          pagePath === null
            ? null
            : {
                for: pathname,
                links: alternates(pagePath, publicOrigin(), pageLanguages(pagePath)),
              },
        /** The language the visitor chose (cookie), if any. */
        chosen: localeFromCookie(request),
        suggestion: suggestionFor(request, locale),
      },
      /** The shell's texts in the page's language, formatted here (app/i18n/text.ts). */
      text: textsFor(locale, ["shell."], {
        "shell.footer.copyright": { year: new Date().getFullYear() },
        "shell.favorites.save-named": placeholders("name"),
        "shell.favorites.remove-named": placeholders("name"),
      }),
      currency: getCurrencyFromRequest(request),
      rates,
      env: publicEnv(),
      // Canonical and share links: PUBLIC_URL (or the local address), never the Host header.
      origin: publicOrigin(),
      user: session
        ? {
            id: session.user.id,
            name: session.user.name,
            email: session.user.email,
            role: session.user.role,
          }
        : null,
      /** "clinic:<uuid>" / "package:<uuid>" */
      favorites: favorites as string[],
      toasts: flash.toasts,
    },
    { headers },
  );
}

/**
 * First visit: the visitor's best language from Accept-Language, offered in that language as a
 * banner they can dismiss; never a redirect (docs/decisions/045).
 */
function suggestionFor(request: Request, locale: Parameters<typeof suggestedLocale>[1]) {
  const suggested = suggestedLocale(request, locale);
  if (!suggested) return null;
  const i18n = i18nFor(suggested);
  return {
    locale: suggested,
    dir: localeInfo(suggested).dir,
    text: i18n._("shell.suggest.text"),
    switchLabel: i18n._("shell.suggest.switch"),
    dismissLabel: i18n._("shell.suggest.dismiss"),
  };
}

export function shouldRevalidate({
  formAction,
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // Sign-in/out, currency and language changes matter to the root; ordinary navigation does not.
  // The language is the `:lang` prefix (routes/lang.tsx), absent on English and unprefixed pages.
  if (currentParams.lang !== nextParams.lang) return true;
  if (!formAction) return false;
  return defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const { nonce, requestId } = useRequestInfo();
  // Effects run children first: this one runs once the whole document has hydrated.
  useEffect(markDocumentHydrated, []);
  // The hydration commit's last layout effect: fields typed into before it reach their state.
  useLayoutEffect(replayEarlyInput, []);
  const root = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const locale = root?.i18n.locale ?? "en";
  // Computed by the root loader for the document it rendered (what crawlers read).
  const hreflang = root?.i18n.hreflang?.for === pathname ? root.i18n.hreflang.links : [];
  return (
    <html lang={locale} dir={root?.i18n.dir ?? "ltr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {requestId && <meta name="request-id" content={requestId} />}
        <Meta />
        {hreflang.map((a) => (
          <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
        ))}
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {root?.i18n.suggestion && <LocaleSuggestion {...root.i18n.suggestion} />}
        <CurrencyProvider
          initialCurrency={root?.currency ?? DEFAULT_CURRENCY}
          initialRates={root?.rates ?? DEFAULT_RATES}
          numberLocale={root?.i18n.numberLocale}
        >
          <Header />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer />
          <CompareTraySlot />
          <FavoritesSync userId={root?.user?.id ?? null} />
          {root?.env.APP_BANNER && promotesPatientApp(root.user?.role) && <AppBanner />}
        </CurrencyProvider>
        <Toaster />
        <ConnectionNotice />
        <FlashToasts toasts={root?.toasts} />
        <LocaleChoiceForm />
        <HydrationMarker />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Runs the scripts above once the page has painted (perf/scripts-after-paint.server.ts).
            Only the server needs its text: hydration leaves a script's content as it is, so the
            browser's copy of this component renders it empty and the string stays out of the
            client bundle. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? AFTER_PAINT_LOADER : "" }}
        />
      </body>
    </html>
  );
}

/**
 * The controls that switch to their enhanced form after hydration do so in one transition;
 * once it has rendered, <html data-hydrated> tells browser tests the page is fully interactive.
 */
function HydrationMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = "true";
  }, [hydrated]);
  return null;
}

export default function App() {
  return <Outlet />;
}

/**
 * The title of a 404 that the root's error page shows, kept out of search engines: a refused
 * language prefix (/xx/about; the `:lang` route has no code of its own in the browser), or a
 * page whose loader found nothing and that has no error page of its own. Everywhere else a
 * page's own meta applies, and a page without one inherits this empty list, as before.
 */
export const meta: Route.MetaFunction = ({ error, matches }) =>
  isRouteErrorResponse(error) && error.status === 404 ? notFoundMeta(matches) : [];

// Rendered from the root chunk, not as a deferred island: the error page must not depend on
// another download at the moment something has failed (docs/decisions/037).
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
