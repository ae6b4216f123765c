import { Link } from "react-router";
import { type MessageId, useLocalePath, useText } from "~/i18n/text";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";

// The footer's blocks without behaviour: static islands (app/perf/static-island.tsx) in
// footer.tsx, so no page downloads their code; only the server renders them.

const COLUMNS: { title: MessageId; links: { to: string; label: MessageId }[] }[] = [
  {
    title: /*i18n*/ "shell.nav.destinations",
    links: [
      { to: "/destinations/turkey", label: /*i18n*/ "shell.footer.turkey" },
      { to: "/destinations/south-korea", label: /*i18n*/ "shell.footer.southKorea" },
      { to: "/destinations/thailand", label: /*i18n*/ "shell.footer.thailand" },
      { to: "/destinations/mexico", label: /*i18n*/ "shell.footer.mexico" },
    ],
  },
  {
    title: /*i18n*/ "shell.footer.forPatients",
    links: [
      { to: "/packages", label: /*i18n*/ "shell.nav.packages" },
      { to: "/search-results", label: /*i18n*/ "shell.footer.findClinics" },
      { to: "/reviews", label: /*i18n*/ "shell.footer.reviews" },
      { to: "/how-we-rank", label: /*i18n*/ "shell.footer.howWeRank" },
      { to: "/faq", label: /*i18n*/ "shell.footer.faq" },
    ],
  },
  {
    title: /*i18n*/ "shell.footer.company",
    links: [
      { to: "/about", label: /*i18n*/ "shell.nav.about" },
      { to: "/team", label: /*i18n*/ "shell.footer.team" },
      { to: "/partner", label: /*i18n*/ "shell.partner" },
      { to: "/contact", label: /*i18n*/ "shell.nav.contact" },
    ],
  },
  {
    title: /*i18n*/ "shell.footer.legal",
    links: [
      { to: "/terms", label: /*i18n*/ "shell.footer.terms" },
      { to: "/privacy", label: /*i18n*/ "shell.footer.privacy" },
      { to: "/cookies", label: /*i18n*/ "shell.footer.cookies" },
    ],
  },
];

/** The logo and what CareAtlas is, above the newsletter box. */
export function FooterIntro() {
  const t = useText();
  return (
    <>
      <Logo />
      <p className="mt-3 text-slate-600">{t("shell.footer.tagline")}</p>
    </>
  );
}

export function FooterNav() {
  const t = useText();
  const to = useLocalePath();
  return (
    // Columns as wide as their words where there is room, the rest shared out: equal columns cut
    // a German "Nutzungsbedingungen" 1 px short of room at 1280 px (session 25).
    <nav
      aria-label={t("shell.nav.footer")}
      className="grid grid-cols-[repeat(2,auto)] gap-8 sm:grid-cols-[repeat(4,auto)]"
    >
      {COLUMNS.map((col) => (
        <div key={col.title}>
          <h2 className="font-semibold text-slate-900">{t(col.title)}</h2>
          <ul className="mt-3 space-y-1">
            {col.links.map((l) => (
              <li key={l.to}>
                <Link
                  to={to(l.to)}
                  // A long word ("Nutzungsbedingungen") breaks inside its column instead of
                  // widening the page (session 22: /de was 1029 px wide at 1024 px).
                  className="inline-block hyphens-auto py-1.5 text-slate-600 [overflow-wrap:anywhere] hover:text-primary-800 hover:underline"
                >
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

export function FooterLegal() {
  const t = useText();
  return (
    <div className="border-t border-slate-200">
      <div className="container-page pt-6">
        <LanguageSwitcher place="footer" />
      </div>
      <div className="container-page flex flex-col gap-2 py-6 text-xs text-slate-600 sm:flex-row sm:justify-between">
        <p>{t("shell.footer.copyright")}</p>
        <p className="max-w-2xl sm:text-end">{t("shell.footer.disclaimer")}</p>
      </div>
    </div>
  );
}
