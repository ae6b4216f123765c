import { type ResultToast } from "~/components/forms/result-toast";

/** Sign in or sign up: which form the auth page shows. */
export type AuthMode = "signin" | "signup";

/** What /auth's action answers when it does not redirect. */
export type AuthActionResult = {
  intent: "signin" | "signup" | "resend";
  fieldErrors?: Record<string, string>;
  formError?: string;
  values?: { name?: string; email?: string };
  /** Show the 'check your email' panel for this address. */
  verify?: string;
  toast?: ResultToast;
};
