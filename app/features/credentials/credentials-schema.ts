import "~/utils/zod-config";
import { z } from "zod";
import { INVALID_DATE_MESSAGE } from "~/utils/validation";

/** Forms of the practitioner and credential verification (issue 16, docs/decisions/051). */

export const CREDENTIAL_KIND_OPTIONS = [
  "health_tourism_authorisation",
  "clinic_licence",
  "accreditation",
  "insurance",
] as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "" → null; otherwise a real calendar day (YYYY-MM-DD, as a date input sends it). */
export const optionalDay = z
  .string()
  .trim()
  .refine(
    (v) => v === "" || (ISO_DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))),
    INVALID_DATE_MESSAGE,
  )
  .transform((v) => (v === "" ? null : v));

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} can be at most ${max} characters`)
    .transform((v) => (v === "" ? null : v));

export const CredentialSchema = z.object({
  kind: z.enum(CREDENTIAL_KIND_OPTIONS, { message: "Choose what kind of document this is" }),
  name: z
    .string()
    .trim()
    .min(2, "The name must be at least 2 characters")
    .max(160, "The name can be at most 160 characters"),
  issuer: optionalText("issuer", 160),
  number: optionalText("number", 80),
  expiresOn: optionalDay,
});
export type CredentialInput = z.input<typeof CredentialSchema>;
export const CREDENTIAL_FIELDS = [
  "kind",
  "name",
  "issuer",
  "number",
  "expiresOn",
] as const satisfies readonly (keyof CredentialInput)[];

export const VERIFICATION_METHODS = [
  "official register search",
  "document inspection",
  "confirmation from the issuer",
] as const;

export const VerificationSchema = z.object({
  subject: z.enum(["doctor", "credential"]),
  id: z.string().uuid(),
  outcome: z.enum(["verified", "rejected"], { message: "Choose verified or rejected" }),
  method: z.enum(VERIFICATION_METHODS, { message: "Choose how it was checked" }),
  note: z
    .string()
    .trim()
    .max(1000, "The note can be at most 1000 characters")
    .transform((v) => (v === "" ? null : v)),
});
