import type { ReactNode } from "react";
import { cn } from "~/utils/misc";

/** One card-shaped section of the profile's main column, reachable from the section nav. */
export function ProfileSection({
  id,
  title,
  description,
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        "scroll-mt-28 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-7",
        className,
      )}
    >
      <div className="mb-5 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2
            id={`${id}-title`}
            className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
          >
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
