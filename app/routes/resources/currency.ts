import { data, redirect } from "react-router";
import { z } from "zod";
import { currencyCookie } from "~/services/currency/currency.server";
import { handleForm, intentsFor } from "~/utils/action.server";
import { isCurrencyCode } from "~/utils/money";
import { safeRedirect } from "~/utils/redirect.server";
import { ok } from "~/utils/result";
import type { Route } from "./+types/currency";

/** An unknown currency is not an error: the visitor goes back and nothing changes. */
const CurrencySwitchSchema = z.object({
  currency: z.unknown().transform((v) => (isCurrencyCode(v) ? v : null)),
  redirectTo: z
    .unknown()
    .transform((v) => safeRedirect(v as string | null, "/", { allowAuthPages: true })),
});

const intent = intentsFor<null, never>();

/** No-JavaScript fallback of the header's currency selector. */
export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async () => null,
    defaultIntent: "switch",
    intents: {
      switch: intent({
        schema: CurrencySwitchSchema,
        // The first value of each field, as the form names them.
        input: (form) => ({ currency: form.get("currency"), redirectTo: form.get("redirectTo") }),
        run: ({ currency }) => ok(currency),
        done: (currency, { redirectTo }, { request }) =>
          currency
            ? redirect(redirectTo, {
                headers: {
                  "Set-Cookie": currencyCookie(
                    currency,
                    new URL(request.url).protocol === "https:",
                  ),
                },
              })
            : redirect(redirectTo),
      }),
    },
    // Nothing here fails (the schema takes any value, every form runs `switch`).
    reply: (f) => {
      throw data({ message: f.message }, { status: f.status });
    },
  });
}

export async function loader() {
  return redirect("/");
}
