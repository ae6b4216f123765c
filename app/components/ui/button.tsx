import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/utils/misc";

const buttonCva = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300 [&_svg]:size-4 [&_svg]:shrink-0",
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
      },
      size: {
        sm: "h-9 px-3",
        md: "h-11 px-4",
        lg: "h-12 px-6 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

/** Variant classes merged with tailwind-merge, so a `className` can override a variant. */
export function buttonVariants(opts?: Parameters<typeof buttonCva>[0]) {
  return cn(buttonCva(opts));
}

/** For links styled as buttons use `buttonVariants` on the <Link>. */
export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonCva>;

export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
