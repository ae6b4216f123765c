import type { CSSProperties } from "react";
import { fillText } from "~/i18n/fill-text";
import { useText } from "~/i18n/text";
import { cn } from "~/utils/misc";

/**
 * Five stars filled to the exact value (4.7 fills four and most of the fifth), drawn by the
 * `stars` utility in app.css as one element. Each star is 1rem wide with a 0.125rem gap, so
 * the fill ends `full × 1.125rem + fraction × 1rem` from the left.
 */
export function starsFill(value: number): string {
  const v = Math.max(0, Math.min(5, value));
  const full = Math.floor(v);
  const fraction = Math.round((v - full) * 100) / 100;
  return `calc(${full} * 1.125rem + ${fraction} * 1rem)`;
}

export function Stars({
  value,
  className,
  label = true,
}: {
  value: number;
  className?: string;
  label?: boolean;
}) {
  const t = useText();
  return (
    <StarsView
      value={value}
      className={className}
      label={label ? starsLabel(t, value) : undefined}
    />
  );
}

/** "4.5 out of 5 stars" in the page's language, from the shell's texts. */
export function starsLabel(t: (id: "shell.rating.stars", fallback: string) => string, n: number) {
  return fillText(t("shell.rating.stars", "{n} out of 5 stars"), { n });
}

/** The stars without a router (components rendered on their own: pass the label). */
export function StarsView({
  value,
  className,
  label,
}: {
  value: number;
  className?: string;
  /** The accessible name; without one the stars are decoration. */
  label?: string;
}) {
  const style = { "--stars-fill": starsFill(value) } as CSSProperties;
  if (!label) return <span aria-hidden className={cn("stars", className)} style={style} />;
  return <span role="img" aria-label={label} className={cn("stars", className)} style={style} />;
}
