/**
 * The quote request form's limits, without zod: the form imports these in the browser, the
 * schemas (quote-schema.ts) stay on the server (docs/decisions/043).
 */

export const MAX_CLINICS_PER_REQUEST = 5;
export const MAX_TRAVELLERS = 20;
/**
 * A request the patient sends again unchanged within this time (the Back button, then Send) is
 * the one already sent: the clinics are not asked twice.
 */
export const RESEND_WINDOW_MINUTES = 10;
