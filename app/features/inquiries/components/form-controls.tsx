import { AlertCircle } from "lucide-react";
import type { ReactNode } from "react";
import { controlField } from "~/components/forms/control-field";
import { FieldError } from "~/components/forms/field-error";
import { cn } from "~/utils/misc";

/** Small, app-free pieces shared by the contact, dialog and partner forms. */

export const controlClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-400 focus:border-primary-600 focus:outline-none focus:ring-4 focus:ring-primary-100 disabled:cursor-not-allowed disabled:bg-slate-50 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-100 sm:text-sm";
export const inputClass = cn(controlClass, "h-11");
export const textareaClass = cn(controlClass, "min-h-36 py-2.5 leading-relaxed");

export function errorId(id: string) {
  return `${id}-error`;
}

/** Label, control, hint and the field's error (linked with aria-describedby by the caller). */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="mb-1.5 flex items-baseline gap-1 text-sm font-semibold text-slate-800"
      >
        {label}
        {required ? (
          <span aria-hidden className="text-red-700">
            *
          </span>
        ) : (
          <span className="text-xs font-normal text-slate-600">(optional)</span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId(id)} error={error} />
    </div>
  );
}

export { FieldError };

/** ARIA props for a control: invalid state and the ids of its hint/error. */
export function describe(id: string, error: string | undefined, hint?: boolean) {
  const ids = [error ? errorId(id) : null, hint && !error ? `${id}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return {
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": ids || undefined,
  };
}

const withControl = controlField(Field, describe, ["id", "label", "required", "hint", "error", "className"]);
/** A Field holding one input (see controlField). */
export const InputField = withControl("input", inputClass);
/** A Field holding one select; its options are the children. */
export const SelectField = withControl("select", inputClass);
/** A Field holding one textarea. */
export const TextareaField = withControl("textarea", textareaClass);

/** The destructive notice above a form ('Please fill in all required fields'). */
export function FormAlert({
  id,
  title,
  children,
}: {
  id?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900 focus:outline-none focus-visible:ring-4 focus-visible:ring-red-200"
    >
      <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div>
        <p className="font-semibold">{title}</p>
        {children && <div className="mt-1 text-red-800">{children}</div>}
      </div>
    </div>
  );
}

/** An invisible field people never fill in; bots that do are answered 'ok' and ignored. */
export function Honeypot({ name = "website" }: { name?: string }) {
  return (
    <div className="absolute -left-[9999px] top-auto size-px overflow-hidden" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

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
