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
  const style = { "--stars-fill": starsFill(value) } as CSSProperties;
  if (!label) return <span aria-hidden className={cn("stars", className)} style={style} />;
  return (
    <span
      role="img"
      aria-label={fillText(t("shell.rating.stars", "{n} out of 5 stars"), { n: value })}
      className={cn("stars", className)}
      style={style}
    />
  );
}
