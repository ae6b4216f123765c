import { redirect } from "react-router";
import { currencyCookie } from "~/services/currency/currency.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { isCurrencyCode } from "~/utils/money";
import { safeRedirect } from "~/utils/redirect.server";
import { readForm } from "~/utils/request.server";
import type { Route } from "./+types/currency";

/** No-JavaScript fallback of the header's currency selector. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readForm(request);
  const currency = form.get("currency");
  const safeBack = safeRedirect(form.get("redirectTo"), "/", { allowAuthPages: true });
  if (!isCurrencyCode(currency)) return redirect(safeBack);
  return redirect(safeBack, {
    headers: { "Set-Cookie": currencyCookie(currency, new URL(request.url).protocol === "https:") },
  });
}

export async function loader() {
  return redirect("/");
}
