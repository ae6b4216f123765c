import { i18nFor } from "~/i18n/catalog.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/config";
import { type KnownMessages, messageIn } from "~/i18n/messages.server";
import { LIMITS, MESSAGES } from "./inquiry-limits";

/**
 * The public forms' answers (contact, partner, the contact dialog, newsletter, app and search
 * alerts) in the page's language (decision 049): each English text the schemas
 * (inquiry-schemas.ts) and the pipelines write, and its catalogue id.
 */

const long = (label: string, max: number) =>
  `${label} must be ${max.toLocaleString("en-US")} characters or fewer`;

export const INQUIRY_MESSAGES: KnownMessages = {
  [MESSAGES.required]: { id: /*i18n*/ "inquiry-msg.required" },
  [MESSAGES.invalid]: { id: /*i18n*/ "inquiry-msg.invalid" },
  [MESSAGES.tooMany]: { id: /*i18n*/ "inquiry-msg.too-many" },
  [MESSAGES.email]: { id: /*i18n*/ "inquiry-msg.email" },
  [MESSAGES.emailRequired]: { id: /*i18n*/ "inquiry-msg.email-required" },
  "Please enter your full name": { id: /*i18n*/ "inquiry-msg.full-name" },
  "Please enter your name": { id: /*i18n*/ "inquiry-msg.name" },
  "Please choose a subject": { id: /*i18n*/ "inquiry-msg.subject" },
  "Please write your message": { id: /*i18n*/ "inquiry-msg.message" },
  "Please choose a country from the list": { id: /*i18n*/ "inquiry-msg.country-list" },
  "Please enter your clinic's name": { id: /*i18n*/ "inquiry-msg.clinic-name" },
  "Please enter a contact person": { id: /*i18n*/ "inquiry-msg.contact-name" },
  "Please choose your country": { id: /*i18n*/ "inquiry-msg.country" },
  "Please enter your city": { id: /*i18n*/ "inquiry-msg.city" },
  "Please enter a valid website address, e.g. https://yourclinic.com": {
    id: /*i18n*/ "inquiry-msg.website",
  },
  "Please choose treatments from the list": { id: /*i18n*/ "inquiry-msg.treatments-list" },
  "Please select at least one treatment": { id: /*i18n*/ "inquiry-msg.treatments" },
  "Please tick the box to agree to receive emails": { id: /*i18n*/ "inquiry-msg.consent" },
  "Please enter a valid phone number (digits, spaces, + and - only)": {
    id: /*i18n*/ "inquiry-msg.phone-chars",
  },
  "Please enter a valid phone number": { id: /*i18n*/ "inquiry-msg.phone" },
  "Please enter a valid whatsapp number (digits, spaces, + and - only)": {
    id: /*i18n*/ "inquiry-msg.whatsapp-chars",
  },
  "Please enter a valid whatsapp number": { id: /*i18n*/ "inquiry-msg.whatsapp" },
  "This form is too large to send. Please shorten your message.": {
    id: /*i18n*/ "inquiry-msg.too-large",
  },
  "We couldn't read this form. Please try again.": { id: /*i18n*/ "inquiry-msg.unreadable" },
  [long("Full name", LIMITS.name)]: {
    id: /*i18n*/ "inquiry-msg.long.full-name",
    values: { max: LIMITS.name },
  },
  [long("Name", LIMITS.name)]: {
    id: /*i18n*/ "inquiry-msg.long.name",
    values: { max: LIMITS.name },
  },
  [long("Email", LIMITS.email)]: {
    id: /*i18n*/ "inquiry-msg.long.email",
    values: { max: LIMITS.email },
  },
  [long("Phone number", LIMITS.phone)]: {
    id: /*i18n*/ "inquiry-msg.long.phone",
    values: { max: LIMITS.phone },
  },
  [long("WhatsApp number", LIMITS.phone)]: {
    id: /*i18n*/ "inquiry-msg.long.whatsapp",
    values: { max: LIMITS.phone },
  },
  [long("Message", LIMITS.message)]: {
    id: /*i18n*/ "inquiry-msg.long.message",
    values: { max: LIMITS.message },
  },
  [long("Clinic name", LIMITS.clinicName)]: {
    id: /*i18n*/ "inquiry-msg.long.clinic-name",
    values: { max: LIMITS.clinicName },
  },
  [long("Contact name", LIMITS.name)]: {
    id: /*i18n*/ "inquiry-msg.long.contact-name",
    values: { max: LIMITS.name },
  },
  [long("City", LIMITS.city)]: {
    id: /*i18n*/ "inquiry-msg.long.city",
    values: { max: LIMITS.city },
  },
  [long("Website", LIMITS.url)]: {
    id: /*i18n*/ "inquiry-msg.long.website",
    values: { max: LIMITS.url },
  },
  [long("Experience", LIMITS.longText)]: {
    id: /*i18n*/ "inquiry-msg.long.experience",
    values: { max: LIMITS.longText },
  },
  [long("Languages", LIMITS.shortText)]: {
    id: /*i18n*/ "inquiry-msg.long.languages",
    values: { max: LIMITS.shortText },
  },
  [long("Accreditation", LIMITS.shortText * 2)]: {
    id: /*i18n*/ "inquiry-msg.long.accreditation",
    values: { max: LIMITS.shortText * 2 },
  },
  [long("Treatment of interest", LIMITS.treatment)]: {
    id: /*i18n*/ "inquiry-msg.long.treatment",
    values: { max: LIMITS.treatment },
  },
};

/**
 * The table in a page's language, English text → translated text, for the forms that check
 * their fields in the browser first (the same schema, so the same English messages): the page's
 * loader sends it as `formMessages` and the form shows `formMessages[message] ?? message`.
 * English pages get an empty map (their messages are already right).
 */
export function formMessagesFor(
  locale: Locale,
  tables: readonly KnownMessages[] = [INQUIRY_MESSAGES],
): Record<string, string> {
  if (locale === DEFAULT_LOCALE) return {};
  const i18n = i18nFor(locale);
  const out: Record<string, string> = {};
  for (const table of tables)
    for (const english of Object.keys(table)) out[english] = messageIn(i18n, english, tables);
  return out;
}
