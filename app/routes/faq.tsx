import { Mail, MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { FaqAccordion } from "~/features/content/components/faq-accordion";
import { PageHero } from "~/features/content/components/page-hero";
import { pageI18n } from "~/i18n/page.server";
import { UntranslatedNote } from "~/i18n/untranslated-note";
import { originFromMatches, seo } from "~/utils/seo";
import { FAQ_INTRO, FAQ_ITEMS } from "../../content/pages/faq";
import type { Route } from "./+types/faq";

export function loader({ params }: Route.LoaderArgs) {
  const { locale, i18n, text } = pageI18n(params, ["faq."]);
  const meta = {
    title: i18n._("faq.meta.title"),
    description: i18n._("faq.meta.description"),
  };
  return { locale, text, meta };
}

export default function FaqPage() {
  return (
    <>
      <UntranslatedNote />
      <PageHero eyebrow="Help centre" title={FAQ_INTRO.title} intro={FAQ_INTRO.intro} />

      <section aria-labelledby="faq-list-title" className="container-page pt-10 sm:pt-14">
        <div className="mx-auto max-w-3xl">
          <h2 id="faq-list-title" className="sr-only">
            Questions and answers
          </h2>
          <FaqAccordion items={FAQ_ITEMS} defaultOpen={FAQ_ITEMS[0]?.topic} />

          <div className="mt-10 flex flex-col items-start gap-4 rounded-[var(--radius-card)] bg-primary-50 p-6 ring-1 ring-primary-100 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex gap-3">
              <MessagesSquare aria-hidden className="mt-0.5 size-6 shrink-0 text-primary-700" />
              <div>
                <h2 className="font-semibold text-slate-900">Still have a question?</h2>
                <p className="mt-1 text-sm text-slate-700">
                  Our team replies within 24-48 hours, and is available 24/7 by email or chat.
                </p>
              </div>
            </div>
            <Link
              to="/contact"
              className={buttonVariants({ variant: "primary", className: "shrink-0" })}
            >
              <Mail aria-hidden /> Contact us
            </Link>
          </div>

          <p className="mt-6 text-center text-sm text-slate-600">
            Want the detail? Read{" "}
            <Link
              to="/how-it-works"
              className="font-medium text-primary-800 underline underline-offset-2"
            >
              how CareAtlas works
            </Link>{" "}
            and{" "}
            <Link
              to="/why-trust-us"
              className="font-medium text-primary-800 underline underline-offset-2"
            >
              why you can trust us
            </Link>
            .
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
      mainEntity: FAQ_ITEMS.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    },
  });
