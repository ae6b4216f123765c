import { ArrowRight, BadgeCheck, Clock3, Scale, Search, Star, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { PageHero } from "~/features/content/components/page-hero";
import type { MessageId } from "~/i18n/message-ids";
import { pageI18n } from "~/i18n/page.server";
import { useLocalePath, useText } from "~/i18n/text";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/how-we-rank";

/** The ranking's factors in their order (decision 053; the search's `orderBy` follows it). */
const FACTORS: { id: string; icon: LucideIcon; title: MessageId; text: MessageId }[] = [
  {
    id: "match",
    icon: Search,
    title: /*i18n*/ "howWeRank.match.title",
    text: /*i18n*/ "howWeRank.match.text",
  },
  {
    id: "verified",
    icon: BadgeCheck,
    title: /*i18n*/ "howWeRank.verified.title",
    text: /*i18n*/ "howWeRank.verified.text",
  },
  {
    id: "rating",
    icon: Star,
    title: /*i18n*/ "howWeRank.rating.title",
    text: /*i18n*/ "howWeRank.rating.text",
  },
  {
    id: "response",
    icon: Clock3,
    title: /*i18n*/ "howWeRank.response.title",
    text: /*i18n*/ "howWeRank.response.text",
  },
  {
    id: "price",
    icon: Scale,
    title: /*i18n*/ "howWeRank.price.title",
    text: /*i18n*/ "howWeRank.price.text",
  },
];

export async function loader({ params }: Route.LoaderArgs) {
  const { locale, i18n, text } = pageI18n(params, ["howWeRank."]);
  const meta = {
    title: i18n._("howWeRank.meta.title"),
    description: i18n._("howWeRank.meta.description"),
  };
  return { locale, text, meta };
}

export default function HowWeRankPage() {
  const t = useText();
  const to = useLocalePath();
  return (
    <>
      <PageHero
        eyebrow={t("howWeRank.eyebrow")}
        title={t("howWeRank.title")}
        intro={t("howWeRank.intro")}
      />
      <div className="container-page py-12 sm:py-16">
        <div className="mx-auto max-w-3xl">
          <h2 className="text-2xl font-bold tracking-tight text-slate-900">
            {t("howWeRank.factors")}
          </h2>
          <ol className="mt-6 space-y-4">
            {FACTORS.map((f) => (
              <li
                key={f.id}
                className="flex gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700">
                  <f.icon aria-hidden className="size-5" />
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{t(f.title)}</h3>
                  <p className="mt-1 text-slate-700">{t(f.text)}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-slate-700">{t("howWeRank.ties")}</p>

          <section
            aria-labelledby="pay-title"
            className="mt-10 rounded-[var(--radius-card)] bg-primary-900 p-6 text-white"
          >
            <h2 id="pay-title" className="text-xl font-bold tracking-tight">
              {t("howWeRank.pay.title")}
            </h2>
            <p className="mt-2 text-primary-50">{t("howWeRank.pay.text")}</p>
          </section>

          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link
              to={to("/search-results")}
              className={buttonVariants({ variant: "primary", size: "lg" })}
            >
              {t("howWeRank.search")} <ArrowRight aria-hidden className="rtl:-scale-x-100" />
            </Link>
            <Link
              to={`${to("/reviews")}#reviews-policy`}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              {t("howWeRank.reviewsLink")}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/how-we-rank",
    origin: originFromMatches(matches),
    locale: loaderData?.locale,
  });
