/** What an admin action returns when it refuses: shown beside the row's form, values kept. */
export type AdminActionResult = {
  id?: string;
  intent?: string;
  fieldErrors?: Record<string, string>;
  formError?: string;
  values?: Record<string, string>;
  /**
   * A form that asks first (`ConfirmForm`) was posted without its confirmation (before the page's
   * script ran, or without JavaScript): nothing was done, and these are the fields to post again
   * once confirmed, `CONFIRM_FIELD` naming the form.
   */
  ask?: Record<string, string>;
};

/** The field naming a form that asks first; the form's confirmation posts `CONFIRMED_FIELD`=yes. */
export const CONFIRM_FIELD = "__confirm";
export const CONFIRMED_FIELD = "__confirmed";

/** The result for this row and form, if the last submission was its own. */
export function resultFor(
  r: AdminActionResult | undefined,
  id: string,
  intent?: string,
): AdminActionResult | undefined {
  if (!r || r.id !== id) return undefined;
  if (intent && r.intent !== intent) return undefined;
  return r;
}
