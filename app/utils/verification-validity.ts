/**
 * How long a verification holds (issue 16, decision 052). A clinic's own verification
 * (`clinics.verified_at`) is valid for 12 months; practitioners and credentials store their end
 * in `verification_expires_at` (min(verified_at + 12 months, the document's own expiry)).
 */
export const VERIFICATION_VALID_MONTHS = 12;

/** `at` plus `months` calendar months, in UTC (31 January + 1 month = 28/29 February). */
export function addMonthsUtc(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** When a clinic's verification of `verifiedAt` stops being valid. */
export function clinicVerificationExpiresAt(verifiedAt: Date): Date {
  return addMonthsUtc(verifiedAt, VERIFICATION_VALID_MONTHS);
}

/** Whether a verification ending at `expiresAt` still holds at `now`. */
export function stillValid(expiresAt: Date | null | undefined, now: Date): boolean {
  return !!expiresAt && expiresAt.getTime() > now.getTime();
}
