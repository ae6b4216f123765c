import type { ComponentProps } from "react";

/** A link to another site: always a new tab, no opener, and said so to screen readers. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer nofollow">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
