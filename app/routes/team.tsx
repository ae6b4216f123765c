import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { CtaPanel, CTA_SECONDARY } from "~/features/content/components/cta-panel";
import { PageHero } from "~/features/content/components/page-hero";
import { Portrait } from "~/features/content/components/portrait";
import { pageI18n } from "~/i18n/page.server";
import { UntranslatedNote } from "~/i18n/untranslated-note";
import { originFromMatches, seo } from "~/utils/seo";
import { TEAM_INTRO, TEAM_MEMBERS } from "../../content/pages/team";
import type { Route } from "./+types/team";

const AVATAR_TONES = [
  "from-primary-600 to-primary-800",
  "from-accent-500 to-accent-700",
  "from-sky-600 to-primary-800",
];

export function loader({ params }: Route.LoaderArgs) {
  const { locale, i18n, text } = pageI18n(params, ["team."]);
  const meta = {
    title: i18n._("team.meta.title"),
    description: i18n._("team.meta.description"),
  };
  return { locale, text, meta };
}

export default function TeamPage() {
  return (
    <>
      <UntranslatedNote />
      <PageHero
        eyebrow="The people behind CareAtlas"
        title={TEAM_INTRO.title}
        intro={TEAM_INTRO.intro}
      />

      <section aria-label="Team members" className="container-page pt-12 sm:pt-16">
        <ul className="grid gap-6 md:grid-cols-3">
          {TEAM_MEMBERS.map((m, i) => (
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

      <CtaPanel
        id="team-cta"
        title="Questions for our team?"
        text="Our support team is available 24/7 by email or chat, before, during and after your trip."
      >
        <Link to="/contact" className={buttonVariants({ variant: "accent", size: "lg" })}>
          Contact us
        </Link>
        <Link to="/about" className={CTA_SECONDARY}>
          About CareAtlas
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
