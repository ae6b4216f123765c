import { data } from "react-router";
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateBackupCodes,
  startTwoFactor,
} from "~/features/accounts/account-settings.server";
import { PasswordOnlySchema, TotpCodeSchema } from "~/features/accounts/auth-schema";
import { type Result, failure, fieldFailure } from "~/utils/result";
import { formI18n, intent, redirectWithSession, signedIn, toastOf } from "./intent.server";

/** Two-factor authentication: set up (password, then a code), turn off, new backup codes. */

/** A wrong password is shown at the password field. */
const atPassword = <T>(r: Result<T>): Result<T> =>
  r.ok ? r : fieldFailure("password", r.message, r.status);

export const twoFactorIntents = {
  "2fa-start": intent({
    guard: signedIn,
    schema: PasswordOnlySchema,
    invalid: (errors) => failure(400, "Enter your password", errors),
    run: async (input, { request, user }) =>
      atPassword(await startTwoFactor(request, user, input.password)),
    done: (setup, _input, { intent: name }) => data({ intent: name, twoFactorSetup: setup }),
  }),
  "2fa-confirm": intent({
    guard: signedIn,
    schema: TotpCodeSchema,
    input: (form) => ({ code: form.get("code") ?? "" }),
    invalid: (errors) => failure(400, "Enter the 6-digit code from your authenticator app", errors),
    run: (input, { request, user }) => confirmTwoFactor(request, user, input.code),
    done: async (session, _input, { request }) => {
      const i18n = await formI18n(request);
      return redirectWithSession("/dashboard/profile", session, {
        type: "success",
        title: i18n._("dashboard-msg.2fa.on.title"),
        description: i18n._("dashboard-msg.2fa.on.text"),
      });
    },
  }),
  "2fa-disable": intent({
    guard: signedIn,
    schema: PasswordOnlySchema,
    invalid: () => failure(400, "Enter your password"),
    run: (input, { request, user }) => disableTwoFactor(request, user, input.password),
    done: async (session, _input, { request }) => {
      const i18n = await formI18n(request);
      return redirectWithSession("/dashboard/profile", session, {
        type: "success",
        title: i18n._("dashboard-msg.2fa.off.title"),
      });
    },
  }),
  "backup-codes": intent({
    guard: signedIn,
    schema: PasswordOnlySchema,
    invalid: () => failure(400, "Enter your password"),
    run: (input, { request, user }) => regenerateBackupCodes(request, user, input.password),
    done: async (backupCodes, _input, { intent: name, request }) => {
      const i18n = await formI18n(request);
      return data({
        intent: name,
        backupCodes,
        toast: toastOf(
          "success",
          i18n._("dashboard-msg.2fa.codes.title"),
          i18n._("dashboard-msg.2fa.codes.text"),
        ),
      });
    },
  }),
};
