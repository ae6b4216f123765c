import { ShieldCheck } from "lucide-react";

/** The server-formatted terms (app/utils/cancellation-text.server.ts `TermsText`). */
export type TermsView = {
  title: string;
  terms: string;
  name: string;
  summary: string;
  always: string;
  note: string | null;
  legacy: string | null;
};

/**
 * A package's, quote's or booking's cancellation terms (decision 056): the template's name and
 * what it refunds, the refunds that hold whatever the terms, and the clinic's note.
 */
export function CancellationTermsView({
  terms,
  headingLevel = 3,
  id,
  compact = false,
}: {
  terms: TermsView;
  headingLevel?: 2 | 3 | 4;
  id?: string;
  compact?: boolean;
}) {
  const H = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={id ? `${id}-title` : undefined}
      data-testid="cancellation-terms"
      data-terms={terms.terms}
      className={compact ? "text-sm" : "rounded-xl border border-slate-200 bg-white p-4 text-sm"}
    >
      <H
        id={id ? `${id}-title` : undefined}
        className="flex items-center gap-2 font-semibold text-slate-900"
      >
        <ShieldCheck aria-hidden className="size-4 text-primary-700" />
        {terms.title}: {terms.name}
      </H>
      <p className="mt-1 text-slate-700">{terms.summary}</p>
      {terms.legacy && <p className="mt-1 text-slate-600">{terms.legacy}</p>}
      {terms.note && <p className="mt-1 whitespace-pre-line text-slate-700">{terms.note}</p>}
      <p className="mt-1 text-slate-600">{terms.always}</p>
    </section>
  );
}
