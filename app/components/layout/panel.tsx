import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/** The white card every dashboard and admin section sits in, and the empty state inside one. */

/** An honest empty state for a section with nothing in it yet. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  action?: { to: string; label: string };
}) {
  return (
    <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">
        <Icon aria-hidden className="size-7" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
      <p className="mt-1 max-w-md text-pretty text-sm text-slate-600">{text}</p>
      {action && (
        <Link to={action.to} className={buttonVariants({ variant: "primary", className: "mt-6" })}>
          {action.label}
        </Link>
      )}
    </div>
  );
}

export function Panel({
  title,
  description,
  children,
  id,
  actions,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  id?: string;
  actions?: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-title` : undefined}
      className="scroll-mt-24 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-7"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id ? `${id}-title` : undefined} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
