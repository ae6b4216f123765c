import { i18nFor } from "~/i18n/catalog.server";
import { localizePath, splitLocale } from "~/i18n/paths";
import { AUTH_BASE_PATH, getAuth } from "~/utils/auth.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { discardBody } from "~/utils/request.server";
import { toastSetCookie } from "~/utils/toast.server";
import type { Route } from "./+types/auth";

/**
 * better-auth's HTTP API under /api/auth/*, narrowed to what the product's own pages use
 * (decision 028). Everything else (sign-in, sign-up, update-user, change-password, two-factor,
 * sessions, ...) answers 404: the pages call better-auth on the server (auth.api.*), and the
 * rules that protect an account live in better-auth's hooks (app/utils/auth.server.ts), so they
 * hold there too. Its own origin check and trusted client-IP header still apply.
 */

/** "METHOD /path" (below /api/auth) of the endpoints a browser is sent to. */
const EXPOSED_AUTH_ENDPOINTS: ReadonlySet<string> = new Set([
  // The confirmation link in the sign-up and change-email mails.
  "GET /verify-email",
]);

function exposed(request: Request): boolean {
  const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length);
  const method = request.method === "HEAD" ? "GET" : request.method;
  return EXPOSED_AUTH_ENDPOINTS.has(`${method} ${path}`);
}

async function notFound(request: Request) {
  // The body is not used; it is read and dropped so the connection stays usable.
  const whole = await discardBody(request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (!whole) headers.set("Connection", "close");
  return Response.json({ code: "NOT_FOUND", message: "Not found" }, { status: 404, headers });
}

async function handle(request: Request) {
  if (!exposed(request)) return notFound(request);
  const auth = await getAuth();
  const res = await auth.handler(request);
  const path = new URL(request.url).pathname;

  if (path.endsWith("/verify-email") && res.status >= 300 && res.status < 400) {
    const location = res.headers.get("location") ?? "";
    const headers = new Headers(res.headers);
    const callbackURL = new URL(request.url).searchParams.get("callbackURL") ?? "/";
    // A sign-up's link lands in the language it was asked for in (its callback: /de, /de/auth?…).
    const { locale } = splitLocale(callbackURL.split(/[?#]/)[0] ?? "/");
    const i18n = i18nFor(locale);
    if (location.includes("error=")) {
      headers.set("Location", `${localizePath("/auth", locale)}?verify=expired`);
      headers.append(
        "Set-Cookie",
        await toastSetCookie({
          type: "error",
          title: i18n._("auth-msg.toast.error"),
          description: i18n._("auth-msg.verify.invalid"),
        }),
      );
    } else if (callbackURL.startsWith("/dashboard")) {
      // The link that confirms a changed address (sent from the dashboard).
      headers.append(
        "Set-Cookie",
        await toastSetCookie({
          type: "success",
          title: "Email confirmed",
          description: "Your new email address is saved.",
        }),
      );
    } else {
      headers.append(
        "Set-Cookie",
        await toastSetCookie({
          type: "success",
          title: i18n._("auth-msg.verified.title"),
          description: i18n._("auth-msg.verified.text"),
        }),
      );
    }
    return new Response(null, { status: res.status, headers });
  }
  return res;
}

export async function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  return handle(request);
}
