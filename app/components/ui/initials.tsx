import { cn } from "~/utils/misc";

const LOOKS = {
  md: "size-11 bg-primary-100",
  lg: "size-12 bg-primary-100",
  xl: "size-14 bg-gradient-to-br from-primary-100 to-primary-200",
  "2xl": "size-16 bg-gradient-to-br from-primary-100 to-primary-200 text-lg",
};

/**
 * "Dr. Ayşe Kaya" → "AK": up to two initials, without the title; words that do not start with a
 * letter ("Rachel & Sam Green" → "RS", not "R&") are skipped. A name without letters gives "".
 */
export function initialsOf(name: string): string {
  return name
    .replace(/^Dr\.?\s+/i, "")
    .split(/\s+/)
    .filter((p) => /^\p{L}/u.test(p))
    .map((p) => Array.from(p)[0]!)
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

/** A person's initials in a circle, for people without a photo (testimonials, reviews, team, authors). */
export function Initials({ name, size = "md" }: { name: string; size?: keyof typeof LOOKS }) {
  const initials = initialsOf(name);
  return (
    <span
      aria-hidden
      className={cn(
        "grid shrink-0 place-items-center rounded-full font-semibold text-primary-900",
        LOOKS[size],
      )}
    >
      {initials}
    </span>
  );
}
