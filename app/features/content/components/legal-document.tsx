import { CalendarDays, FileText } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { formatLongDate, slugify } from "../format";

type Section = { heading: string; paragraphs: string[] };
type DocLink = { slug: string; title: string };

const OTHER_DOCS: DocLink[] = [
  { slug: "terms", title: "Terms of Service" },
  { slug: "privacy", title: "Privacy Policy" },
  { slug: "cookies", title: "Cookie Policy" },
];

/** A readable legal page: title, effective date, an in-page contents list and numbered sections. */
export function LegalDocument({
  slug,
  title,
  summary,
  effectiveDate,
  sections,
}: {
  slug: string;
  title: string;
  summary: string;
  effectiveDate: string;
  sections: Section[];
}) {
  const items = sections.map((s, i) => ({ ...s, id: `${i + 1}-${slugify(s.heading)}`, n: i + 1 }));
  return (
    <>
      <header className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white">
        <div className="container-page py-10 sm:py-14">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-primary-700">
            <FileText aria-hidden className="size-4" /> Legal
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-3 max-w-2xl text-pretty text-lg text-slate-600">{summary}</p>
          <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm text-slate-700 ring-1 ring-slate-200">
            <CalendarDays aria-hidden className="size-4 text-primary-700" />
            Effective date:{" "}
            <time dateTime={effectiveDate} className="font-semibold text-slate-900">
              {formatLongDate(effectiveDate)}
            </time>
          </p>
        </div>
      </header>

      <div className="container-page grid grid-cols-1 gap-8 py-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 lg:py-14">
        <nav
          aria-labelledby="toc-title"
          className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
        >
          <div className="rounded-[var(--radius-card)] bg-slate-50 p-4 ring-1 ring-slate-200 lg:bg-transparent lg:p-0 lg:ring-0">
            <h2
              id="toc-title"
              className="text-sm font-semibold uppercase tracking-wide text-slate-700"
            >
              Contents
            </h2>
            <ol className="mt-3 space-y-0.5 text-sm">
              {items.map((s) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="flex min-h-11 items-center gap-2 rounded-md px-2 py-1 text-slate-700 hover:bg-primary-50 hover:text-primary-800 lg:min-h-0 lg:items-start lg:py-1.5"
                  >
                    <span aria-hidden className="w-5 shrink-0 text-end tabular-nums text-slate-500">
                      {s.n}.
                    </span>
                    <span>{s.heading}</span>
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <article className="min-w-0 max-w-3xl">
          {items.map((s) => (
            <section
              key={s.id}
              aria-labelledby={s.id}
              className="border-b border-slate-200 py-7 first:pt-0 last:border-b-0"
            >
              <h2
                id={s.id}
                className="scroll-mt-24 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
              >
                <span className="me-2 tabular-nums text-primary-700">{s.n}.</span>
                {s.heading}
              </h2>
              <div className="mt-3 space-y-3 text-base leading-relaxed text-slate-700">
                {s.paragraphs.map((p, i) => (
                  <LegalParagraph key={i} text={p} />
                ))}
              </div>
            </section>
          ))}

          <div className="mt-8 rounded-[var(--radius-card)] bg-slate-50 p-5 ring-1 ring-slate-200">
            <h2 className="font-semibold text-slate-900">Other policies</h2>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              {OTHER_DOCS.filter((d) => d.slug !== slug).map((d) => (
                <li key={d.slug}>
                  <Link
                    to={`/${d.slug}`}
                    className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline underline-offset-4 hover:text-primary-900"
                  >
                    {d.title}
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  to="/contact"
                  className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline underline-offset-4 hover:text-primary-900"
                >
                  Contact us
                </Link>
              </li>
            </ul>
          </div>
        </article>
      </div>
    </>
  );
}

const LINK_PATTERN =
  /([\w.+-]+@[\w-]+\.[\w.-]*\w)|(Cookie Policy|Privacy Policy|Terms of Service)/g;
const DOC_PATHS: Record<string, string> = {
  "Cookie Policy": "/cookies",
  "Privacy Policy": "/privacy",
  "Terms of Service": "/terms",
};

/** Plain text with its email addresses and policy names turned into links, and a leading "Label:" in bold. */
function LegalParagraph({ text }: { text: string }) {
  const lead = /^([A-Z][A-Za-z ,'-]{1,40}): /.exec(text);
  const body = lead ? text.slice(lead[0].length) : text;
  return (
    <p>
      {lead && <strong className="font-semibold text-slate-900">{lead[1]}: </strong>}
      {linkify(body)}
    </p>
  );
}

function linkify(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(LINK_PATTERN)) {
    const i = m.index ?? 0;
    if (i > last) out.push(text.slice(last, i));
    const [match, email, doc] = m;
    const cls = "font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900";
    out.push(
      email ? (
        <a key={i} href={`mailto:${email}`} className={cls}>
          {email}
        </a>
      ) : (
        <Link key={i} to={DOC_PATHS[doc ?? ""] ?? "/"} className={cls}>
          {match}
        </Link>
      ),
    );
    last = i + match.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out.map((n, i) => <Fragment key={i}>{n}</Fragment>);
}
