import "./app.css";
import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { CurrencyProvider } from "~/components/currency-context";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FlashToasts } from "~/components/flash-toasts";
import { AppBanner } from "~/components/layout/app-banner";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { Toaster } from "~/components/ui/toast";
import { CompareTraySlot } from "~/features/compare/compare-tray-slot";
import { FavoritesSync } from "~/features/favorites/favorites-sync";
import { listFavoriteKeys } from "~/features/favorites/favorites.server";
import { AFTER_PAINT_LOADER } from "~/perf/after-paint-loader";
import { getCurrencyFromRequest, getRates } from "~/services/currency/currency.server";
import { appendSetCookies } from "~/utils/auth.server";
import { promotesPatientApp } from "~/utils/bottom-bars";
import { publicEnv, publicOrigin } from "~/utils/env.server";
import { DEFAULT_CURRENCY, DEFAULT_RATES } from "~/utils/money";
import { getSessionInfo } from "~/utils/permissions.server";
import { useRequestInfo } from "~/utils/request-info";
import { readToasts } from "~/utils/toast.server";
import { markDocumentHydrated, useHydrated } from "~/utils/use-hydrated";
import type { Route } from "./+types/root";

export async function loader({ request }: Route.LoaderArgs) {
  const [rates, session, flash] = await Promise.all([
    getRates(),
    getSessionInfo(request),
    readToasts(request),
  ]);
  const favorites = session ? await listFavoriteKeys(session.user.id) : [];
  // Session refreshes (updateAge) and the cleared flash-toast cookie travel with the page.
  const headers = appendSetCookies(new Headers(), session?.headers);
  if (flash.clear) headers.append("Set-Cookie", flash.clear);
  return data(
    {
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

export function shouldRevalidate({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // Sign-in/out and currency changes matter to the root; ordinary navigation does not.
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
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {requestId && <meta name="request-id" content={requestId} />}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <CurrencyProvider
          initialCurrency={root?.currency ?? DEFAULT_CURRENCY}
          initialRates={root?.rates ?? DEFAULT_RATES}
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
        <FlashToasts toasts={root?.toasts} />
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

// Rendered from the root chunk, not as a deferred island: the error page must not depend on
// another download at the moment something has failed (docs/decisions/037).
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
