import type { ProfileFormValues } from "~/features/accounts/profile-schema";

/** What was typed in the profile form, kept to fill it again after an error. */
export function profileValues(form: FormData): ProfileFormValues {
  const str = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : "";
  };
  return {
    fullName: str("fullName"),
    phone: str("phone"),
    nationality: str("nationality"),
    medicalInterest: str("medicalInterest"),
    languagesSpoken: str("languagesSpoken"),
  };
}
