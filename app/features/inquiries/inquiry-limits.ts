/**
 * The forms' limits and shared messages, without zod: components that only need a maxLength
 * (the Get Notified box on search results, for one) import these and stay light.
 */

export const LIMITS = {
  email: 254,
  name: 120,
  clinicName: 160,
  phone: 40,
  city: 120,
  treatment: 160,
  message: 5_000,
  url: 300,
  shortText: 300,
  longText: 2_000,
  criteria: 200,
} as const;

export const MESSAGES = {
  required: "Please fill in all required fields",
  invalid: "Please check the highlighted fields",
  tooMany: "Too many submissions. Please try again in a few minutes.",
  email: "Please enter a valid email address",
  emailRequired: "Please enter your email address",
} as const;

export type FieldErrors = Record<string, string[] | undefined>;
