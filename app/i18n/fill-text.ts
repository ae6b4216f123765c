/**
 * `fill` for a plain string (an aria-label, a placeholder, a confirm question): the loader kept
 * the parameters as placeholders (`placeholders("name")` from ./fill), the component puts the
 * values it has there: `fillText(t("admin.user.enable-label"), { email })`.
 */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
