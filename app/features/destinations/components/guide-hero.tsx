import type { ReactNode } from "react";
import type { Crumb } from "../breadcrumbs";
import { Breadcrumbs } from "./breadcrumbs";

/** The top of a guide: breadcrumb trail, title and introduction beside the place's artwork. */
export function GuideHero({
  crumbs,
  eyebrow,
  title,
  subtitle,
  image,
  imageAlt,
  children,
  footer,
}: {
  crumbs: Crumb[];
  eyebrow: ReactNode;
  title: string;
  subtitle?: string;
  image: string;
  imageAlt: string;
  /** Introduction paragraphs. */
  children: ReactNode;
  /** Full-width content under the hero (facts, notes). */
  footer?: ReactNode;
}) {
  return (
    <header className="relative overflow-hidden bg-gradient-to-b from-primary-50 via-primary-50/40 to-white">
      <div
        aria-hidden
        className="pointer-events-none absolute -end-40 -top-40 size-[30rem] rounded-full bg-primary-100/60 blur-3xl"
      />
      <div className="container-page relative pb-10 pt-2 sm:pt-4">
        <Breadcrumbs crumbs={crumbs} />
        <div className="mt-4 grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-12">
          <div className="min-w-0">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary-700">
              {eyebrow}
            </p>
            <h1 className="mt-3 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl">
              {title}
            </h1>
            {subtitle && (
              <p className="mt-3 text-pretty text-lg font-medium text-primary-800 sm:text-xl">
                {subtitle}
              </p>
            )}
            <div className="mt-5 max-w-2xl space-y-4 text-pretty text-base leading-relaxed text-slate-700 sm:text-lg">
              {children}
            </div>
          </div>
          <img
            src={image}
            alt={imageAlt}
            width={1200}
            height={800}
            fetchPriority="high"
            className="order-first aspect-[2/1] w-full rounded-2xl object-cover sm:aspect-[3/2] lg:order-none shadow-[var(--shadow-card-hover)] ring-1 ring-slate-900/5"
          />
        </div>
        {footer && <div className="mt-8">{footer}</div>}
      </div>
    </header>
  );
}
