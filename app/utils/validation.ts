/*
 * Small validation helpers shared by servers and forms. No zod import here: a component may use
 * these without pulling zod into its bundle (issues are read by their shape).
 */

/** A UUID in its text form, any case (ids come from forms and URLs). */
/** A date field's value the form cannot take (a six-digit year a phone let through, or no date at
 * all): the one message of every date field, translated in each feature's message table. */
export const INVALID_DATE_MESSAGE = "Enter a valid date";

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from forms and URLs: a malformed one is "not found", never a database error. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_RE.test(value);
}

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/**
 * Errors beside the fields: the first message per field, keyed by the issue's first path
 * segment ("form" for an issue about the whole form). Takes a ZodError (or anything with its
 * `issues`).
 */
export function fieldErrors(error: { readonly issues: readonly Issue[] }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? "form")] ??= issue.message;
  return out;
}
