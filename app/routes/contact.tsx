import { AlertTriangle, Building2, Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link, data } from "react-router";
import { Badge } from "~/components/ui/badge";
import { editorialContent } from "~/features/content/editorial.server";
import { ContactForm } from "~/features/inquiries/components/contact-form";
import { CONTACT_FORM } from "~/features/inquiries/form-actions.server";
import { resolveAbout } from "~/features/inquiries/inquiries.server";
import { formMessagesFor } from "~/features/inquiries/inquiry-messages.server";
import { pageFormPipeline } from "~/features/inquiries/page-form.server";
import { placeholders } from "~/i18n/fill";
import { assertLanguagePrefix, pageI18n } from "~/i18n/page.server";
import { useLocalePath, useText } from "~/i18n/text";
import { handleForm } from "~/utils/action.server";
import { getEnv, supportPhone } from "~/utils/env.server";
import { useSupportPhone } from "~/utils/root-data";
import { originFromMatches, seo } from "~/utils/seo";
import type { ContactChannel, ContactPanelContent } from "../../content/pages/types";
import type { Route } from "./+types/contact";

const SLUG_RE = /^[a-z0-9][a-z0-9-]{0,119}$/;

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale, i18n, text } = pageI18n(params, ["contact."], {
    "contact.form.remove-label": placeholders("name"),
    "contact.form.privacy": placeholders("link"),
    "contact.sent.text": placeholders("email"),
  });
  const meta = {
    title: i18n._("meta.contact.title"),
    description: i18n._("meta.contact.description", {
      phone: supportPhone(getEnv()) ? "yes" : "no",
    }),
  };
  const clinic = url.searchParams.get("clinic");
  const pkg = url.searchParams.get("package");
  // ?clinic=<slug> / ?package=<slug>: the no-JavaScript way in from a card's Contact button.
  const about =
    clinic && SLUG_RE.test(clinic)
      ? await resolveAbout("clinic", { slug: clinic })
      : pkg && SLUG_RE.test(pkg)
        ? await resolveAbout("package", { slug: pkg })
        : null;
  const panel = await editorialContent("contact", locale);
  return data(
    {
      about,
      idempotencyKey: crypto.randomUUID(),
      locale,
      meta,
      panel,
      text,
      formMessages: formMessagesFor(locale),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Anyone may write; the pipeline reads the body, answers "again", or stores the message. */
export async function action({ request, params }: Route.ActionArgs) {
  assertLanguagePrefix(params);
  return handleForm(request, { guard: async () => null, ...pageFormPipeline(CONTACT_FORM) });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store" };
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  return (
    <>
      <section
        aria-labelledby="contact-title"
        className="relative overflow-hidden bg-gradient-to-b from-primary-50 to-white"
      >
        <div
          aria-hidden
          className="pointer-events-none absolute -right-24 -top-24 size-80 rounded-full bg-primary-100/70 blur-3xl"
        />
        <div className="container-page relative pb-10 pt-12 sm:pt-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
            {t("contact.eyebrow")}
          </p>
          <h1
            id="contact-title"
            className="mt-2 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {t("contact.title")}
          </h1>
          <p className="mt-3 max-w-2xl text-pretty text-lg text-slate-600">{t("contact.intro")}</p>
        </div>
      </section>

      <div className="container-page grid gap-8 pb-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="self-start rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-8">
          <ContactForm
            result={actionData}
            loaderKey={loaderData.idempotencyKey}
            about={loaderData.about}
          />
        </div>
        <ContactPanel panel={loaderData.panel} />
      </div>
    </>
  );
}

const CHANNEL_ICONS: Record<ContactChannel["id"], typeof Mail> = {
  email: Mail,
  phone: Phone,
  office: MapPin,
  hq: Building2,
};

/** The side panel, in the page's language (its texts come from the loader). */
function ContactPanel({ panel }: { panel: ContactPanelContent }) {
  const phone = useSupportPhone();
  const to = useLocalePath();
  // The phone channel only when a support line is set (SUPPORT_PHONE), as contactChannels does.
  const channels = panel.channels.flatMap((c) => {
    if (c.id !== "phone") return [c];
    return phone ? [{ ...c, value: phone.display, href: phone.href }] : [];
  });
  return (
    <aside aria-labelledby="contact-panel-title" className="space-y-4">
      <h2 id="contact-panel-title" className="text-lg font-bold text-slate-900">
        {panel.heading}
      </h2>
      <p className="text-sm text-slate-600">{panel.intro}</p>
      <ul className="space-y-3">
        {channels.map((c) => {
          const Icon = CHANNEL_ICONS[c.id];
          const soon = c.status === "coming-soon";
          return (
            <li
              key={c.id}
              className="flex gap-3 rounded-[var(--radius-card)] bg-white p-4 ring-1 ring-slate-200"
            >
              <span
                className={
                  soon
                    ? "flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600"
                    : "flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700"
                }
              >
                <Icon aria-hidden className="size-5" />
              </span>
              <div className="min-w-0">
                <h3 className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                  {c.title}
                  {soon && <Badge variant="neutral">{panel.ui.comingSoon}</Badge>}
                </h3>
                {c.href ? (
                  <a
                    href={c.href}
                    className="mt-0.5 block break-words text-sm font-medium text-primary-700 hover:underline"
                  >
                    {c.value}
                  </a>
                ) : (
                  <p className="mt-0.5 text-sm font-medium text-slate-800">{c.value}</p>
                )}
                {c.lines
                  .filter((l) => !(soon && l.toLowerCase() === panel.ui.comingSoon.toLowerCase()))
                  .map((l) => (
                    <p key={l} className="flex items-center gap-1.5 text-sm text-slate-600">
                      {c.id === "phone" && <Clock aria-hidden className="size-3.5 shrink-0" />}
                      {l}
                    </p>
                  ))}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="rounded-[var(--radius-card)] border border-amber-200 bg-amber-50 p-4">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-amber-950">
          <AlertTriangle aria-hidden className="size-4 text-amber-700" />
          {panel.urgentNote.title}
        </h3>
        <p className="mt-1 text-sm text-amber-950">{panel.urgentNote.text}</p>
      </div>
      <p className="text-sm text-slate-600">
        {panel.ui.quickAnswer}{" "}
        <Link to={to("/faq")} className="font-semibold text-primary-700 hover:underline">
          {panel.ui.readFaq}
        </Link>
        .
      </p>
    </aside>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/contact",
    origin: originFromMatches(matches),
    locale: loaderData?.locale,
  });
