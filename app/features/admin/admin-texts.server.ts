import { placeholders } from "~/i18n/fill";
import type { KnownMessages } from "~/i18n/messages.server";
import { accountPageI18n } from "~/i18n/page.server";
import { RATE_BOUNDS, RATE_CURRENCIES } from "./admin-schema";

/**
 * The admin area in the administrator's language (decision 049): the layout's loader sends
 * every `admin.` text (the pages and their components look them up with `useText`), with the
 * values only a component has (a name, an e-mail, a date) kept as placeholders it fills in.
 */
export const ADMIN_TEXT_VALUES: Record<string, Record<string, unknown>> = {
  "admin.shell.signed-in": placeholders("email"),
  "admin.application.received": placeholders("date"),
  "admin.application.approve-label": placeholders("name"),
  "admin.application.city-matched": placeholders("city"),
  "admin.application.reject-label": placeholders("name"),
  "admin.application.reject-question": placeholders("name"),
  "admin.audit.entry-label": placeholders("action", "email"),
  "admin.audit.by": placeholders("email", "target"),
  "admin.clinic.verified-on": placeholders("date"),
  "admin.expiring.expired": placeholders("date"),
  "admin.expiring.expires": placeholders("date"),
  "admin.clinic.unverify-label": placeholders("name"),
  "admin.clinic.unverify-question": placeholders("name"),
  "admin.clinic.verify-label": placeholders("name"),
  "admin.inbox.item.received": placeholders("date"),
  "admin.inbox.item.handled": placeholders("date"),
  "admin.review.on": placeholders("author", "clinic"),
  "admin.review.publish-label": placeholders("name"),
  "admin.review.restore-label": placeholders("name"),
  "admin.review.restore-reply-label": placeholders("name"),
  "admin.rates.per-usd": placeholders("code"),
  "admin.rates.last-changed": placeholders("date"),
  "admin.rates.now": placeholders("rate", "min", "max"),
  "admin.user.joined": placeholders("date"),
  "admin.user.disabled-on": placeholders("date"),
  "admin.user.role-label": placeholders("email"),
  "admin.user.role-question": placeholders("email"),
  "admin.user.end-question": placeholders("email"),
  "admin.user.end-label": placeholders("email"),
  "admin.user.enable-label": placeholders("email"),
  "admin.user.disable-question": placeholders("email"),
  "admin.user.disable-label": placeholders("email"),
  "admin.verification.form": placeholders("name"),
};

/** The admin layout's language and texts. */
export function adminPageI18n(request: Request) {
  return accountPageI18n(request, ["admin."], ADMIN_TEXT_VALUES);
}

const rateMessages: KnownMessages = Object.fromEntries(
  RATE_CURRENCIES.flatMap((code) => {
    const { min, max } = RATE_BOUNDS[code];
    return [
      [
        `Please enter the ${code} rate as a number, e.g. 0.85.`,
        { id: /*i18n*/ "admin-msg.rate.number", values: { code } },
      ],
      [
        `The ${code} rate must be greater than 0.`,
        { id: /*i18n*/ "admin-msg.rate.positive", values: { code } },
      ],
      [
        `The ${code} rate must be between ${min} and ${max} ${code} per 1 USD. Check for a typo.`,
        { id: /*i18n*/ "admin-msg.rate.bounds", values: { code, min, max } },
      ],
    ];
  }),
);

/** Each English message the admin forms can answer with (admin-schema.ts, the domain functions). */
export const ADMIN_MESSAGES: KnownMessages = {
  "Unknown record.": { id: /*i18n*/ "admin-msg.unknown-record" },
  "Please give a reason for the rejection; the applicant receives it by email (at least 5 characters).":
    { id: /*i18n*/ "admin-msg.reason.application" },
  "Please give a reason for the rejection (at least 5 characters).": {
    id: /*i18n*/ "admin-msg.reason.reject",
  },
  "Please give a reason for hiding the review (at least 5 characters).": {
    id: /*i18n*/ "admin-msg.reason.hide",
  },
  "Please give a reason for hiding the reply (at least 5 characters).": {
    id: /*i18n*/ "admin-msg.reason.hide-reply",
  },
  "Please keep the reason under 1,000 characters.": { id: /*i18n*/ "admin-msg.reason.max-1000" },
  "Please keep the reason under 500 characters.": { id: /*i18n*/ "admin-msg.reason.max-500" },
  "Please choose the clinic's city.": { id: /*i18n*/ "admin-msg.city.choose" },
  "We could not match the application's city to one of ours. Please choose the city.": {
    id: /*i18n*/ "admin-msg.city.unmatched",
  },
  "Please add a note on what was checked.": { id: /*i18n*/ "admin-msg.note.verify" },
  "Please add a note on why the clinic is unverified.": { id: /*i18n*/ "admin-msg.note.unverify" },
  "Please keep the note under 1,000 characters.": { id: /*i18n*/ "admin-msg.note.max" },
  "Please enter the verification date.": { id: /*i18n*/ "admin-msg.date.required" },
  "Please enter a valid date.": { id: /*i18n*/ "admin-msg.date.invalid" },
  "The verification date cannot be in the future.": { id: /*i18n*/ "admin-msg.date.future" },
  "Please choose a role.": { id: /*i18n*/ "admin-msg.role.choose" },
  "Please choose a clinic.": { id: /*i18n*/ "admin-msg.clinic.choose" },
  "A clinic user needs a clinic.": { id: /*i18n*/ "admin-msg.clinic.needed" },
  "This application no longer exists.": { id: /*i18n*/ "admin-msg.gone.application" },
  "This application was already approved.": { id: /*i18n*/ "admin-msg.already.approved" },
  "This application was already rejected.": { id: /*i18n*/ "admin-msg.already.rejected" },
  "This clinic no longer exists.": { id: /*i18n*/ "admin-msg.gone.clinic" },
  "This item no longer exists.": { id: /*i18n*/ "admin-msg.gone.item" },
  "Review not found.": { id: /*i18n*/ "admin-msg.gone.review" },
  "This user no longer exists.": { id: /*i18n*/ "admin-msg.gone.user" },
  "You cannot demote your own account.": { id: /*i18n*/ "admin-msg.self.demote" },
  "You cannot disable your own account.": { id: /*i18n*/ "admin-msg.self.disable" },
  "Unknown action.": { id: /*i18n*/ "admin-msg.unknown-action" },
  ...rateMessages,
};
