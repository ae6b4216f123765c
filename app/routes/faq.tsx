import { Mail, MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { FaqAccordion } from "~/features/content/components/faq-accordion";
import { PageHero } from "~/features/content/components/page-hero";
import { editorialContent } from "~/features/content/editorial.server";
import { fill } from "~/i18n/fill";
import { pageI18n } from "~/i18n/page.server";
import { useLocalePath } from "~/i18n/text";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/faq";

export async function loader({ params }: Route.LoaderArgs) {
  const { locale, i18n, text } = pageI18n(params, ["faq."]);
  const meta = {
    title: i18n._("faq.meta.title"),
    description: i18n._("faq.meta.description"),
  };
  const content = await editorialContent("faq", locale);
  return { locale, text, meta, content };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { items, ui } = content;
  const to = useLocalePath();
  const link = "font-medium text-primary-800 underline underline-offset-2";
  return (
    <>
      <PageHero eyebrow={ui.eyebrow} title={content.title} intro={content.intro} />

      <section aria-labelledby="faq-list-title" className="container-page pt-10 sm:pt-14">
        <div className="mx-auto max-w-3xl">
          <h2 id="faq-list-title" className="sr-only">
            {ui.listTitle}
          </h2>
          <FaqAccordion items={items} defaultOpen={items[0]?.topic} />

          <div className="mt-10 flex flex-col items-start gap-4 rounded-[var(--radius-card)] bg-primary-50 p-6 ring-1 ring-primary-100 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex gap-3">
              <MessagesSquare aria-hidden className="mt-0.5 size-6 shrink-0 text-primary-700" />
              <div>
                <h2 className="font-semibold text-slate-900">{ui.stillTitle}</h2>
                <p className="mt-1 text-sm text-slate-700">{ui.stillText}</p>
              </div>
            </div>
            <Link
              to={to("/contact")}
              className={buttonVariants({ variant: "primary", className: "shrink-0" })}
            >
              <Mail aria-hidden /> {ui.contact}
            </Link>
          </div>

          <p className="mt-6 text-center text-sm text-slate-600">
            {fill(ui.detail, {
              how: (
                <Link to={to("/how-it-works")} className={link}>
                  {ui.how}
                </Link>
              ),
              trust: (
                <Link to={to("/why-trust-us")} className={link}>
                  {ui.trust}
                </Link>
              ),
            })}
          </p>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/faq",
    origin: originFromMatches(matches),
    locale: loaderData?.locale,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: (loaderData?.content.items ?? []).map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    },
  });
