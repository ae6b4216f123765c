import { redirect } from "react-router";
import { isLocale } from "~/i18n/config";
import { localeCookie } from "~/i18n/negotiate.server";
import { saveUserLocale } from "~/i18n/preference.server";
import { samePageIn } from "~/i18n/public-path.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { getSessionInfo } from "~/utils/permissions.server";
import { safeRedirect } from "~/utils/redirect.server";
import { readForm } from "~/utils/request.server";
import type { Route } from "./+types/locale";

/**
 * The language switcher and the suggestion banner post here: `locale`, the chosen language,
 * and `to`, the page it was chosen on (pathname and search). The server works out where that
 * page is in the chosen language (`samePageIn`: the same page under its prefix for a public
 * page, the same URL elsewhere). The choice is remembered in the lang cookie and, for a
 * signed-in person, on their account. A bad language changes nothing.
 */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readForm(request);
  const code = form.get("locale");
  if (!isLocale(code)) return redirect(safeRedirect(form.get("to"), "/", { allowAuthPages: true }));
  const session = await getSessionInfo(request);
  if (session) await saveUserLocale(session.user.id, code);
  const headers = new Headers({
    "Set-Cookie": localeCookie(code, new URL(request.url).protocol === "https:"),
  });
  return redirect(samePageIn(form.get("to"), code), { status: 303, headers });
}

export async function loader() {
  return redirect("/");
}
