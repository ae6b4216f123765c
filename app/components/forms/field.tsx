import type { ComponentProps, ReactNode } from "react";
import { controlField } from "~/components/forms/control-field";
import { FieldError } from "~/components/forms/field-error";
import { useText } from "~/i18n/text";
import { cn } from "~/utils/misc";

/*
 * The app's one form kit: a labelled field, its hint and error, and "a field holding one
 * control" components. Two looks, chosen per field with `variant`:
 * - "app" (default): account, dashboard and admin forms. "(optional)" only where asked
 *   (`optional`), room beside the label (`labelAside`), the hint stays under an error.
 * - "public": the enquiry forms (contact page, contact dialog, partner form). Every field that
 *   is not required says "(optional)", and an error replaces the hint (also for screen readers).
 * Their controls differ slightly too (see the classes below).
 */

export type FieldVariant = "app" | "public";

export const controlClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-400 focus:border-primary-600 focus:outline-none focus:ring-4 focus:ring-primary-100 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-100 sm:text-sm";
export const inputClass = cn(controlClass, "h-11");
export const selectClass = cn(controlClass, "h-11 pr-8");

/** The public forms' controls: no dimmed text when disabled; taller textareas, plain selects. */
const publicControlClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-400 focus:border-primary-600 focus:outline-none focus:ring-4 focus:ring-primary-100 disabled:cursor-not-allowed disabled:bg-slate-50 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-100 sm:text-sm";
const publicInputClass = cn(publicControlClass, "h-11");
const publicTextareaClass = cn(publicControlClass, "min-h-36 py-2.5 leading-relaxed");

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** aria-invalid and aria-describedby for a control (its error, then its hint). */
export function describedBy(id: string, error?: string, hint?: boolean) {
  const ids = [error ? errorId(id) : null, hint ? hintId(id) : null].filter(Boolean).join(" ");
  return {
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": ids || undefined,
  };
}

export type FieldProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** "(optional)" after the label ("app" look; the "public" look decides by `required`). */
  optional?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** Beside the label, at the end of its row ("app" look only). */
  labelAside?: ReactNode;
  variant?: FieldVariant;
  children: ReactNode;
};

/** Label, control (the children), hint and the field's error. */
export function Field({
  id,
  label,
  required,
  optional,
  hint,
  error,
  className,
  labelAside,
  variant = "app",
  children,
}: FieldProps) {
  const t = useText();
  const requiredMark = (
    <span aria-hidden className="text-red-700">
      *
    </span>
  );
  const optionalMark = (
    <span className="text-xs font-normal text-slate-600">
      {t("shell.form.optional", "(optional)")}
    </span>
  );
  if (variant === "public") {
    return (
      <div className={className}>
        <label
          htmlFor={id}
          className="mb-1.5 flex items-baseline gap-1 text-sm font-semibold text-slate-800"
        >
          {label}
          {required ? requiredMark : optionalMark}
        </label>
        {children}
        {hint && !error && (
          <p id={hintId(id)} className="mt-1.5 text-xs text-slate-600">
            {hint}
          </p>
        )}
        <FieldError id={errorId(id)} error={error} />
      </div>
    );
  }
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <label
          htmlFor={id}
          className="flex items-baseline gap-1 text-sm font-semibold text-slate-800"
        >
          {label}
          {required && requiredMark}
          {optional && optionalMark}
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

/** Picks the first error message of a field. */
export function fieldError(
  errors: Record<string, string[] | undefined> | undefined,
  name: string,
): string | undefined {
  return errors?.[name]?.[0];
}

/** Moves focus to the first invalid control of a form (after an error render). */
export function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const el = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  el?.focus();
  return Boolean(el);
}

/** The control's aria: in the "public" look an error hides the hint, so it is not described. */
function fieldAria({ id, error, hint, variant }: Omit<FieldProps, "children">) {
  return describedBy(id, error, Boolean(hint) && !(variant === "public" && error));
}

export const withControl = controlField(Field, fieldAria, [
  "id",
  "label",
  "required",
  "optional",
  "hint",
  "error",
  "className",
  "labelAside",
  "variant",
]);

/** A Field holding one input (see controlField). */
export const InputField = /*#__PURE__*/ withControl("input", (f) =>
  f.variant === "public" ? publicInputClass : inputClass,
);
/** A Field holding one select; its options are the children. */
export const SelectField = /*#__PURE__*/ withControl("select", (f) =>
  f.variant === "public" ? publicInputClass : selectClass,
);
/** A Field holding one textarea. */
export const TextareaField = /*#__PURE__*/ withControl("textarea", (f) =>
  f.variant === "public" ? publicTextareaClass : inputClass,
);

/** An email address input: the email keyboard and autofill; props given override them. */
function EmailInput(props: ComponentProps<"input">) {
  return <input type="email" autoComplete="email" {...props} />;
}

/**
 * A Field holding an email address input: the one way every form asks for an address (sign-in,
 * sign-up, forgot password, change of address).
 */
export const EmailField = /*#__PURE__*/ withControl(EmailInput, (f) =>
  f.variant === "public" ? publicInputClass : inputClass,
);
