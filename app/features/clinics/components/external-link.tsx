import type { ComponentProps } from "react";
import { useText } from "~/i18n/text";

/** A link to another site: always a new tab, no opener, and said so to screen readers. */
export function ExternalLink({ children, ...props }: Omit<ComponentProps<"a">, "target" | "rel">) {
  const t = useText();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer nofollow">
      {children}
      <span className="sr-only"> {t("shell.newTab")}</span>
    </a>
  );
}
