/**
 * What deleting an account does, in the words shown before deletion (profile > Your data) and
 * repeated in the confirmation email. Keep in step with account-deletion.server.ts.
 */
export const DELETION_SUMMARY = {
  erased:
    "Erased: your account, profile, photo, sign-in methods and sessions, favourites, notifications (yours, and the clinics' notifications about you), quote requests and quotes, your conversations with clinics and their messages (also for the clinics), your medical records and every stored copy of their files, newsletter, search-alert and app sign-ups, and contact-form messages you sent us with this email address.",
  anonymised:
    "Anonymised: your bookings and deposit payments stay with the clinic for its legal bookkeeping, with your name, your account and any cancellation reason you wrote removed (shown as “Deleted patient”; the treatment, dates, amounts and the card’s brand and last 4 digits are kept). Your reviews stay published as “Former patient”.",
  kept: "Kept: the history of your consents to share records and the log of who opened them, as proof that your records were only shared with your consent. They hold no name, email or file, only an internal number that no longer leads to you.",
  email: "We send a last email to your address to confirm the deletion.",
} as const;
