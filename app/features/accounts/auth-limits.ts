/**
 * The auth forms' limits and messages, without zod: the forms import these in the browser, and
 * the schemas (auth-schema.ts) stay on the server (docs/decisions/043).
 */

export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
/** Shortest password accepted (the server's policy, password-policy.server.ts, uses it too). */
export const PASSWORD_MIN_LENGTH = 8;
export const passwordTooShort = () =>
  `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;

/** Longest display name (sign-up, profile, and better-auth's own user updates: decision 028). */
export const DISPLAY_NAME_MAX = 120;
export const nameTooLong = () => `Use at most ${DISPLAY_NAME_MAX} characters`;
