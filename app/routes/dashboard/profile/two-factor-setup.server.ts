import { twoFactorSetupOf } from "~/features/accounts/account-settings.server";

/** The setup details travel back with the confirm form so a wrong code can be retried. */
export function twoFactorSetupFromForm(form: FormData) {
  const totpURI = String(form.get("totpURI") ?? "");
  const codes = String(form.get("backupCodes") ?? "")
    .split(",")
    .filter(Boolean)
    .slice(0, 20);
  return totpURI.startsWith("otpauth://") ? twoFactorSetupOf(totpURI, codes) : undefined;
}
