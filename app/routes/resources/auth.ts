import type { Route } from "./+types/auth";
import { TOO_MANY_SIGN_INS, getAuth } from "~/utils/auth.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { toastSetCookie } from "~/utils/toast.server";

/**
 * better-auth's HTTP API under /api/auth/* (the mailed verification link lands here). Its
 * own origin check, database rate limits and trusted client-IP header apply; we only add
 * clearer words to a refused sign-in and a welcome toast after a verified email.
 */

async function handle(request: Request) {
  const auth = await getAuth();
  const res = await auth.handler(request);
  const path = new URL(request.url).pathname;

  if (res.status === 429 && path.endsWith("/sign-in/email")) {
    const headers = new Headers(res.headers);
    headers.set("Content-Type", "application/json");
    return new Response(JSON.stringify({ code: "TOO_MANY_REQUESTS", message: TOO_MANY_SIGN_INS }), {
      status: 429,
      headers,
    });
  }

  if (path.endsWith("/verify-email") && res.status >= 300 && res.status < 400) {
    const location = res.headers.get("location") ?? "";
    const headers = new Headers(res.headers);
    if (location.includes("error=")) {
      headers.set("Location", "/auth?verify=expired");
      headers.append(
        "Set-Cookie",
        await toastSetCookie({
          type: "error",
          title: "Error",
          description:
            "This confirmation link is invalid or has expired. Sign in to get a new one.",
        }),
      );
    } else if (
      (new URL(request.url).searchParams.get("callbackURL") ?? "/").startsWith("/dashboard")
    ) {
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
          title: "Email confirmed",
          description: "Welcome to CareAtlas — you are signed in.",
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
