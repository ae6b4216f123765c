import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonVariants } from "~/components/ui/button";
import { useText } from "~/i18n/text";
import { cn } from "~/utils/misc";

export type EditorResult = {
  intent: string;
  /** The record the form was about (case / doctor id), so only that form shows the errors. */
  target?: string;
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
  formError?: string;
  toast?: { id: string; type: "success" | "error" | "info"; title: string; description?: string };
};

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

/** Values for a form: what was typed (after an error for this form) or the stored defaults. */
export function formValues<K extends string>(
  result: EditorResult | undefined,
  intent: string,
  target: string | undefined,
  defaults: Record<K, string>,
): { values: Record<K, string>; errors: Record<string, string>; formError?: string } {
  const mine = result && result.intent === intent && (result.target ?? undefined) === target;
  return {
    values:
      mine && result.values ? { ...defaults, ...(result.values as Record<K, string>) } : defaults,
    errors: mine ? (result.fieldErrors ?? {}) : {},
    formError: mine ? result.formError : undefined,
  };
}

/**
 * A destructive action that asks first: "Delete" opens a confirmation with the real submit
 * button (a <details> disclosure: keyboard-usable and works without JavaScript).
 */
export function ConfirmDelete({
  intent,
  hidden,
  label,
  question,
  confirmLabel,
}: {
  intent: string;
  hidden: Record<string, string>;
  label: string;
  question: ReactNode;
  confirmLabel?: string;
}) {
  const t = useText();
  return (
    <details className="group relative">
      <summary
        className={cn(
          buttonVariants({ variant: "outlineDanger", size: "sm" }),
          "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
        )}
      >
        <Trash2 aria-hidden /> {label}
      </summary>
      <div className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950">
        <p>{question}</p>
        <Form method="post" className="mt-2" preventScrollReset>
          {Object.entries(hidden).map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          <SubmitButton
            intent={intent}
            variant="destructive"
            size="sm"
            pendingLabel={t("clinic-dash.common.deleting", "Deleting…")}
          >
            {confirmLabel ?? t("clinic-dash.common.yes-delete", "Yes, delete")}
          </SubmitButton>
        </Form>
      </div>
    </details>
  );
}

/** Up/down buttons that post a move (keyboard-accessible ordering). */
export function MoveButtons({
  intent,
  hidden,
  name,
  first,
  last,
}: {
  intent: string;
  hidden: Record<string, string>;
  name: string;
  first: boolean;
  last: boolean;
}) {
  const t = useText();
  const label = (id: "clinic-dash.common.move-up" | "clinic-dash.common.move-down", en: string) =>
    t(id, en).replace("{name}", name);
  return (
    <Form method="post" className="flex gap-1" preventScrollReset>
      {Object.entries(hidden).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        name="direction"
        value="up"
        disabled={first}
        aria-label={label(/*i18n*/ "clinic-dash.common.move-up", "Move {name} up")}
        className={buttonVariants({ variant: "outline", size: "iconSm" })}
      >
        <ArrowUp aria-hidden />
      </button>
      <button
        type="submit"
        name="direction"
        value="down"
        disabled={last}
        aria-label={label(/*i18n*/ "clinic-dash.common.move-down", "Move {name} down")}
        className={buttonVariants({ variant: "outline", size: "iconSm" })}
      >
        <ArrowDown aria-hidden />
      </button>
    </Form>
  );
}

export function pageParam(url: URL, name: string): number {
  const n = Number(url.searchParams.get(name) ?? "1");
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}
