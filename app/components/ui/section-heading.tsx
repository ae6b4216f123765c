import type { ReactNode } from "react";
import { cn } from "~/utils/misc";

export function SectionHeading({
  eyebrow,
  title,
  description,
  className,
  id,
  align = "center",
}: {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  id?: string;
  align?: "center" | "left";
}) {
  return (
    <div className={cn("mb-8 max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && (
        <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-primary-700">
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {description && <p className="mt-3 text-base text-slate-600">{description}</p>}
    </div>
  );
}
