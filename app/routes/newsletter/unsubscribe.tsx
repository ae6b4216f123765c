import { CheckCircle2, MailMinus, MailWarning } from "lucide-react";
import { Form, Link, data, useNavigation } from "react-router";
import { z } from "zod";
import { Button, buttonVariants } from "~/components/ui/button";
import {
  type UnsubscribeOutcome,
  getSubscriptionByUnsubscribeToken,
  unsubscribeFromNewsletter,
} from "~/features/inquiries/inquiries.server";
import { fill, placeholders } from "~/i18n/fill";
import { accountPageI18n } from "~/i18n/page.server";
import { useLocalePath, useText } from "~/i18n/text";
import { handleForm, intentsFor } from "~/utils/action.server";
import { readFormData } from "~/utils/request.server";
import { failure, ok } from "~/utils/result";
import type { Route } from "./+types/unsubscribe";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * The unsubscribe link in every newsletter mail. GET only shows a button (mail scanners that
 * open links must not unsubscribe anyone); POST unsubscribes. Mail providers' one-click
 * unsubscribe (RFC 8058: POST to this URL with List-Unsubscribe=One-Click) works too, since
 * the token is read from the query string as well as the form.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const sub = await getSubscriptionByUnsubscribeToken(token);
  const { i18n, text } = await accountPageI18n(request, ["newsletter-page.unsubscribe."], {
    "newsletter-page.unsubscribe.invalid.text": placeholders("email"),
    "newsletter-page.unsubscribe.done.named": placeholders("email"),
    "newsletter-page.unsubscribe.ask.text": placeholders("email"),
  });
  return data(
    {
      token: sub ? token : "",
      email: sub?.maskedEmail ?? null,
      status: sub?.status ?? null,
      text,
      meta: {
        title: i18n._("newsletter-page.unsubscribe.meta.title"),
        description: i18n._("newsletter-page.unsubscribe.meta.description"),
      },
    },
    {
      status: sub ? 200 : 404,
      headers: { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" },
    },
  );
}

type Unsubscribed = { outcome: UnsubscribeOutcome };

/** The form's token; without one, the address's (one-click unsubscribe posts no token). */
const UnsubscribeSchema = z.object({
  token: z.unknown().transform((v) => (typeof v === "string" && v ? v : null)),
});

const intent = intentsFor<null, Unsubscribed>();

export async function action({ request }: Route.ActionArgs) {
  return handleForm<null, Unsubscribed>(request, {
    guard: async () => null,
    // A body that cannot be read leaves the token in the address.
    read: async (r) => {
      const read = await readFormData(r);
      return ok(read.ok ? read.formData : new FormData());
    },
    defaultIntent: "unsubscribe",
    intents: {
      unsubscribe: intent({
        schema: UnsubscribeSchema,
        input: (form) => ({ token: form.get("token") }),
        run: async ({ token }, { request }) => {
          const fromUrl = new URL(request.url).searchParams.get("token");
          const outcome = await unsubscribeFromNewsletter(token ?? fromUrl ?? "");
          return outcome === "invalid"
            ? failure(404, "This unsubscribe link doesn't work")
            : ok(outcome);
        },
        done: (outcome) => data({ outcome }, { headers: NO_STORE }),
      }),
    },
    reply: (f) =>
      data<Unsubscribed>({ outcome: "invalid" }, { status: f.status, headers: NO_STORE }),
  });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const done =
    actionData?.outcome === "unsubscribed" ||
    actionData?.outcome === "already-unsubscribed" ||
    (!actionData && loaderData.status === "unsubscribed");
  const invalid = actionData?.outcome === "invalid" || (!actionData && !loaderData.token);
  const t = useText();
  const to = useLocalePath();
  const strong = (text: string | null) => (
    <strong className="font-semibold text-slate-800" dir="ltr">
      {text}
    </strong>
  );

  return (
    <div className="container-page py-16 sm:py-24">
      <div
        className="mx-auto max-w-lg rounded-[var(--radius-card)] bg-white p-8 text-center shadow-[var(--shadow-card)] ring-1 ring-slate-900/5"
        data-testid="newsletter-unsubscribe"
      >
        {invalid ? (
          <>
            <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-amber-50 text-amber-700">
              <MailWarning aria-hidden className="size-9" />
            </span>
            <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">
              {t("newsletter-page.unsubscribe.invalid.title")}
            </h1>
            <p className="mt-3 text-slate-600">
              {fill(t("newsletter-page.unsubscribe.invalid.text"), {
                email: (
                  <a
                    href="mailto:support@careatlas.example"
                    dir="ltr"
                    className="font-semibold text-primary-700 hover:underline"
                  >
                    support@careatlas.example
                  </a>
                ),
              })}
            </p>
          </>
        ) : done ? (
          <>
            <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
              <CheckCircle2 aria-hidden className="size-9" />
            </span>
            {/* The live region wraps the heading: role="status" on the h1 itself would erase its heading role. */}
            <div role="status">
              <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">
                {t("newsletter-page.unsubscribe.done.title")}
              </h1>
            </div>
            <p className="mt-3 text-slate-600">
              {loaderData.email
                ? fill(t("newsletter-page.unsubscribe.done.named"), {
                    email: strong(loaderData.email),
                  })
                : t("newsletter-page.unsubscribe.done.text")}{" "}
              {t("newsletter-page.unsubscribe.done.again")}
            </p>
            <Link
              to={to("/")}
              className={buttonVariants({ variant: "outline", className: "mt-8" })}
            >
              {t("newsletter-page.unsubscribe.home")}
            </Link>
          </>
        ) : (
          <>
            <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-primary-50 text-primary-700">
              <MailMinus aria-hidden className="size-9" />
            </span>
            <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">
              {t("newsletter-page.unsubscribe.ask.title")}
            </h1>
            <p className="mt-3 text-slate-600">
              {fill(t("newsletter-page.unsubscribe.ask.text"), { email: strong(loaderData.email) })}
            </p>
            <Form method="post" className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <input type="hidden" name="token" value={loaderData.token} />
              <Button type="submit" variant="destructive" size="lg" disabled={busy}>
                {busy
                  ? t("newsletter-page.unsubscribe.busy")
                  : t("newsletter-page.unsubscribe.submit")}
              </Button>
              <Link to={to("/")} className={buttonVariants({ variant: "outline", size: "lg" })}>
                {t("newsletter-page.unsubscribe.keep")}
              </Link>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d?.meta.title ?? "Unsubscribe | CareAtlas" },
  {
    name: "description",
    content: d?.meta.description ?? "Unsubscribe from CareAtlas newsletter emails.",
  },
  { name: "robots", content: "noindex" },
];
