import { BadgeCheck, Globe2, HeartHandshake, ShieldCheck, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { SectionHeading } from "~/components/ui/section-heading";
import { statsSentence } from "~/features/catalogue/catalogue-stats";
import { getCatalogueStats } from "~/features/catalogue/catalogue.server";
import { CtaPanel, CTA_SECONDARY } from "~/features/content/components/cta-panel";
import { DisclaimerNote } from "~/features/content/components/disclaimer-note";
import { PageHero } from "~/features/content/components/page-hero";
import { aboutStats } from "~/features/content/editorial-stats.server";
import { editorialContent } from "~/features/content/editorial.server";
import { pageI18n } from "~/i18n/page.server";
import { useLocalePath, useText } from "~/i18n/text";
import { originFromMatches, seo } from "~/utils/seo";
import type { ValueId } from "../../content/pages/types";
import type { Route } from "./+types/about";

export async function loader({ params }: Route.LoaderArgs) {
  const stats = await getCatalogueStats();
  const sentence = statsSentence(stats);
  const { locale, i18n, text } = pageI18n(params, ["about."]);
  const meta = {
    title: i18n._("about.meta.title"),
    description: i18n._("about.meta.description", { sentence }),
  };
  const content = await editorialContent("about", locale);
  return { stats: aboutStats(stats, i18n), sentence, locale, text, meta, content };
}

const VALUE_ICONS: Record<ValueId, LucideIcon> = {
  safety: ShieldCheck,
  access: Globe2,
  patient: HeartHandshake,
  quality: BadgeCheck,
};

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { stats, content } = loaderData;
  const { mission, story, values, disclaimer, ui } = content;
  const t = useText();
  const to = useLocalePath();
  return (
    <>
      <PageHero eyebrow={t("about.eyebrow")} title={content.title} intro={content.intro} />

      <section aria-labelledby="mission-title" className="container-page py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.15fr] lg:items-center lg:gap-16">
          <div>
            <h2
              id="mission-title"
              className="text-sm font-semibold uppercase tracking-wide text-primary-700"
            >
              {mission.heading}
            </h2>
            <p className="mt-3 text-balance text-2xl font-bold leading-snug tracking-tight text-slate-900 sm:text-3xl">
              {mission.statement}
            </p>
          </div>
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            {mission.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="stats-title" className="bg-primary-900 py-12 text-white">
        <div className="container-page">
          <h2 id="stats-title" className="sr-only">
            {ui.statsTitle}
          </h2>
          <dl className="grid gap-6 text-center sm:grid-cols-3">
            {stats.map((s) => (
              <div
                key={s.label}
                className="flex flex-col gap-1 rounded-[var(--radius-card)] bg-white/10 px-6 py-7 ring-1 ring-white/15"
              >
                <dt className="text-sm font-medium text-primary-100">{s.label}</dt>
                <dd className="order-first text-4xl font-extrabold tracking-tight sm:text-5xl">
                  {s.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="values-title" className="container-page py-12 sm:py-16">
        <SectionHeading id="values-title" eyebrow={ui.valuesEyebrow} title={values.heading} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.items.map((v) => {
            const Icon = VALUE_ICONS[v.id];
            return (
              <li
                key={v.id}
                className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5"
              >
                <span className="grid size-12 place-items-center rounded-xl bg-primary-50 text-primary-700 ring-1 ring-primary-100">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{v.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{v.description}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="story-title" className="bg-slate-50 py-12 sm:py-16">
        <div className="container-page">
          <div className="mx-auto max-w-3xl">
            <h2
              id="story-title"
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              {story.heading}
            </h2>
            <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
              {story.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
              <Link
                to={to("/team")}
                className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline-offset-4 hover:underline"
              >
                {ui.teamLink}
              </Link>
              <Link
                to={to("/why-trust-us")}
                className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline-offset-4 hover:underline"
              >
                {ui.trustLink}
              </Link>
            </p>
            <DisclaimerNote onWhite className="mt-8">
              {disclaimer}
            </DisclaimerNote>
          </div>
        </div>
      </section>

      <CtaPanel id="about-cta" title={ui.ctaTitle} text={ui.ctaText}>
        <Link
          to={to("/search-results")}
          className={buttonVariants({ variant: "accent", size: "lg" })}
        >
          {ui.ctaFind}
        </Link>
        <Link to={to("/contact")} className={CTA_SECONDARY}>
          {ui.ctaContact}
        </Link>
      </CtaPanel>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/about",
    origin: originFromMatches(matches),
    locale: loaderData?.locale,
  });
