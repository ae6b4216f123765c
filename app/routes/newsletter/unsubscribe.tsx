import { CheckCircle2, MailMinus, MailWarning } from "lucide-react";
import { Form, Link, data, useNavigation } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import {
  getSubscriptionByUnsubscribeToken,
  unsubscribeFromNewsletter,
} from "~/features/inquiries/inquiries.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { readFormData } from "~/utils/request.server";
import type { Route } from "./+types/unsubscribe";

/**
 * The unsubscribe link in every newsletter mail. GET only shows a button (mail scanners that
 * open links must not unsubscribe anyone); POST unsubscribes. Mail providers' one-click
 * unsubscribe (RFC 8058: POST to this URL with List-Unsubscribe=One-Click) works too, since
 * the token is read from the query string as well as the form.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const sub = await getSubscriptionByUnsubscribeToken(token);
  return data(
    { token: sub ? token : "", email: sub?.maskedEmail ?? null, status: sub?.status ?? null },
    {
      status: sub ? 200 : 404,
      headers: { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" },
    },
  );
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const fromUrl = new URL(request.url).searchParams.get("token");
  const read = await readFormData(request);
  const fromForm = read.ok ? read.formData.get("token") : null;
  const token = typeof fromForm === "string" && fromForm ? fromForm : (fromUrl ?? "");
  const outcome = await unsubscribeFromNewsletter(token);
  return data(
    { outcome },
    { status: outcome === "invalid" ? 404 : 200, headers: { "Cache-Control": "no-store" } },
  );
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
              This unsubscribe link doesn't work
            </h1>
            <p className="mt-3 text-slate-600">
              It may be incomplete. Please use the link from your most recent CareAtlas email, or
              write to{" "}
              <a
                href="mailto:support@careatlas.example"
                className="font-semibold text-primary-700 hover:underline"
              >
                support@careatlas.example
              </a>{" "}
              and we'll remove you by hand.
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
                You've been unsubscribed
              </h1>
            </div>
            <p className="mt-3 text-slate-600">
              {loaderData.email ? (
                <>
                  We won't send newsletters to{" "}
                  <strong className="font-semibold text-slate-800">{loaderData.email}</strong> any
                  more.
                </>
              ) : (
                "We won't send you newsletters any more."
              )}{" "}
              If you change your mind, you can sign up again at the bottom of any page.
            </p>
            <Link to="/" className={buttonVariants({ variant: "outline", className: "mt-8" })}>
              Go to the home page
            </Link>
          </>
        ) : (
          <>
            <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-primary-50 text-primary-700">
              <MailMinus aria-hidden className="size-9" />
            </span>
            <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">
              Unsubscribe from CareAtlas emails?
            </h1>
            <p className="mt-3 text-slate-600">
              We'll stop sending newsletters to{" "}
              <strong className="font-semibold text-slate-800">{loaderData.email}</strong>. Messages
              about your own bookings or enquiries are not affected.
            </p>
            <Form method="post" className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <input type="hidden" name="token" value={loaderData.token} />
              <Button type="submit" variant="destructive" size="lg" disabled={busy}>
                {busy ? "Unsubscribing…" : "Unsubscribe"}
              </Button>
              <Link to="/" className={buttonVariants({ variant: "outline", size: "lg" })}>
                Keep my subscription
              </Link>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe | CareAtlas" },
  { name: "description", content: "Unsubscribe from CareAtlas newsletter emails." },
  { name: "robots", content: "noindex" },
];
