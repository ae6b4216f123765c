import { AlertCircle, CheckCircle2, Eye, EyeOff, Info } from "lucide-react";
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { controlField } from "~/components/forms/control-field";
import { FieldError } from "~/components/forms/field-error";
import { toast } from "~/components/ui/toast";
import { buttonVariants, type ButtonVariantProps } from "~/components/ui/button";
import { cn } from "~/utils/misc";

/** Form pieces of the account pages (labels, errors beside fields, notices, pending buttons). */

export const controlClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-400 focus:border-primary-600 focus:outline-none focus:ring-4 focus:ring-primary-100 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-100 sm:text-sm";
export const inputClass = cn(controlClass, "h-11");
export const selectClass = cn(controlClass, "h-11 pr-8");

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** aria-invalid and aria-describedby for a control. */
export function describedBy(id: string, error?: string, hint?: boolean) {
  const ids = [error ? errorId(id) : null, hint ? hintId(id) : null].filter(Boolean).join(" ");
  return {
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": ids || undefined,
  };
}

export function Field({
  id,
  label,
  required,
  optional,
  hint,
  error,
  className,
  labelAside,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  labelAside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <label
          htmlFor={id}
          className="flex items-baseline gap-1 text-sm font-semibold text-slate-800"
        >
          {label}
          {required && (
            <span aria-hidden className="text-red-700">
              *
            </span>
          )}
          {optional && <span className="text-xs font-normal text-slate-600">(optional)</span>}
        </label>
        {labelAside}
      </div>
      {children}
      {hint && (
        <p id={hintId(id)} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId(id)} error={error} />
    </div>
  );
}

export { FieldError };

/** A password input with a show/hide button (the button needs JavaScript; the field does not). */
export function PasswordInput({
  id,
  className,
  ...props
}: ComponentProps<"input"> & { id: string }) {
  const [shown, setShown] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="relative">
      <input
        id={id}
        type={shown ? "text" : "password"}
        className={cn(inputClass, hydrated && "pr-12", className)}
        {...props}
      />
      {hydrated && (
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? "Hide password" : "Show password"}
          aria-controls={id}
          aria-pressed={shown}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-200"
        >
          {shown ? (
            <EyeOff aria-hidden className="size-4" />
          ) : (
            <Eye aria-hidden className="size-4" />
          )}
        </button>
      )}
    </div>
  );
}

export function Notice({
  tone = "info",
  title,
  children,
  className,
  id,
}: {
  tone?: "info" | "error" | "success" | "warning";
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  id?: string;
}) {
  const Icon = tone === "error" ? AlertCircle : tone === "success" ? CheckCircle2 : Info;
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-lg border p-4 text-sm",
        tone === "error" && "border-red-200 bg-red-50 text-red-900",
        tone === "success" && "border-emerald-200 bg-emerald-50 text-emerald-900",
        tone === "info" && "border-primary-200 bg-primary-50 text-primary-950",
        tone === "warning" && "border-amber-200 bg-amber-50 text-amber-950",
        className,
      )}
    >
      <Icon
        aria-hidden
        className={cn(
          "mt-0.5 size-5 shrink-0",
          tone === "error" && "text-red-700",
          tone === "success" && "text-emerald-700",
          tone === "info" && "text-primary-700",
          tone === "warning" && "text-amber-700",
        )}
      />
      <div className="min-w-0">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cn(title && "mt-1")}>{children}</div>}
      </div>
    </div>
  );
}

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

export type ResultToast = {
  id: string;
  type: "success" | "error" | "info";
  title: string;
  description?: string;
};

/** Shows the toast an action returned, once per response. */
export function useResultToast(result: { toast?: ResultToast | null } | undefined | null) {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const t = result?.toast;
    if (!t || shown.current === t.id) return;
    shown.current = t.id;
    const opts = { description: t.description };
    if (t.type === "success") toast.success(t.title, opts);
    else if (t.type === "error") toast.error(t.title, opts);
    else toast.info(t.title, opts);
  }, [result]);
}

const withControl = controlField(Field, describedBy, [
  "id",
  "label",
  "required",
  "optional",
  "hint",
  "error",
  "className",
  "labelAside",
]);
/** A Field holding one input (see controlField). */
export const InputField = withControl("input", inputClass);
/** A Field holding one select; its options are the children. */
export const SelectField = withControl("select", selectClass);
/** A Field holding one textarea. */
export const TextareaField = withControl("textarea", inputClass);
/** A Field holding a PasswordInput (`controlClassName` adds to the input's own class). */
export const PasswordField = withControl(PasswordInput);
