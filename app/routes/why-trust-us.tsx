import {
  ArrowRight,
  BadgeCheck,
  Building2,
  Check,
  Eye,
  Headset,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { DisclaimerNote } from "~/features/content/components/disclaimer-note";
import { PageHero } from "~/features/content/components/page-hero";
import { editorialContent } from "~/features/content/editorial.server";
import { pageI18n } from "~/i18n/page.server";
import { useLocalePath } from "~/i18n/text";
import { originFromMatches, seo } from "~/utils/seo";
import type { TrustSectionId } from "../../content/pages/types";
import type { Route } from "./+types/why-trust-us";

const SECTION_ICONS: Record<TrustSectionId, LucideIcon> = {
  "verified-clinics": BadgeCheck,
  "patient-protection": ShieldCheck,
  transparency: Eye,
  "human-support": Headset,
  "trusted-by-clinics": Building2,
};

export async function loader({ params }: Route.LoaderArgs) {
  const { locale, i18n, text } = pageI18n(params, ["whyTrustUs."]);
  const meta = {
    title: i18n._("whyTrustUs.meta.title"),
    description: i18n._("whyTrustUs.meta.description"),
  };
  const content = await editorialContent("whyTrustUs", locale);
  return { locale, text, meta, content };
}

export default function WhyTrustUsPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { sections, safetyPromise, links, disclaimer, ui } = content;
  const to = useLocalePath();
  return (
    <>
      <PageHero eyebrow={ui.eyebrow} title={content.title} intro={content.intro}>
        <nav aria-label={ui.onThisPage} className="mt-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {sections.map((s) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-medium text-slate-800 ring-1 ring-slate-200 hover:text-primary-800 hover:ring-primary-300"
                >
                  {s.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <div className="container-page py-12 sm:py-16">
        <div className="mx-auto max-w-5xl space-y-6">
          {sections.map((s, i) => {
            const Icon = SECTION_ICONS[s.id];
            return (
              <section
                key={s.id}
                id={s.id}
                aria-labelledby={`${s.id}-title`}
                className="grid scroll-mt-24 gap-6 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10"
              >
                <div>
                  <div className="flex items-center gap-3">
                    <span className="grid size-12 place-items-center rounded-xl bg-primary-50 text-primary-700 ring-1 ring-primary-100">
                      <Icon aria-hidden className="size-6" />
                    </span>
                    <span className="text-sm font-semibold tabular-nums text-slate-600">
                      0{i + 1}
                    </span>
                  </div>
                  <h2
                    id={`${s.id}-title`}
                    className="mt-4 text-2xl font-bold tracking-tight text-slate-900"
                  >
                    {s.title}
                  </h2>
                  <p className="mt-2 text-slate-600">{s.summary}</p>
                </div>
                <ul className="space-y-3 md:border-s md:border-slate-200 md:ps-10">
                  {s.points.map((p) => (
                    <li key={p} className="flex gap-3 text-slate-700">
                      <span
                        aria-hidden
                        className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-700"
                      >
                        <Check className="size-3.5" strokeWidth={3} />
                      </span>
                      <span>{p}</span>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </div>

      <section aria-labelledby="promise-title" className="bg-primary-900 py-12 text-white sm:py-16">
        <div className="container-page">
          <div className="flex items-center justify-center gap-2">
            <ShieldCheck aria-hidden className="size-6 text-primary-200" />
            <h2 id="promise-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {safetyPromise.heading}
            </h2>
          </div>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {safetyPromise.items.map((item) => (
              <li
                key={item.title}
                className="rounded-[var(--radius-card)] bg-white/10 p-5 ring-1 ring-white/15"
              >
                <Check aria-hidden className="size-5 text-primary-200" strokeWidth={3} />
                <h3 className="mt-2 font-semibold">{item.title}</h3>
                <p className="mt-1 text-sm text-primary-50">{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="next-title" className="container-page pt-12 sm:pt-16">
        <div className="mx-auto max-w-3xl text-center">
          <h2
            id="next-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {ui.nextTitle}
          </h2>
          <p className="mt-3 text-slate-600">{ui.nextText}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            {links.map((l, i) => (
              <Link
                key={l.href}
                to={to(l.href)}
                className={buttonVariants({ variant: i === 0 ? "primary" : "outline", size: "lg" })}
              >
                {l.label} {i === 0 && <ArrowRight aria-hidden className="rtl:-scale-x-100" />}
              </Link>
            ))}
          </div>
          <DisclaimerNote className="mt-10 text-start">{disclaimer}</DisclaimerNote>
        </div>
      </section>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/why-trust-us",
    origin: originFromMatches(matches),
    locale: loaderData?.locale,
  });
