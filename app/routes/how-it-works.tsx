import {
  ArrowRight,
  CalendarCheck,
  CheckCircle2,
  Plane,
  Scale,
  Search,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import { DisclaimerNote } from "~/features/content/components/disclaimer-note";
import { PageHero } from "~/features/content/components/page-hero";
import { editorialContent } from "~/features/content/editorial.server";
import { pageI18n } from "~/i18n/page.server";
import { useLocalePath } from "~/i18n/text";
import { originFromMatches, seo } from "~/utils/seo";
import type { StepId } from "../../content/pages/types";
import type { Route } from "./+types/how-it-works";

const STEP_ICONS: Record<StepId, LucideIcon> = {
  search: Search,
  compare: Scale,
  book: CalendarCheck,
  travel: Plane,
};

export async function loader({ params }: Route.LoaderArgs) {
  const { locale, i18n, text } = pageI18n(params, ["howItWorks."]);
  const meta = {
    title: i18n._("howItWorks.meta.title"),
    description: i18n._("howItWorks.meta.description"),
  };
  const content = await editorialContent("howItWorks", locale);
  return { locale, text, meta, content };
}

export default function HowItWorksPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { steps, afterBooking, cta, disclaimer, ui } = content;
  const to = useLocalePath();
  return (
    <>
      <PageHero eyebrow={ui.eyebrow} title={content.title} intro={content.intro}>
        <nav aria-label={ui.stepsNav} className="mt-8">
          <ol className="mx-auto grid max-w-xl grid-cols-4 gap-2 text-sm font-semibold">
            {steps.map((s) => {
              const Icon = STEP_ICONS[s.id];
              return (
                <li key={s.number}>
                  <a
                    href={`#step-${s.number}`}
                    className="flex min-h-11 flex-col items-center gap-1.5 rounded-xl px-1 py-2 text-slate-700 hover:bg-white hover:text-primary-800"
                  >
                    <span className="grid size-11 place-items-center rounded-full bg-primary-700 text-white shadow-sm">
                      <Icon aria-hidden className="size-5" />
                    </span>
                    {s.title}
                  </a>
                </li>
              );
            })}
          </ol>
        </nav>
      </PageHero>

      <section aria-label={ui.stepsLabel} className="container-page py-12 sm:py-16">
        <ol className="relative mx-auto max-w-4xl space-y-8">
          {steps.map((s) => {
            const Icon = STEP_ICONS[s.id];
            return (
              <li key={s.number} id={`step-${s.number}`} className="scroll-mt-24">
                <article
                  aria-labelledby={`step-${s.number}-title`}
                  className="grid gap-5 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:grid-cols-[auto_1fr] sm:gap-8 sm:p-8"
                >
                  <div className="flex items-center gap-4 sm:flex-col sm:items-center">
                    <span className="grid size-14 place-items-center rounded-2xl bg-primary-700 text-white">
                      <Icon aria-hidden className="size-7" />
                    </span>
                    <span className="text-sm font-semibold uppercase tracking-wide text-slate-600">
                      {ui.step.replace("{number}", String(s.number))}
                    </span>
                  </div>
                  <div>
                    <h2
                      id={`step-${s.number}-title`}
                      className="text-2xl font-bold tracking-tight text-slate-900"
                    >
                      {s.title}
                    </h2>
                    <p className="mt-1 text-lg text-slate-600">{s.summary}</p>
                    <ul className="mt-5 space-y-3">
                      {s.details.map((d) => (
                        <li key={d} className="flex gap-3 text-slate-700">
                          <CheckCircle2
                            aria-hidden
                            className="mt-0.5 size-5 shrink-0 text-primary-700"
                          />
                          <span>{d}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                </article>
              </li>
            );
          })}
        </ol>
        <div className="mt-10 text-center">
          <Link to={to(cta.href)} className={buttonVariants({ variant: "accent", size: "lg" })}>
            {cta.label} <ArrowRight aria-hidden className="rtl:-scale-x-100" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="after-title" className="bg-slate-50 py-12 sm:py-16">
        <div className="container-page">
          <SectionHeading
            id="after-title"
            eyebrow={ui.afterEyebrow}
            title={afterBooking.heading}
            description={afterBooking.intro}
          />
          <dl className="mx-auto grid max-w-5xl gap-5 md:grid-cols-2">
            {afterBooking.items.map((q) => (
              <div
                key={q.question}
                className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-slate-200"
              >
                <dt className="font-semibold text-slate-900">{q.question}</dt>
                <dd className="mt-2 leading-relaxed text-slate-700">{q.answer}</dd>
              </div>
            ))}
          </dl>
          <DisclaimerNote onWhite className="mx-auto mt-10 max-w-5xl">
            {disclaimer}
          </DisclaimerNote>
        </div>
      </section>

      <section aria-labelledby="hiw-cta" className="container-page pt-12 text-center sm:pt-16">
        <h2 id="hiw-cta" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {ui.readyTitle}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-600">{ui.readyText}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={to(cta.href)} className={buttonVariants({ variant: "accent", size: "lg" })}>
            {cta.label}
          </Link>
          <Link to={to("/faq")} className={buttonVariants({ variant: "outline", size: "lg" })}>
            {ui.readFaq}
          </Link>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/how-it-works",
    origin: originFromMatches(matches),
    locale: loaderData?.locale,
  });
