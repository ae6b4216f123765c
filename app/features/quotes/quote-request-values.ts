import type { QuoteRequestValues } from "./components/quote-request-form";
import { MAX_CLINICS_PER_REQUEST } from "./quote-schema";

/* The quote-request form's values: read from the address (links from clinic and package pages,
   and the way back from signing in) and from a posted form. */

const SLUG_RE = /^[a-z0-9][a-z0-9-]{0,119}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The form's values from the query string (?clinic=…&package=… and, back from /auth, the rest). */
export function valuesFromUrl(url: URL): QuoteRequestValues {
  const q = url.searchParams;
  const date = (k: string) => (ISO_DATE.test(q.get(k) ?? "") ? q.get(k)! : "");
  const travellers = Number(q.get("travellers"));
  return {
    clinics: q.getAll("clinic").filter((s) => SLUG_RE.test(s)),
    treatment: (q.get("treatment") ?? "").slice(0, 200),
    preferredStart: date("start"),
    preferredEnd: date("end"),
    travellers:
      Number.isInteger(travellers) && travellers >= 1 && travellers <= 20
        ? String(travellers)
        : "1",
    notes: "",
    package: SLUG_RE.test(q.get("package") ?? "") ? q.get("package")! : "",
    shares: [],
  };
}

export function valuesFromForm(form: FormData): QuoteRequestValues {
  const str = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  // A date can come twice (the picker's hidden input and the no-JavaScript date input).
  const firstDate = (k: string) =>
    form.getAll(k).find((v): v is string => typeof v === "string" && v.trim() !== "") ?? "";
  const all = (k: string) => form.getAll(k).filter((v): v is string => typeof v === "string");
  return {
    clinics: all("clinics").filter((s) => s.trim() !== ""),
    treatment: str("treatment"),
    preferredStart: firstDate("preferredStart"),
    preferredEnd: firstDate("preferredEnd"),
    travellers: str("travellers"),
    notes: str("notes"),
    package: str("package"),
    shares: all("shares"),
  };
}

/**
 * The address of the form filled in again after signing in: the query valuesFromUrl reads.
 * Notes never go in a URL: the server keeps them meanwhile (quote-draft.server.ts).
 */
export function quoteRequestResumePath(values: QuoteRequestValues): string {
  const back = new URLSearchParams();
  for (const c of values.clinics.filter((s) => SLUG_RE.test(s)).slice(0, MAX_CLINICS_PER_REQUEST))
    back.append("clinic", c);
  if (SLUG_RE.test(values.package)) back.set("package", values.package);
  if (values.treatment.trim()) back.set("treatment", values.treatment.trim().slice(0, 200));
  if (ISO_DATE.test(values.preferredStart)) back.set("start", values.preferredStart);
  if (ISO_DATE.test(values.preferredEnd)) back.set("end", values.preferredEnd);
  if (/^\d{1,2}$/.test(values.travellers)) back.set("travellers", values.travellers);
  back.set("resume", "1");
  return `/quote-request?${back}`;
}
