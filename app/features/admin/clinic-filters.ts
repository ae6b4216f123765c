/** Client-safe constants of the admin clinics list (the route's component uses them too). */
export const CLINICS_PAGE_SIZE = 20;
export const CLINIC_FILTERS = ["all", "unverified", "verified", "needs-review"] as const;
export type ClinicFilter = (typeof CLINIC_FILTERS)[number];
