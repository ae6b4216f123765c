import "~/utils/zod-config";
import { z } from "zod";
import { DISPLAY_NAME_MAX, nameTooLong } from "./auth-schema";

/** The dashboard profile form (spec section 5: the exact options). Safe on both sides. */

export const NATIONALITIES = [
  "United Kingdom",
  "United States",
  "Canada",
  "Australia",
  "Germany",
  "France",
  "Italy",
  "Spain",
  "Netherlands",
  "Sweden",
  "Norway",
  "Denmark",
  "Ireland",
  "Other",
] as const;

export const MEDICAL_INTERESTS = [
  "Dental Treatment",
  "Cosmetic Surgery",
  "Hair Transplant",
  "IVF Treatment",
  "Orthopedic Surgery",
  "Eye Surgery",
  "Weight Loss Surgery",
  "Cancer Treatment",
  "Other",
] as const;

export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PHOTO_SIZE = 256;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : null));

const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal("")])
    .optional()
    .transform((v) => (v ? v : null));

export const ProfileSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, "Please enter your full name")
    .max(DISPLAY_NAME_MAX, nameTooLong()),
  phone: optionalText(40).refine(
    (v) => v === null || /^[+()0-9 .-]{5,40}$/.test(v),
    "Enter a phone number with digits, spaces, +, ( ) or -",
  ),
  nationality: optionalChoice(NATIONALITIES),
  medicalInterest: optionalChoice(MEDICAL_INTERESTS),
  languagesSpoken: z
    .string()
    .max(400, "Too long")
    .optional()
    .transform((v) =>
      [
        ...new Set(
          (v ?? "")
            .split(",")
            .map((l) => l.trim())
            .filter(Boolean),
        ),
      ]
        .slice(0, 12)
        .map((l) => l.slice(0, 40)),
    ),
  removePhoto: z
    .union([z.literal("on"), z.literal("true"), z.literal("")])
    .optional()
    .transform((v) => v === "on" || v === "true"),
});
export type ProfileInput = z.output<typeof ProfileSchema>;

/** The values a form re-renders with after a failed save (what was typed). */
export type ProfileFormValues = {
  fullName: string;
  phone: string;
  nationality: string;
  medicalInterest: string;
  languagesSpoken: string;
};
