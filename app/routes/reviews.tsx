import { BadgeCheck } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Initials } from "~/components/ui/initials";
import { getCatalogueStats } from "~/features/catalogue/catalogue.server";
import { CtaPanel, CTA_SECONDARY } from "~/features/content/components/cta-panel";
import { DisclaimerNote } from "~/features/content/components/disclaimer-note";
import { PageHero } from "~/features/content/components/page-hero";
import { StarRow } from "~/features/content/components/star-row";
import { reviewsPageStats } from "~/features/content/editorial-stats.server";
import { editorialContent, editorialDate } from "~/features/content/editorial.server";
import { fill } from "~/i18n/fill";
import { pageI18n } from "~/i18n/page.server";
import { useLocalePath, useText } from "~/i18n/text";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/reviews";

export async function loader({ params }: Route.LoaderArgs) {
  const stats = await getCatalogueStats();
  const { locale, i18n, text } = pageI18n(params, ["reviewsPolicy."]);
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
  const content = await editorialContent("reviews", locale);
  const stories = content.stories.map((r) => ({ ...r, dateText: editorialDate(r.date, locale) }));
  return {
    stats: reviewsPageStats(stats, i18n),
    locale,
    text,
    meta,
    content: { ...content, stories },
  };
}

export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { ui } = content;
  const to = useLocalePath();
  const t = useText();
  return (
    <>
      <PageHero eyebrow={ui.eyebrow} title={content.title} intro={content.intro} />

      <section aria-labelledby="review-stats-title" className="container-page -mt-2 pt-10 sm:pt-12">
        <h2 id="review-stats-title" className="sr-only">
          {ui.statsTitle}
        </h2>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
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
          {ui.storiesTitle}
        </h2>
        {ui.quotesNote && <p className="mt-2 max-w-3xl text-sm text-slate-600">{ui.quotesNote}</p>}
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.stories.map((r) => (
            <li key={r.name}>
              <article
                aria-labelledby={`story-${slug(r.name)}`}
                className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5"
              >
                <div className="flex items-center justify-between gap-3">
                  <StarRow rating={r.rating} />
                  <time dateTime={r.date} className="text-xs text-slate-600">
                    {r.dateText}
                  </time>
                </div>
                {/* The patient's own words, in the language they wrote them in (English). */}
                <h3
                  id={`story-${slug(r.name)}`}
                  lang={ui.quotesNote ? "en" : undefined}
                  dir={ui.quotesNote ? "ltr" : undefined}
                  className="mt-4 text-lg font-semibold leading-snug text-slate-900"
                >
                  {r.title}
                </h3>
                <blockquote
                  lang={ui.quotesNote ? "en" : undefined}
                  dir={ui.quotesNote ? "ltr" : undefined}
                  className="mt-2 flex-1 leading-relaxed text-slate-700"
                >
                  <p>“{r.story}”</p>
                </blockquote>
                <div className="mt-5 flex items-center gap-3 border-t border-slate-100 pt-4">
                  <Initials name={r.name} />
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold text-slate-900">
                      <bdi>{r.name}</bdi>{" "}
                      <span className="font-normal text-slate-600">· {r.country}</span>
                    </p>
                    <p className="text-slate-600">
                      {fill(ui.treatmentAt, {
                        treatment: r.treatment,
                        clinic: <bdi>{r.clinic}</bdi>,
                      })}
                    </p>
                  </div>
                </div>
                <p className="mt-3 inline-flex items-center gap-1.5 text-xs font-medium text-emerald-800">
                  <BadgeCheck aria-hidden className="size-4" /> {ui.completed}
                </p>
              </article>
            </li>
          ))}
        </ul>
        <DisclaimerNote className="mt-10">{content.disclaimer}</DisclaimerNote>
      </section>

      <section
        id="reviews-policy"
        aria-labelledby="reviews-policy-title"
        className="container-page scroll-mt-24 pt-12 sm:pt-16"
      >
        <div className="mx-auto max-w-3xl rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-8">
          <h2
            id="reviews-policy-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {t("reviewsPolicy.title")}
          </h2>
          <dl className="mt-6 space-y-5">
            <div>
              <dt className="font-semibold text-slate-900">{t("reviewsPolicy.who.title")}</dt>
              <dd className="mt-1 text-slate-700">{t("reviewsPolicy.who.text")}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{t("reviewsPolicy.moderated.title")}</dt>
              <dd className="mt-1 text-slate-700">{t("reviewsPolicy.moderated.text")}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{t("reviewsPolicy.why.title")}</dt>
              <dd className="mt-1 text-slate-700">{t("reviewsPolicy.why.text")}</dd>
            </div>
          </dl>
          <p className="mt-6">
            <Link
              to={to("/how-we-rank")}
              className="font-medium text-primary-800 underline underline-offset-4"
            >
              {t("reviewsPolicy.rankLink")}
            </Link>
          </p>
        </div>
      </section>

      <CtaPanel id="reviews-cta" title={ui.ctaTitle} text={ui.ctaText}>
        <Link
          to={to("/search-results")}
          className={buttonVariants({ variant: "accent", size: "lg" })}
        >
          {ui.ctaFind}
        </Link>
        <Link to={to("/packages")} className={CTA_SECONDARY}>
          {ui.ctaBrowse}
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
