/** What an admin action returns when it refuses: shown beside the row's form, values kept. */
export type AdminActionResult = {
  id?: string;
  intent?: string;
  fieldErrors?: Record<string, string>;
  formError?: string;
  values?: Record<string, string>;
};

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
