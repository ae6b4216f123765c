import { ArrowRight, Check, CircleAlert, Info, ListChecks, X, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useText } from "~/i18n/text";
import { cn } from "~/utils/misc";

/* Building blocks shared by the country and city guides: long-form, server-rendered, no client JS. */

export type TocItem = { id: string; label: string };

/** "On this page": a sticky list beside the guide on wide screens, a collapsible list above it on phones. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  const t = useText();
  const title = t("guide.toc.title", "On this page");
  const list = (
    <ol className="space-y-0.5">
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className="flex min-h-10 items-center rounded-md px-3 text-sm text-slate-700 hover:bg-primary-50 hover:text-primary-800"
          >
            {item.label}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <>
      <details className="group rounded-[var(--radius-card)] bg-white ring-1 ring-slate-200 lg:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
          <span className="flex items-center gap-2">
            <ListChecks aria-hidden className="size-5 text-primary-700" /> {title}
          </span>
          <span aria-hidden className="text-sm font-medium text-primary-700 group-open:hidden">
            {t("guide.toc.show", "Show")}
          </span>
          <span
            aria-hidden
            className="hidden text-sm font-medium text-primary-700 group-open:inline"
          >
            {t("guide.toc.hide", "Hide")}
          </span>
        </summary>
        <nav aria-label={title} className="border-t border-slate-100 p-2">
          {list}
        </nav>
      </details>
      <nav aria-label={title} className="sticky top-24 hidden lg:block">
        <p className="px-3 text-xs font-semibold uppercase tracking-wider text-slate-600">
          {title}
        </p>
        <div className="mt-3">{list}</div>
      </nav>
    </>
  );
}

/** A guide section with an anchor the table of contents links to. */
export function GuideSection({
  id,
  title,
  icon: Icon,
  lead,
  children,
}: {
  id: string;
  title: string;
  icon?: LucideIcon;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 border-t border-slate-200 pt-10 first:border-t-0 first:pt-0"
    >
      <h2
        id={`${id}-title`}
        className="flex items-center gap-3 text-2xl font-bold tracking-tight text-slate-900"
      >
        {Icon && (
          <span
            aria-hidden
            className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-50 text-primary-700"
          >
            <Icon className="size-5" />
          </span>
        )}
        {title}
      </h2>
      {lead && (
        <div className="mt-4 space-y-4 text-base leading-relaxed text-slate-700">{lead}</div>
      )}
      <div className="mt-6 space-y-6">{children}</div>
    </section>
  );
}

export function SubHeading({ children, className }: { children: ReactNode; className?: string }) {
  return <h3 className={cn("text-lg font-semibold text-slate-900", className)}>{children}</h3>;
}

