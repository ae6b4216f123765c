import { Link } from "react-router";
import { Logo } from "./logo";

// The footer's blocks without behaviour: static islands (app/perf/static-island.tsx) in
// footer.tsx, so no page downloads their code; only the server renders them.

const COLUMNS = [
  {
    title: "Destinations",
    links: [
      { to: "/destinations/turkey", label: "Turkey" },
      { to: "/destinations/south-korea", label: "South Korea" },
      { to: "/destinations/thailand", label: "Thailand" },
      { to: "/destinations/mexico", label: "Mexico" },
    ],
  },
  {
    title: "For patients",
    links: [
      { to: "/packages", label: "Packages" },
      { to: "/search-results", label: "Find Clinics" },
      { to: "/reviews", label: "Reviews" },
      { to: "/faq", label: "FAQ" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/about", label: "About" },
      { to: "/team", label: "Our Team" },
      { to: "/partner", label: "Become a Partner" },
      { to: "/contact", label: "Contact" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/terms", label: "Terms" },
      { to: "/privacy", label: "Privacy" },
      { to: "/cookies", label: "Cookies" },
    ],
  },
];

/** The logo and what CareAtlas is, above the newsletter box. */
export function FooterIntro() {
  return (
    <>
      <Logo />
      <p className="mt-3 text-slate-600">
        Compare verified clinics, doctors and all-inclusive treatment packages abroad — with
        transparent prices and verified reviews.
      </p>
    </>
  );
}

export function FooterNav() {
  return (
    <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
      {COLUMNS.map((col) => (
        <div key={col.title}>
          <h2 className="font-semibold text-slate-900">{col.title}</h2>
          <ul className="mt-3 space-y-1">
            {col.links.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  className="inline-block py-1.5 text-slate-600 hover:text-primary-800 hover:underline"
                >
                  {l.label}
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
  return (
    <div className="border-t border-slate-200">
      <div className="container-page flex flex-col gap-2 py-6 text-xs text-slate-600 sm:flex-row sm:justify-between">
        <p>© {new Date().getFullYear()} CareAtlas. All rights reserved.</p>
        <p className="max-w-2xl sm:text-right">
          CareAtlas gives no medical advice. Bookings are made directly with our clinic partners;
          CareAtlas is not responsible for treatment outcomes.
        </p>
      </div>
    </div>
  );
}
