import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/utils/misc";

/**
 * buttonVariants with its classes merged: cva only concatenates, so the base `text-sm` can beat
 * size lg's `text-base` (and a className cannot override a variant's colours) without this.
 */
export function buttonClass(...args: Parameters<typeof buttonVariants>): string {
  return cn(buttonVariants(...args));
}
