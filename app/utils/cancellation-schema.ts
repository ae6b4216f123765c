import "~/utils/zod-config";
import { z } from "zod";
import { CANCELLATION_TERMS, NOTE_MAX, TERMS_MESSAGES } from "./cancellation-policy";

/**
 * The cancellation-terms fields of a form (a package's, a quote's; decision 056): a template
 * and the clinic's note. A form without a field (a page loaded before it existed) leaves the
 * value undefined, so what is stored stays as it is; an emptied note is null; a wrong template
 * is refused with a message.
 */
export const cancellationTermsFields = {
  cancellationTerms: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(CANCELLATION_TERMS, { error: TERMS_MESSAGES.terms }).optional(),
  ),
  cancellationNote: z
    .string()
    .trim()
    .max(NOTE_MAX, TERMS_MESSAGES.note)
    .transform((v) => v || null)
    .optional(),
};

/** The fields' values as posted, only those the form had (see `cancellationTermsFields`). */
export function cancellationTermsValues(form: FormData): {
  cancellationTerms?: string;
  cancellationNote?: string;
} {
  const str = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  return {
    ...(form.has("cancellationTerms") ? { cancellationTerms: str("cancellationTerms") } : {}),
    ...(form.has("cancellationNote") ? { cancellationNote: str("cancellationNote") } : {}),
  };
}
