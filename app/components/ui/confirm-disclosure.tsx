import type { ReactNode } from "react";
import { cn } from "~/utils/misc";
import { buttonVariants, type ButtonVariantProps } from "./button";

/**
 * The inline confirmation for an action that can't be undone (the pattern of cancel booking and
 * delete record): the trigger opens a short question with the real submit button below it. A
 * <details> disclosure, so it works with the keyboard and before JavaScript loads.
 */
export function ConfirmDisclosure({
  label,
  variant = "outline",
  size = "sm",
  tone = "default",
  className,
  children,
}: {
  /** What the trigger says (its content may include an icon). */
  label: ReactNode;
  variant?: NonNullable<ButtonVariantProps["variant"]>;
  size?: "sm" | "md";
  /** 'danger' frames the question in red. */
  tone?: "default" | "danger";
  className?: string;
  /** The question and the form with the confirming button. */
  children: ReactNode;
}) {
  return (
    <details className={cn("group w-full sm:w-auto", className)}>
      <summary
        className={cn(
          buttonVariants({ variant, size }),
          "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        {label}
      </summary>
      <div
        className={cn(
          "mt-2 max-w-md rounded-lg border p-3 text-sm",
          tone === "danger"
            ? "border-red-200 bg-red-50 text-red-950"
            : "border-slate-200 bg-slate-50 text-slate-800",
        )}
      >
        {children}
      </div>
    </details>
  );
}
