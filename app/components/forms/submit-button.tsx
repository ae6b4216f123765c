import type { ComponentProps, ReactNode } from "react";
import { useNavigation } from "react-router";
import { buttonVariants, type ButtonVariantProps } from "~/components/ui/button";
import { cn } from "~/utils/misc";

/** A submit button that shows its own pending label while its intent is being submitted. */
export function SubmitButton({
  intent,
  children,
  pendingLabel,
  className,
  variant = "primary",
  size = "md",
  ...props
}: ComponentProps<"button"> & {
  intent?: string;
  pendingLabel?: ReactNode;
  variant?: NonNullable<ButtonVariantProps["variant"]>;
  size?: "sm" | "md" | "lg";
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && (!intent || navigation.formData?.get("intent") === intent);
  return (
    <button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      aria-disabled={pending || undefined}
      className={cn(
        buttonVariants({ variant, size }),
        pending && "cursor-wait opacity-80",
        className,
      )}
      {...props}
    >
      {pending ? (pendingLabel ?? children) : children}
    </button>
  );
}
