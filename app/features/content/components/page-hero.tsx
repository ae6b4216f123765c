import type { ReactNode } from "react";
import { cn } from "~/utils/misc";

/** The calm, tinted opening band shared by the static content pages. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby="page-title"
      className={cn(
        "relative overflow-hidden border-b border-slate-200/70 bg-gradient-to-b from-primary-50 to-white",
        className,
      )}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -end-24 -top-24 size-80 rounded-full bg-primary-100/60 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -start-32 top-24 size-64 rounded-full bg-accent-100/50 blur-3xl"
      />
      <div className="container-page relative py-12 sm:py-16">
        <div className="mx-auto max-w-3xl text-center">
          {eyebrow && (
            <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
              {eyebrow}
            </p>
          )}
          <h1
            id="page-title"
            className="mt-2 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl"
          >
            {title}
          </h1>
          {intro && (
            <p className="mx-auto mt-4 max-w-2xl text-pretty text-lg text-slate-600">{intro}</p>
          )}
          {children}
        </div>
      </div>
    </section>
  );
}
