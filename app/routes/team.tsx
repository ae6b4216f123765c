import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { CtaPanel, CTA_SECONDARY } from "~/features/content/components/cta-panel";
import { PageHero } from "~/features/content/components/page-hero";
import { Portrait } from "~/features/content/components/portrait";
import { editorialContent } from "~/features/content/editorial.server";
import { pageI18n } from "~/i18n/page.server";
import { useLocalePath } from "~/i18n/text";
import { originFromMatches, seo } from "~/utils/seo";
import type { Route } from "./+types/team";

const AVATAR_TONES = [
  "from-primary-600 to-primary-800",
  "from-accent-500 to-accent-700",
  "from-sky-600 to-primary-800",
];

export async function loader({ params }: Route.LoaderArgs) {
  const { locale, i18n, text } = pageI18n(params, ["team."]);
  const meta = {
    title: i18n._("team.meta.title"),
    description: i18n._("team.meta.description"),
  };
  const content = await editorialContent("team", locale);
  return { locale, text, meta, content };
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { ui } = content;
  const to = useLocalePath();
  return (
    <>
      <PageHero eyebrow={ui.eyebrow} title={content.title} intro={content.intro} />

      <section aria-label={ui.membersLabel} className="container-page pt-12 sm:pt-16">
        <ul className="grid gap-6 md:grid-cols-3">
          {content.members.map((m, i) => (
            <li key={m.name}>
              <article
                aria-labelledby={`member-${i}`}
                className="flex h-full flex-col items-center rounded-[var(--radius-card)] bg-white p-6 text-center shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-8"
              >
                <Portrait
                  src={m.portrait}
                  alt={m.portraitAlt}
                  initials={m.initials}
                  size={128}
                  tone={AVATAR_TONES[i % AVATAR_TONES.length]!}
                />
                <h2 id={`member-${i}`} className="mt-5 text-xl font-bold text-slate-900">
                  {m.name}
                </h2>
                <p className="mt-1 text-sm font-semibold text-primary-700">{m.role}</p>
                <p className="mt-4 text-start leading-relaxed text-slate-700">{m.bio}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <CtaPanel id="team-cta" title={ui.ctaTitle} text={ui.ctaText}>
        <Link to={to("/contact")} className={buttonVariants({ variant: "accent", size: "lg" })}>
          {ui.ctaContact}
        </Link>
        <Link to={to("/about")} className={CTA_SECONDARY}>
          {ui.ctaAbout}
        </Link>
      </CtaPanel>
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.meta.title ?? "",
    description: loaderData?.meta.description ?? "",
    path: "/team",
    origin: originFromMatches(matches),
    locale: loaderData?.locale,
  });
