/**
 * The first file a form sends under `name` that is larger than `maxBytes`, or null: a form names
 * it beside its field before sending what the server would refuse (a phone's 12 MB photo would
 * otherwise travel for nothing, or past the server's request cap).
 */
export function fileOver(form: FormData, name: string, maxBytes: number): File | null {
  for (const value of form.getAll(name))
    if (typeof value !== "string" && value.size > maxBytes) return value;
  return null;
}
