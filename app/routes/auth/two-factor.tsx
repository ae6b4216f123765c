import { data, redirect } from "react-router";
import { z } from "zod";
import { useResultToast } from "~/components/forms/result-toast";
import { verifySignInCode } from "~/features/accounts/auth-flows.server";
import { BackupCodeSchema, TotpCodeSchema } from "~/features/accounts/auth-schema";
import {
  type TwoFactorResult,
  TwoFactorPanel,
} from "~/features/accounts/components/two-factor-panel";
import { parseFavoriteKey } from "~/features/favorites/favorites-schema";
import { addFavorite } from "~/features/favorites/favorites.server";
import { i18nFor } from "~/i18n/catalog.server";
import { placeholders } from "~/i18n/fill";
import { knownMessageIn } from "~/i18n/known-messages.server";
import { accountPageI18n, formLocale } from "~/i18n/page.server";
import { handleForm, intentsFor, rescued } from "~/utils/action.server";
import { GENERIC_AUTH_ERROR, appendSetCookies } from "~/utils/auth.server";
import { getUser } from "~/utils/permissions.server";
import { safeRedirect } from "~/utils/redirect.server";
import { type Failure, type Result, failure, ok } from "~/utils/result";
import { originFromMatches, seo } from "~/utils/seo";
import { type ToastInput, toastSetCookie } from "~/utils/toast.server";
import type { Route } from "./+types/two-factor";
import { toastOf } from "./intent.server";

/** The second step of signing in for accounts with two-factor authentication. */

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (await getUser(request))
    throw redirect(safeRedirect(url.searchParams.get("redirectTo"), "/dashboard"));
  // Without the short-lived challenge cookie from the password step there is nothing to verify.
  const hasChallenge = (request.headers.get("cookie") ?? "").includes("two_factor=");
  const { i18n, text } = await accountPageI18n(request, ["two-factor."], {
    "two-factor.expired.text": placeholders("link"),
  });
  return data(
    {
      text,
      meta: {
        title: i18n._("two-factor.meta.title"),
        description: i18n._("two-factor.meta.description"),
      },
      method: url.searchParams.get("method") === "backup" ? ("backup" as const) : ("totp" as const),
      hasChallenge,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The code, read by the schema of the method the form names (an authenticator app by default). */
const CodeSchema = z.discriminatedUnion("method", [
  TotpCodeSchema.extend({ method: z.literal("totp") }),
  BackupCodeSchema.extend({ method: z.literal("backup") }),
]);

type Verified =
  | { expired: false; headers: Headers; userId: string }
  | { expired: true; status: number; message: string };

const verify = intentsFor<undefined, TwoFactorResult>()({
  schema: CodeSchema,
  input: (form) => ({
    method: form.get("method") === "backup" ? "backup" : "totp",
    code: form.get("code") ?? "",
  }),
  invalid: (errors) => failure(400, errors.code ?? "Enter your code", errors),
  run: async ({ method, code }, { request, form }): Promise<Result<Verified>> => {
    const r = await verifySignInCode(request, {
      method,
      code,
      trustDevice: form.get("trustDevice") === "on",
    });
    if (r.ok) return ok({ expired: false, ...r.value });
    // The password step's challenge ran out: the page offers to sign in again.
    if (r.code === "INVALID_TWO_FACTOR_COOKIE")
      return ok({ expired: true, status: r.status, message: r.message });
    return r;
  },
  done: async (r, _input, { request, form }) => {
    const locale = await formLocale(request);
    const i18n = i18nFor(locale);
    if (r.expired) {
      // Not a failure (the page offers to sign in again), so the pipeline did not translate it.
      const message = knownMessageIn(locale, r.message);
      return data<TwoFactorResult>(
        {
          formError: message,
          expired: true,
          toast: toastOf("error", i18n._("dashboard-msg.error"), message),
        },
        { status: r.status },
      );
    }
    const url = new URL(request.url);
    const redirectTo = safeRedirect(
      form.get("redirectTo") ?? url.searchParams.get("redirectTo"),
      "/dashboard",
    );
    const favorite = String(form.get("favorite") ?? url.searchParams.get("favorite") ?? "");
    const toasts: ToastInput[] = [
      {
        type: "success",
        title: i18n._("auth-msg.toast.welcome.title"),
        description: i18n._("auth-msg.toast.welcome.text"),
      },
    ];
    if (parseFavoriteKey(favorite) && r.userId) {
      const fav = await addFavorite(r.userId, favorite);
      if (fav.ok)
        toasts.push({
          type: "success",
          title: i18n._("auth-msg.toast.favorite"),
          description: fav.value.item?.title,
        });
    }
    const headers = appendSetCookies(new Headers(), r.headers);
    headers.append("Set-Cookie", await toastSetCookie(toasts));
    return redirect(redirectTo, { headers });
  },
});

async function reply(f: Failure, { request }: { request: Request }) {
  const i18n = i18nFor(await formLocale(request));
  return data<TwoFactorResult>(
    {
      ...(f.fieldErrors
        ? { fieldErrors: f.fieldErrors }
        : { formError: f.message, expired: false }),
      toast: toastOf("error", i18n._("dashboard-msg.error"), f.message),
    },
    { status: f.status },
  );
}

export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async () => undefined,
    defaultIntent: "verify",
    intents: {
      verify: rescued(verify, (error) => {
        console.error("[auth] two-factor failed", error);
        return failure(500, GENERIC_AUTH_ERROR);
      }),
    },
    reply,
  });
}

export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  useResultToast(actionData);
  return (
    <TwoFactorPanel
      method={loaderData.method}
      hasChallenge={loaderData.hasChallenge}
      actionData={actionData}
    />
  );
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  seo({
    title: d?.meta.title ?? "Two-factor authentication",
    description:
      d?.meta.description ??
      "Enter the code from your authenticator app to finish signing in to CareAtlas.",
    path: "/auth/two-factor",
    origin: originFromMatches(matches),
    noindex: true,
  });
