import { BellRing, SearchX } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { useLocalePath, useText } from "~/i18n/text";
import type { SearchParams } from "../params";

/**
 * The empty state (spec: /search-results). 'Get Notified' posts the email and the search to
 * /api/get-notified; the page may pass its own form, else a plain one (works without JavaScript).
 */
export function NoResults({
  params,
  suggestions,
  notify,
}: {
  params: SearchParams;
  suggestions: { href: string; label: string }[];
  /** The 'Get Notified' form; by default a plain POST form. */
  notify?: ReactNode;
}) {
  const id = useId();
  const t = useText();
  const to = useLocalePath();
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="no-results"
      className="mx-auto max-w-2xl rounded-[var(--radius-card)] bg-white px-5 py-10 text-center shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:px-10"
    >
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700 ring-1 ring-primary-100">
        <SearchX aria-hidden className="size-7" />
      </span>
      <h2 id={`${id}-title`} className="mt-4 text-xl font-bold text-slate-900 sm:text-2xl">
        {t("search.empty.title")}
      </h2>
      <p className="mt-2 text-slate-600">{t("search.empty.text")}</p>

      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={to("/")} className={buttonVariants({ variant: "outline" })}>
          {t("search.empty.modify")}
        </Link>
      </div>

      {notify ?? (
        <form
          method="post"
          action="/api/get-notified"
          className="mx-auto mt-8 max-w-md rounded-xl bg-slate-50 p-4 text-start ring-1 ring-slate-200"
          aria-describedby={`${id}-notify-help`}
        >
          <input type="hidden" name="sourcePath" value="/search-results" />
          <input type="hidden" name="treatment" value={params.treatment ?? ""} />
          <input type="hidden" name="destination" value={params.destination ?? ""} />
          <input type="hidden" name="budget" value={params.budget ?? ""} />
          <input type="hidden" name="date" value={params.date ?? ""} />
          <input type="hidden" name="q" value={params.q ?? ""} />
          <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-slate-900">
            Email address
          </label>
          <p id={`${id}-notify-help`} className="mt-0.5 text-sm text-slate-600">
            We'll email you once when a verified clinic matches this search.
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              className="h-11 w-full min-w-0 rounded-lg sm:flex-1 border border-slate-300 bg-white px-3 text-sm text-slate-900 hover:border-slate-400 focus-visible:border-primary-600 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-200"
            />
            <Button type="submit" variant="accent">
              <BellRing aria-hidden />
              Get Notified
            </Button>
          </div>
        </form>
      )}

      {suggestions.length > 0 && (
        <div className="mt-8">
          <p className="text-sm font-semibold text-slate-900">{t("search.empty.broader")}</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {suggestions.map((s) => (
              <li key={s.href}>
                <Link
                  to={to(s.href)}
                  className="inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-medium text-primary-800 ring-1 ring-primary-200 hover:bg-primary-50"
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
