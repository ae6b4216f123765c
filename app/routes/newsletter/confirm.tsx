import { CheckCircle2, MailWarning } from "lucide-react";
import { Link, data } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { confirmNewsletterSubscription } from "~/features/inquiries/inquiries.server";
import type { MessageId } from "~/i18n/message-ids";
import { accountPageI18n } from "~/i18n/page.server";
import { useLocalePath, useText } from "~/i18n/text";
import { publicOrigin } from "~/utils/env.server";
import type { Route } from "./+types/confirm";

/**
 * Double opt-in: the link in the confirmation mail lands here and turns the 'pending'
 * subscriber into 'confirmed'. Opening it again is harmless.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = await confirmNewsletterSubscription(token, publicOrigin());
  const { i18n, text } = await accountPageI18n(request, ["newsletter-page.confirm."]);
  return data(
    {
      outcome,
      text,
      meta: {
        title: i18n._("newsletter-page.confirm.meta.title"),
        description: i18n._("newsletter-page.confirm.meta.description"),
      },
    },
    {
      status: outcome === "invalid" ? 404 : 200,
      headers: { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" },
    },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const VIEWS: Record<string, { ok: boolean; title: MessageId; text: MessageId }> = {
  confirmed: {
    ok: true,
    title: /*i18n*/ "newsletter-page.confirm.confirmed.title",
    text: /*i18n*/ "newsletter-page.confirm.confirmed.text",
  },
  "already-confirmed": {
    ok: true,
    title: /*i18n*/ "newsletter-page.confirm.already.title",
    text: /*i18n*/ "newsletter-page.confirm.already.text",
  },
  unsubscribed: {
    ok: false,
    title: /*i18n*/ "newsletter-page.confirm.unsubscribed.title",
    text: /*i18n*/ "newsletter-page.confirm.unsubscribed.text",
  },
  invalid: {
    ok: false,
    title: /*i18n*/ "newsletter-page.confirm.invalid.title",
    text: /*i18n*/ "newsletter-page.confirm.invalid.text",
  },
};

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const view = VIEWS[loaderData.outcome] ?? VIEWS.invalid!;
  const t = useText();
  const to = useLocalePath();
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
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">{t(view.title)}</h1>
        <p className="mt-3 text-slate-600">{t(view.text)}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={to("/blog")} className={buttonVariants({ variant: "primary" })}>
            {t("newsletter-page.confirm.guides")}
          </Link>
          <Link to={to("/")} className={buttonVariants({ variant: "outline" })}>
            {t("newsletter-page.confirm.home")}
          </Link>
        </div>
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d?.meta.title ?? "Confirm your subscription | CareAtlas" },
  {
    name: "description",
    content: d?.meta.description ?? "Confirm your CareAtlas newsletter subscription.",
  },
  { name: "robots", content: "noindex" },
];
