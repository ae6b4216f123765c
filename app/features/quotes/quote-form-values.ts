import { cancellationTermsValues } from "~/utils/cancellation-schema";
import type { QuoteFormValues } from "./components/quote-form";

/**
 * The clinic's quote form as posted: its lines (at most 50), currency, inclusions, notes and
 * expiry, as typed (the schema reads them; a refused form shows them again). The expiry is the
 * first non-empty of the date fields (the date picker and its no-JavaScript fallback).
 */
export function quoteFormValues(form: FormData): QuoteFormValues {
  const str = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  const all = (k: string) => form.getAll(k).map((v) => (typeof v === "string" ? v : ""));
  const labels = all("itemLabel");
  const amounts = all("itemAmount");
  return {
    items: labels.slice(0, 50).map((label, i) => ({ label, amount: amounts[i] ?? "" })),
    currency: str("currency"),
    includes: str("includes"),
    excludes: str("excludes"),
    notes: str("notes"),
    expiresOn:
      form.getAll("expiresOn").find((v): v is string => typeof v === "string" && v.trim() !== "") ??
      "",
    ...cancellationTermsValues(form),
  };
}
