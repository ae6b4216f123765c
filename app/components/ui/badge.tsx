import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/utils/misc";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full font-semibold [&_svg]:size-3.5",
  {
    variants: {
      variant: {
        primary: "bg-primary-50 text-primary-800 ring-1 ring-primary-200",
        accent: "bg-accent-600 text-white",
        success: "bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200",
        warning: "bg-amber-50 text-amber-900 ring-1 ring-amber-200",
        danger: "bg-red-50 text-red-800 ring-1 ring-red-200",
        neutral: "bg-slate-100 text-slate-700 ring-1 ring-slate-200",
        dark: "bg-slate-900/80 text-white",
      },
      size: {
        sm: "px-2.5 py-0.5 text-xs",
        md: "px-3 py-1 text-sm",
      },
    },
    defaultVariants: { variant: "primary", size: "sm" },
  },
);

export function Badge({
  className,
  variant,
  size,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
