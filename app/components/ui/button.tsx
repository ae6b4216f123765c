import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/utils/misc";

const buttonCva = cva(
  "inline-flex items-center gap-2 rounded-lg font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary-700 text-white hover:bg-primary-800",
        accent: "bg-accent-600 text-white hover:bg-accent-700",
        outline: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
        ghost: "text-slate-700 hover:bg-slate-100",
        subtle: "bg-primary-50 text-primary-800 hover:bg-primary-100",
        link: "text-primary-700 underline-offset-4 hover:underline",
        destructive: "bg-red-700 text-white hover:bg-red-800",
        /** White, for a dark panel. */
        light: "bg-white text-primary-900 hover:bg-primary-50",
        /** Outlined, for a dark panel. */
        outlineLight: "border border-white/40 bg-transparent text-white hover:bg-white/10",
        ghostDanger: "text-red-700 hover:bg-red-50 hover:text-red-800",
        outlineDanger: "border border-slate-300 bg-white text-red-800 hover:bg-slate-50",
      },
      /** The height is in `compoundVariants`: fixed for one line, a minimum for a wrapping label. */
      size: {
        sm: "px-3 text-sm",
        md: "px-4 text-sm",
        lg: "px-6 text-base",
        icon: "size-11 text-sm",
        iconSm: "size-9 text-sm",
      },
      /** Labels stay on one line unless the button may grow to fit a long one. */
      wrap: { false: "whitespace-nowrap", true: "max-w-full whitespace-normal" },
      align: { center: "justify-center", start: "justify-start" },
    },
    compoundVariants: [
      { size: "sm", wrap: false, class: "h-9" },
      { size: "md", wrap: false, class: "h-11" },
      { size: "lg", wrap: false, class: "h-12" },
      // A wrapping label adds lines, so the button grows: on a 320 px phone one line of "Request
      // quotes from these clinics" is wider than its panel.
      { size: "sm", wrap: true, class: "min-h-9 py-1.5" },
      { size: "md", wrap: true, class: "min-h-11 py-2" },
      { size: "lg", wrap: true, class: "min-h-12 py-2.5" },
    ],
    defaultVariants: { variant: "primary", size: "md", wrap: false, align: "center" },
  },
);

/**
 * The button's classes. `cn` only joins classes (it does not resolve Tailwind conflicts), so a
 * `className` adds to a variant and never overrides it: for other colours or sizes pick a
 * variant, or pass `variant: null` / `size: null` and give the classes yourself.
 */
export const buttonVariants = buttonCva;

export type ButtonVariantProps = VariantProps<typeof buttonCva>;

/** For links styled as buttons use `buttonVariants` on the <Link>. */
export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonCva>;

export function Button({ className, variant, size, wrap, align, ...props }: ButtonProps) {
  return (
    <button className={cn(buttonVariants({ variant, size, wrap, align }), className)} {...props} />
  );
}
