import { CheckCircle2, MailWarning } from "lucide-react";
import { Link, data } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { confirmNewsletterSubscription } from "~/features/inquiries/inquiries.server";
import { publicOrigin } from "~/utils/env.server";
import type { Route } from "./+types/confirm";

/**
 * Double opt-in: the link in the confirmation mail lands here and turns the 'pending'
 * subscriber into 'confirmed'. Opening it again is harmless.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await confirmNewsletterSubscription(token, publicOrigin());
  return data(
    { outcome },
    {
      status: outcome === "invalid" ? 404 : 200,
      headers: { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" },
    },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const VIEWS = {
  confirmed: {
    ok: true,
    title: "You're subscribed!",
    text: "Thanks for confirming. Expect 1-2 emails a month with medical travel tips and the latest package deals. Every email has a one-click unsubscribe link.",
  },
  "already-confirmed": {
    ok: true,
    title: "You're already subscribed",
    text: "Your subscription was confirmed earlier, so there's nothing more to do.",
  },
  unsubscribed: {
    ok: false,
    title: "This address was unsubscribed",
    text: "You unsubscribed after this link was sent, so we haven't signed you up again. If you'd like our emails after all, sign up once more in the footer.",
  },
  invalid: {
    ok: false,
    title: "This confirmation link doesn't work",
    text: "It may be incomplete or out of date. Sign up again in the footer of any page and we'll send you a new link.",
  },
} as const;

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const view = VIEWS[loaderData.outcome];
  const Icon = view.ok ? CheckCircle2 : MailWarning;
  return (
    <div className="container-page py-16 sm:py-24">
      <div
        className="mx-auto max-w-lg rounded-[var(--radius-card)] bg-white p-8 text-center shadow-[var(--shadow-card)] ring-1 ring-slate-900/5"
        data-testid="newsletter-confirm"
        data-outcome={loaderData.outcome}
      >
        <span
          className={
            view.ok
              ? "mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700"
              : "mx-auto flex size-16 items-center justify-center rounded-full bg-amber-50 text-amber-700"
          }
        >
          <Icon aria-hidden className="size-9" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">{view.title}</h1>
        <p className="mt-3 text-slate-600">{view.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/blog" className={buttonVariants({ variant: "primary" })}>
            Read our travel guides
          </Link>
          <Link to="/" className={buttonVariants({ variant: "outline" })}>
            Go to the home page
          </Link>
        </div>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "Confirm your subscription | CareAtlas" },
  { name: "description", content: "Confirm your CareAtlas newsletter subscription." },
  { name: "robots", content: "noindex" },
];
