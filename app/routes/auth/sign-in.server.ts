import { redirect } from "react-router";
import { signInWithEmail } from "~/features/accounts/auth-flows.server";
import { authI18n, authMessage } from "~/features/accounts/auth-messages.server";
import { SignInSchema } from "~/features/accounts/auth-schema";
import { parseFavoriteKey } from "~/features/favorites/favorites-schema";
import { addFavorite } from "~/features/favorites/favorites.server";
import { appendSetCookies } from "~/utils/auth.server";
import { TWO_FACTOR_SETUP_PATH, getUserRole } from "~/utils/permissions.server";
import { safeRedirect } from "~/utils/redirect.server";
import { failure } from "~/utils/result";
import { type ToastInput, toastSetCookie } from "~/utils/toast.server";
import { answer, intent, safely, toastOf } from "./intent.server";

/**
 * Sign in: on to where the visitor was going (finishing a pending favourite), through the
 * two-factor step when the account has it, or to its setup for an administrator without it.
 */
export const signin = safely(
  intent({
    schema: SignInSchema,
    invalid: (errors) => failure(400, "Please enter your email and password", errors),
    run: (input, { request }) => signInWithEmail(request, input),
    done: async (r, _input, { request, form }) => {
      const url = new URL(request.url);
      const i18n = authI18n(request);
      const redirectTo = safeRedirect(
        form.get("redirectTo") ?? url.searchParams.get("redirectTo"),
        "/dashboard",
      );
      const favorite = String(form.get("favorite") ?? url.searchParams.get("favorite") ?? "");
      if (r.kind === "unverified")
        return answer(
          {
            intent: "signin",
            verify: r.email,
            values: { email: String(form.get("email") ?? "") },
            toast: toastOf("error", i18n._("auth-msg.toast.error"), authMessage(i18n, r.message)),
          },
          403,
        );
      if (r.kind === "two-factor") {
        const next = new URLSearchParams();
        if (redirectTo !== "/dashboard") next.set("redirectTo", redirectTo);
        if (parseFavoriteKey(favorite)) next.set("favorite", favorite);
        const headers = appendSetCookies(new Headers(), r.headers);
        const qs = next.toString();
        return redirect(`/auth/two-factor${qs ? `?${qs}` : ""}`, { headers });
      }
      const toasts: ToastInput[] = [
        {
          type: "success",
          title: i18n._("auth-msg.toast.welcome.title"),
          description: i18n._("auth-msg.toast.welcome.text"),
        },
      ];
      if (parseFavoriteKey(favorite)) {
        const fav = await addFavorite(r.userId, favorite);
        if (fav.ok)
          toasts.push({
            type: "success",
            title: i18n._("auth-msg.toast.favorite"),
            description: fav.value.item?.title,
          });
      }
      let target = redirectTo;
      const { role } = await getUserRole(r.userId);
      if (role === "admin" && !r.twoFactorEnabled) {
        target = TWO_FACTOR_SETUP_PATH;
        toasts.push({
          type: "info",
          title: i18n._("auth-msg.toast.two-factor.title"),
          description: i18n._("auth-msg.toast.two-factor.text"),
        });
      }
      const headers = appendSetCookies(new Headers(), r.headers);
      headers.append("Set-Cookie", await toastSetCookie(toasts));
      return redirect(target, { headers });
    },
  }),
);
