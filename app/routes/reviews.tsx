import { BadgeCheck } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Initials } from "~/components/ui/initials";
import { reviewStats } from "~/features/catalogue/catalogue-stats";
import { getCatalogueStats } from "~/features/catalogue/catalogue.server";
import { CtaPanel, CTA_SECONDARY } from "~/features/content/components/cta-panel";
import { DisclaimerNote } from "~/features/content/components/disclaimer-note";
import { PageHero } from "~/features/content/components/page-hero";
import { StarRow } from "~/features/content/components/star-row";
import { formatLongDate } from "~/features/content/format";
import { pageI18n } from "~/i18n/page.server";
import { originFromMatches, seo } from "~/utils/seo";
import { REVIEW_STORIES, REVIEWS_INTRO } from "../../content/pages/reviews";
import type { Route } from "./+types/reviews";

export async function loader({ params }: Route.LoaderArgs) {
  const stats = await getCatalogueStats();
  const { locale, i18n } = pageI18n(params, []);
  const figures =
    stats.rating !== null
      ? i18n._("meta.reviews.figures", {
          rating: i18n.number(stats.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
          count: stats.reviews,
        })
      : i18n._("meta.reviews.none");
  const meta = {
    title: i18n._("meta.reviews.title", { figures }),
    description: i18n._("meta.reviews.description", { figures }),
  };
  return { stats: reviewStats(stats), locale, meta };
}

export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Real experiences"
        title={REVIEWS_INTRO.title}
        intro={REVIEWS_INTRO.intro}
      />

      <section aria-labelledby="review-stats-title" className="container-page -mt-2 pt-10 sm:pt-12">
        <h2 id="review-stats-title" className="sr-only">
          Reviews at a glance
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {loaderData.stats.map((s) => (
            <div
              key={s.label}
              className="flex flex-col gap-1 rounded-[var(--radius-card)] bg-white p-5 text-center shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-6"
            >
              <dt className="text-sm font-medium text-slate-600">{s.label}</dt>
              <dd className="order-first text-3xl font-extrabold tracking-tight text-primary-800 sm:text-4xl">
                {s.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="stories-title" className="container-page pt-12 sm:pt-16">
        <h2
          id="stories-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          Patient stories
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {REVIEW_STORIES.map((r) => (
            <li key={r.name}>
              <article
                aria-labelledby={`story-${slug(r.name)}`}
                className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5"
              >
                <div className="flex items-center justify-between gap-3">
                  <StarRow rating={r.rating} />
                  <time dateTime={r.date} className="text-xs text-slate-600">
                    {formatLongDate(r.date)}
                  </time>
                </div>
                <h3
                  id={`story-${slug(r.name)}`}
                  className="mt-4 text-lg font-semibold leading-snug text-slate-900"
                >
                  {r.title}
                </h3>
                <blockquote className="mt-2 flex-1 leading-relaxed text-slate-700">
                  <p>“{r.story}”</p>
                </blockquote>
                <div className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4">
                  <Initials name={r.name} />
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold text-slate-900">
                      {r.name} <span className="font-normal text-slate-600">· {r.country}</span>
                    </p>
                    <p className="text-slate-600">
                      {r.treatment} at {r.clinic}
                    </p>
                  </div>
                </div>
                <p className="mt-3 inline-flex items-center gap-1.5 text-xs font-medium text-emerald-800">
                  <BadgeCheck aria-hidden className="size-4" /> Completed booking
                </p>
              </article>
            </li>
          ))}
        </ul>
        <DisclaimerNote className="mt-10">{REVIEWS_INTRO.disclaimer}</DisclaimerNote>
      </section>

      <CtaPanel
        id="reviews-cta"
        title="Find your clinic"
        text="Compare verified clinics, read every review and see transparent prices before you decide."
      >
        <Link to="/search-results" className={buttonVariants({ variant: "accent", size: "lg" })}>
          Find Clinics
        </Link>
        <Link to="/packages" className={CTA_SECONDARY}>
          Browse Packages
        </Link>
      </CtaPanel>
    </>
  );
}

function slug(s: string) {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/reviews",
    origin: originFromMatches(matches),
    locale: loaderData?.locale,
  });
