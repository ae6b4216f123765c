import type { KnownMessages } from "~/i18n/messages.server";
import { ADMIN_KEEPS_TWO_FACTOR, TOTP_ALREADY_USED } from "~/utils/auth.server";

/**
 * The English messages the account pages answer with (profile, account settings, two-factor
 * sign-in) and their catalogue ids (`dashboard-msg.*`): the form pipeline answers them in the
 * person's language (decision 049). Messages the sign-in pages share (email, password policy,
 * "Please check the highlighted fields.") are in AUTH_MESSAGES.
 */
export const ACCOUNT_MESSAGES: KnownMessages = {
  // profile (profile-schema.ts, profile.server.ts, routes/dashboard/profile/*)
  "No user logged in": { id: /*i18n*/ "dashboard-msg.profile.signedOut" },
  "Failed to update profile": { id: /*i18n*/ "dashboard-msg.profile.failed" },
  "Please enter your full name": { id: /*i18n*/ "dashboard-msg.profile.name" },
  "Enter a phone number with digits, spaces, +, ( ) or -": {
    id: /*i18n*/ "dashboard-msg.profile.phone",
  },
  "Use at most 40 characters": { id: /*i18n*/ "dashboard-msg.profile.max", values: { max: 40 } },
  "Too long": { id: /*i18n*/ "dashboard-msg.profile.tooLong" },
  "The photo must be 5 MB or smaller.": { id: /*i18n*/ "dashboard-msg.photo.size" },
  "The photo must be a JPEG, PNG, WebP or GIF image.": { id: /*i18n*/ "dashboard-msg.photo.type" },
  "This image could not be read. Please try another photo.": {
    id: /*i18n*/ "dashboard-msg.photo.unreadable",
  },
  // account settings (auth-schema.ts, account-settings.server.ts)
  "Enter your password and tick the box to confirm.": {
    id: /*i18n*/ "dashboard-msg.delete.confirm",
  },
  "Enter your password": { id: /*i18n*/ "dashboard-msg.password.enter" },
  "Enter your current password": { id: /*i18n*/ "dashboard-msg.password.current" },
  "Please confirm your new password": { id: /*i18n*/ "dashboard-msg.password.confirmNew" },
  "Your current password is not correct.": { id: /*i18n*/ "dashboard-msg.password.wrong" },
  "Too many attempts. Please wait a few minutes and try again.": {
    id: /*i18n*/ "dashboard-msg.too-many",
  },
  "That is already your email address.": { id: /*i18n*/ "dashboard-msg.email.same" },
  "Two-factor setup did not start. Please try again.": {
    id: /*i18n*/ "dashboard-msg.2fa.notStarted",
  },
  "That code is not valid. Check the time on your phone and try the newest code.": {
    id: /*i18n*/ "dashboard-msg.2fa.setupCode",
  },
  [ADMIN_KEEPS_TWO_FACTOR]: { id: /*i18n*/ "dashboard-msg.2fa.adminKeeps" },
  // two-factor sign-in (routes/auth/two-factor.tsx, auth-flows.server.ts)
  "Enter the 6-digit code": { id: /*i18n*/ "dashboard-msg.2fa.code" },
  "Enter the 6-digit code from your authenticator app": {
    id: /*i18n*/ "dashboard-msg.2fa.codeApp",
  },
  "Enter your code": { id: /*i18n*/ "dashboard-msg.2fa.enterCode" },
  "Enter a backup code": { id: /*i18n*/ "dashboard-msg.2fa.backup" },
  "Enter one of your backup codes": { id: /*i18n*/ "dashboard-msg.2fa.backupOne" },
  "Too many attempts. Please wait a moment and try again.": {
    id: /*i18n*/ "dashboard-msg.2fa.tooMany",
  },
  "Your sign-in has expired. Please sign in again.": { id: /*i18n*/ "dashboard-msg.2fa.expired" },
  [TOTP_ALREADY_USED]: { id: /*i18n*/ "dashboard-msg.2fa.used" },
  "That code is not valid. Check your authenticator app and try again.": {
    id: /*i18n*/ "dashboard-msg.2fa.invalid",
  },
  "That backup code is not valid.": { id: /*i18n*/ "dashboard-msg.2fa.backupInvalid" },
};
