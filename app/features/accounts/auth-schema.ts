import "~/utils/zod-config";
import { z } from "zod";
import { DISPLAY_NAME_MAX, PASSWORDS_DO_NOT_MATCH, nameTooLong } from "./auth-limits";

// The limits and messages without zod (what the forms import in the browser: decision 043).
export * from "./auth-limits";

/** The auth and account forms (safe on both sides; the server re-parses everything). */

export const EmailSchema = z
  .string({ error: "Enter your email address" })
  .trim()
  .toLowerCase()
  .min(1, "Enter your email address")
  .max(254, "Enter a valid email address")
  .pipe(z.email("Enter a valid email address"));

const NewPassword = z
  .string({ error: "Please enter a password" })
  .min(1, "Please enter a password")
  .max(1024);

/** A person's display name, wherever it is set. */
export const DisplayNameSchema = z
  .string({ error: "Please enter your name" })
  .trim()
  .min(1, "Please enter your name")
  .max(DISPLAY_NAME_MAX, nameTooLong());

export const SignUpSchema = z
  .object({
    name: DisplayNameSchema,
    email: EmailSchema,
    password: NewPassword,
    confirmPassword: z
      .string({ error: "Please confirm your password" })
      .min(1, "Please confirm your password"),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
  });

export const SignInSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: "Please enter your password" })
    .min(1, "Please enter your password")
    .max(1024),
});

export const ResetPasswordSchema = z
  .object({
    token: z.string().min(1).max(500),
    password: NewPassword,
    confirmPassword: z
      .string({ error: "Please confirm your password" })
      .min(1, "Please confirm your password"),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
  });

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Enter your current password" })
      .min(1, "Enter your current password")
      .max(1024),
    newPassword: NewPassword,
    confirmPassword: z
      .string({ error: "Please confirm your new password" })
      .min(1, "Please confirm your new password"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ["confirmPassword"],
  });

export const ChangeEmailSchema = z.object({
  newEmail: EmailSchema,
  currentPassword: z
    .string({ error: "Enter your current password" })
    .min(1, "Enter your current password")
    .max(1024),
});

export const PasswordOnlySchema = z.object({
  password: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(1024),
});

export const TotpCodeSchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code" })
    .trim()
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app")),
});

export const BackupCodeSchema = z.object({
  code: z
    .string({ error: "Enter a backup code" })
    .trim()
    .min(4, "Enter one of your backup codes")
    .max(40, "Enter one of your backup codes"),
});
