import { deleteAccount } from "~/features/accounts/account-settings.server";
import { PasswordOnlySchema } from "~/features/accounts/auth-schema";
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
  done: (session) =>
    redirectWithSession("/", session, {
      type: "success",
      title: "Account deleted",
      description: "Your account and its data have been removed.",
    }),
});
