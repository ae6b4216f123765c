import { redirect } from "react-router";
import { signOut } from "~/features/accounts/auth-flows.server";
import { appendSetCookies } from "~/utils/auth.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { safeRedirect } from "~/utils/redirect.server";
import { redirectWithToast, toastSetCookie } from "~/utils/toast.server";
import type { Route } from "./+types/sign-out";

/** POST /api/sign-out (the header's Sign Out form). Ends the session in the database. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData().catch(() => new FormData());
  const back = safeRedirect(form.get("redirectTo"), "/");
  // The header's script asks for JSON (format=json) and reloads on success; a plain form
  // post (no JavaScript) is redirected.
  const json = form.get("format") === "json";
  const result = await signOut(request);
  if (!result.ok) {
    if (json) return Response.json({ ok: false, message: "Failed to sign out" }, { status: 500 });
    return redirectWithToast(back, {
      type: "error",
      title: "Error",
      description: "Failed to sign out",
    });
  }
  const headers = appendSetCookies(new Headers(), result.value);
  headers.append(
    "Set-Cookie",
    await toastSetCookie({
      type: "success",
      title: "Signed out",
      description: "You have been signed out. See you soon!",
    }),
  );
  if (json) return Response.json({ ok: true, redirectTo: "/" }, { headers });
  return redirect("/", { headers });
}

export async function loader() {
  return redirect("/");
}