/** A bulleted list: ticks for things to do, crosses for things to avoid, dots for neutral facts. */
export function BulletList({
  items,
  tone = "check",
  columns = 1,
  className,
}: {
  items: string[];
  tone?: "check" | "avoid" | "dot";
  columns?: 1 | 2;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-x-8 gap-y-2.5", columns === 2 && "sm:grid-cols-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
          {tone === "check" && (
            <span
              aria-hidden
              className="mt-1 grid size-5 shrink-0 place-items-center rounded-full bg-primary-50 text-primary-700"
            >
              <Check className="size-3.5" strokeWidth={3} />
            </span>
          )}
          {tone === "avoid" && (
            <span
              aria-hidden
              className="mt-1 grid size-5 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-800"
            >
              <X className="size-3.5" strokeWidth={3} />
            </span>
          )}
          {tone === "dot" && (
            <span aria-hidden className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary-600" />
          )}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A card with an icon and a heading, for one topic (visa, weather, a district...). */
export function InfoCard({
  icon: Icon,
  title,
  children,
  tone = "default",
  className,
}: {
  icon?: LucideIcon;
  title: ReactNode;
  children: ReactNode;
  tone?: "default" | "warning";
  className?: string;
}) {
  return (
    <div
      className={cn(
        "rounded-[var(--radius-card)] p-5 ring-1",
        tone === "default" ? "bg-white ring-slate-200" : "bg-amber-50/70 ring-amber-200",
        className,
      )}
    >
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        {Icon && (
          <Icon
            aria-hidden
            className={cn(
              "size-5 shrink-0",
              tone === "default" ? "text-primary-700" : "text-amber-800",
            )}
          />
        )}
        {title}
      </h3>
      <div className="mt-2 space-y-3 text-sm leading-relaxed text-slate-700">{children}</div>
    </div>
  );
}

/** A highlighted note: teal for helpful context, amber for cautions. */
export function Callout({
  title,
  children,
  tone = "info",
  className,
}: {
  title: string;
  children: ReactNode;
  tone?: "info" | "caution";
  className?: string;
}) {
  const Icon = tone === "info" ? Info : CircleAlert;
  return (
    <aside
      aria-label={title}
      className={cn(
        "flex gap-3 rounded-[var(--radius-card)] border-l-4 p-4 sm:gap-4 sm:p-5",
        tone === "info" ? "border-primary-600 bg-primary-50/70" : "border-amber-500 bg-amber-50",
        className,
      )}
    >
      <Icon
        aria-hidden
        className={cn(
          "mt-0.5 size-5 shrink-0",
          tone === "info" ? "text-primary-700" : "text-amber-800",
        )}
      />
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        <div className="mt-1 leading-relaxed text-slate-700">{children}</div>
      </div>
    </aside>
  );
}

/** A pre-travel checklist with real checkboxes, so it can be ticked off on screen (no script needed). */
export function Checklist({ id, items }: { id: string; items: string[] }) {
  const t = useText();
  return (
    <fieldset className="rounded-[var(--radius-card)] bg-white p-2 ring-1 ring-slate-200 sm:p-3">
      <legend className="sr-only">{t("guide.toc.checklist", "Checklist")}</legend>
      <ul className="divide-y divide-slate-100">
        {items.map((item, i) => {
          const inputId = `${id}-${i}`;
          return (
            <li key={item}>
              <label
                htmlFor={inputId}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md px-3 py-3 hover:bg-slate-50"
              >
                <input
                  id={inputId}
                  type="checkbox"
                  className="peer mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-primary-700"
                />
                <span className="leading-relaxed text-slate-700 peer-checked:text-slate-500 peer-checked:line-through">
                  {item}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** Labelled figures under a hero. */
export function FactStrip({
  facts,
}: {
  facts: { label: string; value: string; icon: LucideIcon }[];
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {facts.map((fact) => (
        <div
          key={fact.label}
          className="rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5"
        >
          <dt className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-slate-600">
            <fact.icon aria-hidden className="size-4 text-primary-700" />
            {fact.label}
          </dt>
          <dd className="mt-1 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The closing call to action of a guide. */
export function GuideCta({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: string;
  primary: { to: string; label: string };
  secondary?: { to: string; label: string };
}) {
  return (
    <section
      aria-labelledby="guide-cta-title"
      className="relative overflow-hidden rounded-2xl bg-primary-900 px-6 py-10 text-white sm:px-10"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -end-20 -top-24 size-72 rounded-full bg-primary-700/60 blur-3xl"
      />
      <div className="relative max-w-2xl">
        <h2 id="guide-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 text-primary-50">{text}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link to={primary.to} className={buttonVariants({ variant: "accent", size: "lg" })}>
            {primary.label} <ArrowRight aria-hidden className="rtl:-scale-x-100" />
          </Link>
          {secondary && (
            <Link
              to={secondary.to}
              className={buttonVariants({ variant: "outlineLight", size: "lg" })}
            >
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

/** Two-column guide body: table of contents beside the sections on wide screens. */
export function GuideBody({ toc, children }: { toc: TocItem[]; children: ReactNode }) {
  return (
    <div className="container-page grid gap-8 pb-12 pt-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12 lg:pt-12">
      <div>
        <TableOfContents items={toc} />
      </div>
      <div className="min-w-0 max-w-3xl space-y-12">{children}</div>
    </div>
  );
}
