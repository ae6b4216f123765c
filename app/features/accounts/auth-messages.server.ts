import type { I18n } from "@lingui/core";
import { i18nFor } from "~/i18n/catalog.server";
import { placeholders } from "~/i18n/fill";
import { type KnownMessages, failureIn, messageIn } from "~/i18n/messages.server";
import { localizePath, splitLocale } from "~/i18n/paths";
import { CHECK_FIELDS } from "~/utils/action.server";
import {
  ACCOUNT_DISABLED_MESSAGE,
  GENERIC_AUTH_ERROR,
  TOO_MANY_SIGN_INS,
} from "~/utils/auth.server";
import type { Failure } from "~/utils/result";
import {
  DISPLAY_NAME_MAX,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_MIN_LENGTH,
  nameTooLong,
  passwordTooShort,
} from "./auth-limits";
import { PASSWORD_MAX } from "./password-policy.server";

/**
 * The sign-in and password pages' answers in the page's language (/de/auth: German). The
 * schemas, the password policy and better-auth speak English (the spec's words, shared with the
 * dashboard's forms); the actions translate what they send back here, from the server's
 * catalogues (`auth-msg.*`). A message not listed stays as it is (English).
 */

/** The language of the page a form was posted to: its prefix (/de/auth), else English. */
export function authLocale(request: Request) {
  return splitLocale(new URL(request.url).pathname).locale;
}

/** The server's catalogue for the page a form was posted to. */
export function authI18n(request: Request): I18n {
  return i18nFor(authLocale(request));
}

/** A path of ours in the language of the page a form was posted to (`/auth` → `/de/auth`). */
export function authPath(request: Request, path: string): string {
  return localizePath(path, authLocale(request));
}

/** Each English message the auth pages can answer with, and its catalogue id. */
export const AUTH_MESSAGES: KnownMessages = {
  // zod (auth-schema.ts), the action pipeline and the routes' own `invalid`
  "Enter your email address": { id: /*i18n*/ "auth-msg.email.required" },
  "Enter a valid email address": { id: /*i18n*/ "auth-msg.email.invalid" },
  "Please enter a password": { id: /*i18n*/ "auth-msg.password.required" },
  "Please enter your password": { id: /*i18n*/ "auth-msg.password.yours" },
  "Please confirm your password": { id: /*i18n*/ "auth-msg.password.confirm" },
  [PASSWORDS_DO_NOT_MATCH]: { id: /*i18n*/ "auth-msg.password.mismatch" },
  "Please enter your name": { id: /*i18n*/ "auth-msg.name.required" },
  [nameTooLong()]: { id: /*i18n*/ "auth-msg.name.long", values: { max: DISPLAY_NAME_MAX } },
  [CHECK_FIELDS]: { id: /*i18n*/ "auth-msg.check-fields" },
  "Please check the form": { id: /*i18n*/ "auth-msg.check-form" },
  "Please enter your email and password": { id: /*i18n*/ "auth-msg.signin.missing" },
  "Unknown action": { id: /*i18n*/ "auth-msg.unknown-action" },
  // the password policy (password-policy.server.ts)
  [passwordTooShort()]: {
    id: /*i18n*/ "auth-msg.password.short",
    values: { min: PASSWORD_MIN_LENGTH },
  },
  [`Password must be at most ${PASSWORD_MAX} characters.`]: {
    id: /*i18n*/ "auth-msg.password.long",
    values: { max: PASSWORD_MAX },
  },
  "This password is too common. Please choose one that is harder to guess.": {
    id: /*i18n*/ "auth-msg.password.common",
  },
  "Password must not be your email address.": { id: /*i18n*/ "auth-msg.password.email" },
  // the account flows (auth-flows.server.ts) and better-auth's own errors
  "Invalid email or password": { id: /*i18n*/ "auth-msg.signin.invalid" },
  "Please verify your email address before signing in.": {
    id: /*i18n*/ "auth-msg.signin.unverified",
  },
  [ACCOUNT_DISABLED_MESSAGE]: { id: /*i18n*/ "auth-msg.signin.disabled" },
  [TOO_MANY_SIGN_INS]: { id: /*i18n*/ "auth-msg.too-many.signin" },
  "Too many sign-up attempts. Please wait a few minutes and try again.": {
    id: /*i18n*/ "auth-msg.too-many.signup",
  },
  "Too many emails requested. Please wait a few minutes and try again.": {
    id: /*i18n*/ "auth-msg.too-many.mail",
  },
  [GENERIC_AUTH_ERROR]: { id: /*i18n*/ "auth-msg.generic" },
  "This reset link is invalid.": { id: /*i18n*/ "auth-msg.reset.invalid" },
  "This reset link is invalid or has expired. Please request a new one.": {
    id: /*i18n*/ "auth-msg.reset.expired",
  },
};

/** A message in the page's language (an unknown one as it is). */
export function authMessage(i18n: I18n, message: string): string {
  return messageIn(i18n, message, [AUTH_MESSAGES]);
}

/** A failure with its message and field errors in the page's language. */
export function localizedFailure(i18n: I18n, f: Failure): Failure {
  return failureIn(i18n, f, [AUTH_MESSAGES]);
}

/**
 * The values of the auth pages' texts (`pageI18n(params, ["auth."], AUTH_TEXT_VALUES)`):
 * numbers, and placeholders where the page puts an element (`fill` in app/i18n/fill.tsx) or a
 * value only the browser has (the address just typed).
 */
export const AUTH_TEXT_VALUES: Record<string, Record<string, unknown>> = {
  "auth.error.passwordTooShort": { min: PASSWORD_MIN_LENGTH },
  "auth.favorite.named": placeholders("name"),
  "auth.verify.text": placeholders("email"),
  "auth.forgot.sent.text": placeholders("email"),
  "auth.signup.clinic": placeholders("link"),
  "auth.signup.terms": placeholders("terms", "privacy"),
};
