import { data, redirect } from "react-router";
import { AUTH_TEXT_VALUES } from "~/features/accounts/auth-messages.server";
import type { AuthMode } from "~/features/accounts/components/auth-form-result";
import { AuthPage } from "~/features/accounts/components/auth-page";
import { parseFavoriteKey } from "~/features/favorites/favorites-schema";
import { addFavorite, describeFavoriteTarget } from "~/features/favorites/favorites.server";
import { assertLanguagePrefix, pageI18n } from "~/i18n/page.server";
import { handleForm } from "~/utils/action.server";
import { getUser } from "~/utils/permissions.server";
import { safeRedirect } from "~/utils/redirect.server";
import { originFromMatches, seo } from "~/utils/seo";
import { toastSetCookie } from "~/utils/toast.server";
import type { Route } from "./+types/index";
import { replyFailure } from "./intent.server";
import { signin } from "./sign-in.server";
import { signup } from "./sign-up.server";
import { resend } from "./verify.server";

/**
 * /auth (and /de/auth …): sign in, sign up, and a new confirmation link (one module per task
 * beside this one), in the language of the URL's prefix.
 */

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale, i18n, text } = pageI18n(params, ["auth."], AUTH_TEXT_VALUES);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  const favorite = parseFavoriteKey(url.searchParams.get("favorite"))
    ? url.searchParams.get("favorite")!
    : null;
  const user = await getUser(request);
  if (user) {
    // Already signed in: finish a pending favourite and go on.
    const headers = new Headers();
    if (favorite) {
      const fav = await addFavorite(user.id, favorite);
      if (fav.ok)
        headers.append(
          "Set-Cookie",
          await toastSetCookie({
            type: "success",
            title: i18n._("auth-msg.toast.favorite"),
            description: fav.value.item?.title,
          }),
        );
    }
    throw redirect(redirectTo || "/dashboard", { headers });
  }
  const favoriteName = favorite ? await describeFavoriteTarget(favorite) : null;
  const mode: AuthMode = url.searchParams.get("mode") === "signup" ? "signup" : "signin";
  return data(
    {
      locale,
      text,
      meta: {
        title: mode === "signup" ? i18n._("auth.signup.title") : i18n._("auth.meta.title.signin"),
        description: i18n._("auth.meta.description"),
      },
      mode,
      redirectTo,
      favorite,
      favoriteName,
      verifyExpired: url.searchParams.get("verify") === "expired",
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  assertLanguagePrefix(params);
  return handleForm(request, {
    guard: async () => undefined,
    // A form that names no intent (or one this page does not have) is a sign-in.
    defaultIntent: "signin",
    intents: { signin, signup, resend },
    reply: replyFailure,
  });
}

export default function AuthRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthPage loaderData={loaderData} actionData={actionData} />;
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  seo({
    title: d?.meta.title ?? "Sign in",
    description: d?.meta.description ?? "",
    path: "/auth",
    origin: originFromMatches(matches),
    noindex: true,
    locale: d?.locale,
  });
