import { deleteAccount } from "~/features/accounts/account-settings.server";
import { PasswordOnlySchema } from "~/features/accounts/auth-schema";
import { i18nFor } from "~/i18n/catalog.server";
import { localeFromCookie } from "~/i18n/negotiate.server";
import { failure, fieldFailure } from "~/utils/result";
import { intent, redirectWithSession, signedIn } from "./intent.server";

/** The account's data: deleting the account (the export is a resource route). */

const CONFIRM = "Enter your password and tick the box to confirm.";

export const deleteAccountIntent = intent({
  guard: signedIn,
  schema: PasswordOnlySchema,
  invalid: (errors) => failure(400, CONFIRM, errors),
  run: async (input, { request, user, form }) => {
    if (form.get("confirm") !== "on") return failure(400, CONFIRM, {});
    const r = await deleteAccount(request, user, input.password);
    return r.ok ? r : fieldFailure("password", r.message, r.status);
  },
  done: (session, _input, { request, user }) => {
    // The account is gone: its language is the one it had (the toast shows on the home page).
    const i18n = i18nFor(user.locale ?? localeFromCookie(request) ?? "en");
    return redirectWithSession("/", session, {
      type: "success",
      title: i18n._("dashboard-msg.deleted.title"),
      description: i18n._("dashboard-msg.deleted.text"),
    });
  },
});
