import { cn } from "~/utils/misc";

/** A person's initials in a circle, for people without a photo (testimonials, reviews, team). */
export function Initials({ name, className }: { name: string; className?: string }) {
  const initials = name
    .replace(/^Dr\.?\s+/i, "")
    .split(/\s+/)
    .map((p) => p[0])
    .filter(Boolean)
    .slice(0, 2)
    .join("")
    .toUpperCase();
  return (
    <span
      aria-hidden
      className={cn(
        "grid size-11 shrink-0 place-items-center rounded-full bg-primary-100 font-semibold text-primary-900",
        className,
      )}
    >
      {initials}
    </span>
  );
}
