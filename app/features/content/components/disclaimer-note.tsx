import { Info } from "lucide-react";
import { useText } from "~/i18n/text";
import { cn } from "~/utils/misc";

/** The plain statement of what CareAtlas is not (no medical advice, direct bookings, outcomes). */
export function DisclaimerNote({
  children,
  className,
  onWhite = false,
  title,
}: {
  children: string;
  className?: string;
  /** On a tinted section: a white note. */
  onWhite?: boolean;
  /** Default: "Please note" in the page's language. */
  title?: string;
}) {
  const t = useText();
  title ??= t("shell.pleaseNote");
  return (
    <aside
      aria-label={title}
      className={cn(
        "flex gap-3 rounded-[var(--radius-card)] p-4 text-sm text-slate-700 ring-1 ring-slate-200 sm:p-5",
        onWhite ? "bg-white" : "bg-slate-50",
        className,
      )}
    >
      <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-primary-700" />
      <p>
        <strong className="font-semibold text-slate-900">{title}: </strong>
        {children}
      </p>
    </aside>
  );
}
