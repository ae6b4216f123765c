import { CalendarDays, FileText } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { useLocalePath } from "~/i18n/text";
import type {
  LegalDocumentMeta,
  LegalSection,
  LegalSlug,
  LegalUi,
} from "../../../../content/pages/types";
import { slugify } from "../format";

const SLUGS: LegalSlug[] = ["terms", "privacy", "cookies"];

/**
 * A readable legal page: title, effective date, an in-page contents list and numbered sections,
 * in the page's language (the loader sends one language's texts, `editorialContent("legal")`).
 */
export function LegalDocument({
  doc,
  sections,
  documents,
  ui,
  effectiveDate,
  effectiveDateText,
}: {
  doc: LegalDocumentMeta;
  sections: LegalSection[];
  documents: Record<LegalSlug, LegalDocumentMeta>;
  ui: LegalUi;
  /** ISO date (YYYY-MM-DD), and the same written out in the page's language. */
  effectiveDate: string;
  effectiveDateText: string;
}) {
  const { slug, title, summary } = doc;
  const to = useLocalePath();
  const items = sections.map((s, i) => ({ ...s, id: `${i + 1}-${slugify(s.heading)}`, n: i + 1 }));
  // A document's name in a paragraph links to it ("see our Cookie Policy").
  const docPaths = Object.fromEntries(SLUGS.map((d) => [documents[d].title, to(`/${d}`)]));
  return (
    <>
      <header className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white">
        <div className="container-page py-10 sm:py-14">
          <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-primary-700">
            <FileText aria-hidden className="size-4" /> {ui.eyebrow}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-3 max-w-2xl text-pretty text-lg text-slate-600">{summary}</p>
          <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm text-slate-700 ring-1 ring-slate-200">
            <CalendarDays aria-hidden className="size-4 text-primary-700" />
            {ui.effectiveDate}{" "}
            <time dateTime={effectiveDate} className="font-semibold text-slate-900">
              {effectiveDateText}
            </time>
          </p>
          {ui.notice && (
            <p
              data-testid="legal-translation-notice"
              className="mt-4 max-w-2xl rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
            >
              {ui.notice}
            </p>
          )}
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
              {ui.contents}
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
                  <LegalParagraph key={i} text={p} docPaths={docPaths} />
                ))}
              </div>
            </section>
          ))}

          <div className="mt-8 rounded-[var(--radius-card)] bg-slate-50 p-5 ring-1 ring-slate-200">
            <h2 className="font-semibold text-slate-900">{ui.otherPolicies}</h2>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              {SLUGS.filter((d) => d !== slug).map((d) => (
                <li key={d}>
                  <Link
                    to={to(`/${d}`)}
                    className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline underline-offset-4 hover:text-primary-900"
                  >
                    {documents[d].title}
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  to={to("/contact")}
                  className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline underline-offset-4 hover:text-primary-900"
                >
                  {ui.contact}
                </Link>
              </li>
            </ul>
          </div>
        </article>
      </div>
    </>
  );
}

const EMAIL = "[\\w.+-]+@[\\w-]+\\.[\\w.-]*\\w";
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Plain text with its email addresses and policy names turned into links, and a leading "Label:"
 * in bold (in any script; French writes "Label :").
 */
function LegalParagraph({ text, docPaths }: { text: string; docPaths: Record<string, string> }) {
  const lead = /^(\p{Lu}[\p{L} ,'’-]{1,40}|\p{Lo}[\p{L}\p{M} ,'’-]{1,40})( ?): /u.exec(text);
  const body = lead ? text.slice(lead[0].length) : text;
  return (
    <p>
      {lead && (
        <strong className="font-semibold text-slate-900">
          {lead[1]}
          {lead[2]}:{" "}
        </strong>
      )}
      {linkify(body, docPaths)}
    </p>
  );
}

function linkify(text: string, docPaths: Record<string, string>): ReactNode[] {
  const names = Object.keys(docPaths).map(escape).join("|");
  const pattern = new RegExp(`(${EMAIL})|(${names})`, "g");
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    const i = m.index ?? 0;
    if (i > last) out.push(text.slice(last, i));
    const [match, email, doc] = m;
    const cls = "font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900";
    out.push(
      email ? (
        <a key={i} href={`mailto:${email}`} dir="ltr" className={cls}>
          {email}
        </a>
      ) : (
        <Link key={i} to={docPaths[doc ?? ""] ?? "/"} className={cls}>
          {match}
        </Link>
      ),
    );
    last = i + match.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out.map((n, i) => <Fragment key={i}>{n}</Fragment>);
}
