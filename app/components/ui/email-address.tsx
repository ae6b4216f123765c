import { Fragment } from "react";
import { cn } from "~/utils/misc";

/**
 * An email address that wraps at sensible points on a narrow screen: before the "@" and before
 * each dot (<wbr>), and mid-word only when one part alone is wider than the line.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <strong className={cn("break-words", className)}>
      {parts.map((p, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {p}
        </Fragment>
      ))}
    </strong>
  );
}
