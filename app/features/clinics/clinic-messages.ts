import { numberLocaleOf } from "~/i18n/config";
import { fillText } from "~/i18n/fill-text";
import { type MessageId, useLocale, useText } from "~/i18n/text";
import { AMOUNT_MESSAGES, ambiguityOf, ambiguityValues } from "~/utils/amount-input";
import { INVALID_DATE_MESSAGE } from "~/utils/validation";
import { MAX_GALLERY_PHOTOS, MAX_INTERIOR_IMAGES } from "./editor-schema";
import { PACKAGE_IMAGES_MAX, TERMS_MESSAGES } from "./package-schema";

/**
 * The English messages the clinic dashboard's forms answer with (zod schemas of the package,
 * calendar, doctor and profile forms, the features' `Failure`s) and their catalogue ids
 * (`clinic-msg.*`), docs/decisions/049. The server answers through this table
 * (clinic-messages.server.ts, listed in KNOWN_MESSAGES); the same schemas run in the browser
 * before a form is sent, and `useClinicMessage` shows their messages from the page's texts.
 */
export type ClinicMessage = { id: MessageId; values?: Record<string, unknown> };

export const CLINIC_MESSAGES: Readonly<Record<string, ClinicMessage>> = {
  // shared
  "Please check the highlighted fields.": { id: /*i18n*/ "clinic-msg.check-fields" },
  "Unknown action.": { id: /*i18n*/ "clinic-msg.unknown-action" },
  "Unknown action": { id: /*i18n*/ "clinic-msg.unknown-action-short" },
  [INVALID_DATE_MESSAGE]: { id: /*i18n*/ "clinic-msg.date.invalid" },
  // amounts (app/utils/amount-input.ts)
  [AMOUNT_MESSAGES.negative]: { id: /*i18n*/ "clinic-msg.amount.negative" },
  [AMOUNT_MESSAGES.tooLarge]: { id: /*i18n*/ "clinic-msg.amount.too-large" },
  [AMOUNT_MESSAGES.required]: { id: /*i18n*/ "clinic-msg.amount.required" },
  [AMOUNT_MESSAGES.invalid]: { id: /*i18n*/ "clinic-msg.amount.invalid" },
  // images (app/services/media/media.server.ts)
  "Choose an image to upload.": { id: /*i18n*/ "clinic-msg.image.empty" },
  "Images can be at most 10 MB.": { id: /*i18n*/ "clinic-msg.image.too-large" },
  "This file is not a supported image. Upload a JPEG, PNG, WebP, GIF or AVIF photo.": {
    id: /*i18n*/ "clinic-msg.image.not-image",
  },
  "This image is too large in dimensions. Use an image of at most 40 megapixels.": {
    id: /*i18n*/ "clinic-msg.image.pixels",
  },
  // packages (package-schema.ts, package-form.server.ts, own-packages.server.ts)
  "Enter a price such as 4200, 4200.50 or 4200,50": { id: /*i18n*/ "clinic-msg.pkg.price.enter" },
  "Enter an amount such as 4200, 4200.50 or 4200,50": {
    id: /*i18n*/ "clinic-msg.pkg.original.enter",
  },
  "The price must be more than 0": { id: /*i18n*/ "clinic-msg.pkg.price.zero" },
  "Title must be at least 5 characters": { id: /*i18n*/ "clinic-msg.pkg.title.short" },
  "Title must be at most 120 characters": { id: /*i18n*/ "clinic-msg.pkg.title.long" },
  "Please choose a treatment": { id: /*i18n*/ "clinic-msg.pkg.treatment" },
  "Choose USD, EUR or GBP": { id: /*i18n*/ "clinic-msg.pkg.currency" },
  "Enter the shortest stay": { id: /*i18n*/ "clinic-msg.pkg.min-days" },
  "Enter the longest stay": { id: /*i18n*/ "clinic-msg.pkg.max-days" },
  "Enter a whole number of days": { id: /*i18n*/ "clinic-msg.pkg.days.whole" },
  "At least 1 day": { id: /*i18n*/ "clinic-msg.pkg.days.min" },
  "At most 90 days": { id: /*i18n*/ "clinic-msg.pkg.days.max" },
  "Describe the group size, e.g. Private (1-2 people)": { id: /*i18n*/ "clinic-msg.pkg.group" },
  "Use at most 60 characters": { id: /*i18n*/ "clinic-msg.pkg.group.long" },
  "Inclusions: use at most 6000 characters": { id: /*i18n*/ "clinic-msg.pkg.includes.long" },
  "Inclusions: keep each line under 200 characters": {
    id: /*i18n*/ "clinic-msg.pkg.includes.line",
  },
  "Inclusions: at most 30 lines": { id: /*i18n*/ "clinic-msg.pkg.includes.lines" },
  "Add at least 1 item, one per line": { id: /*i18n*/ "clinic-msg.pkg.includes.min" },
  "Exclusions: use at most 6000 characters": { id: /*i18n*/ "clinic-msg.pkg.excludes.long" },
  "Exclusions: keep each line under 200 characters": {
    id: /*i18n*/ "clinic-msg.pkg.excludes.line",
  },
  "Exclusions: at most 30 lines": { id: /*i18n*/ "clinic-msg.pkg.excludes.lines" },
  "Overview must be at least 40 characters": { id: /*i18n*/ "clinic-msg.pkg.overview.short" },
  [TERMS_MESSAGES.terms]: { id: /*i18n*/ "clinic-msg.pkg.terms" },
  [TERMS_MESSAGES.note]: { id: /*i18n*/ "clinic-msg.pkg.terms-note" },
  "Overview must be at most 5000 characters": { id: /*i18n*/ "clinic-msg.pkg.overview.long" },
  "The longest stay cannot be shorter than the shortest": {
    id: /*i18n*/ "clinic-msg.pkg.days.order",
  },
  "The original price must be higher than the price (or leave it empty)": {
    id: /*i18n*/ "clinic-msg.pkg.original.higher",
  },
  [`A package can have at most ${PACKAGE_IMAGES_MAX} photos. Remove some first.`]: {
    id: /*i18n*/ "clinic-msg.pkg.photos.max",
    values: { max: PACKAGE_IMAGES_MAX },
  },
  "The photos are too large together: send at most 8 of 10 MB each.": {
    id: /*i18n*/ "clinic-msg.pkg.photos.body",
  },
  "The form was too large to send.": { id: /*i18n*/ "clinic-msg.form.too-large" },
  "Package not found.": { id: /*i18n*/ "clinic-msg.pkg.not-found" },
  // calendar (package-schema.ts, availability.server.ts)
  "Choose at least one weekday": { id: /*i18n*/ "clinic-msg.cal.weekday" },
  "Enter a number of weeks": { id: /*i18n*/ "clinic-msg.cal.weeks" },
  "Enter a whole number of weeks": { id: /*i18n*/ "clinic-msg.cal.weeks.whole" },
  "At least 1 week": { id: /*i18n*/ "clinic-msg.cal.weeks.min" },
  "At most 52 weeks": { id: /*i18n*/ "clinic-msg.cal.weeks.max" },
  "Enter a capacity": { id: /*i18n*/ "clinic-msg.cal.capacity" },
  "Enter a whole number": { id: /*i18n*/ "clinic-msg.cal.whole" },
  "Capacity must be at least 1": { id: /*i18n*/ "clinic-msg.cal.capacity.min" },
  "Capacity must be at most 500": { id: /*i18n*/ "clinic-msg.cal.capacity.max" },
  "Capacity cannot be negative": { id: /*i18n*/ "clinic-msg.cal.capacity.negative" },
  "Choose a date": { id: /*i18n*/ "clinic-msg.cal.date" },
  "Choose a valid date": { id: /*i18n*/ "clinic-msg.cal.date.valid" },
  "Choose open or closed": { id: /*i18n*/ "clinic-msg.cal.status" },
  "An open day needs a capacity of at least 1": { id: /*i18n*/ "clinic-msg.cal.open-capacity" },
  "Past days cannot be changed.": { id: /*i18n*/ "clinic-msg.cal.past" },
  // team (editor-schema.ts DoctorSchema, editor.server.ts, team.tsx)
  "The doctor's name must be at least 2 characters": { id: /*i18n*/ "clinic-msg.doc.name.short" },
  "The doctor's name can be at most 120 characters": { id: /*i18n*/ "clinic-msg.doc.name.long" },
  "The title must be at least 2 characters": { id: /*i18n*/ "clinic-msg.title.short" },
  "The title can be at most 120 characters": { id: /*i18n*/ "clinic-msg.title.long" },
  "The specialty must be at least 2 characters": { id: /*i18n*/ "clinic-msg.specialty.short" },
  "The specialty can be at most 160 characters": { id: /*i18n*/ "clinic-msg.specialty.long" },
  "Too many languages": { id: /*i18n*/ "clinic-msg.languages.many" },
  "Add at most 12 languages": { id: /*i18n*/ "clinic-msg.languages.max", values: { max: 12 } },
  "Add at most 20 languages": { id: /*i18n*/ "clinic-msg.languages.max", values: { max: 20 } },
  "Each of the languages can be at most 40 characters": {
    id: /*i18n*/ "clinic-msg.languages.long",
  },
  "Enter a whole number of years between 0 and 70": { id: /*i18n*/ "clinic-msg.doc.years" },
  "The licence number can be at most 60 characters": { id: /*i18n*/ "clinic-msg.doc.licence" },
  "Links can be at most 300 characters": { id: /*i18n*/ "clinic-msg.link.long" },
  "Enter the registry page as a full web address starting with https://": {
    id: /*i18n*/ "clinic-msg.doc.registry",
  },
  "The photo can be at most 10 MB.": { id: /*i18n*/ "clinic-msg.doc.photo.large" },
  "Choose up or down.": { id: /*i18n*/ "clinic-msg.move" },
  "This doctor was not found in your clinic's team.": { id: /*i18n*/ "clinic-msg.doc.not-found" },
  // clinic profile (editor-schema.ts ClinicDetailsSchema, CaseSchema, editor.server.ts)
  "The clinic name must be at least 2 characters": { id: /*i18n*/ "clinic-msg.name.short" },
  "The clinic name can be at most 120 characters": { id: /*i18n*/ "clinic-msg.name.long" },
  "The address must be at least 5 characters": { id: /*i18n*/ "clinic-msg.address.short" },
  "The address can be at most 240 characters": { id: /*i18n*/ "clinic-msg.address.long" },
  "Choose a city": { id: /*i18n*/ "clinic-msg.city" },
  "The description can be at most 4000 characters": { id: /*i18n*/ "clinic-msg.bio.long" },
  "Enter a full web address starting with https://": { id: /*i18n*/ "clinic-msg.website" },
  "Enter a whole number of years": { id: /*i18n*/ "clinic-msg.years" },
  "Too many certifications": { id: /*i18n*/ "clinic-msg.certs.many" },
  "Add at most 20 certifications": { id: /*i18n*/ "clinic-msg.certs.max" },
  "Each of the certifications can be at most 120 characters": {
    id: /*i18n*/ "clinic-msg.certs.long",
  },
  "Enter an Instagram link, e.g. https://www.instagram.com/yourclinic": {
    id: /*i18n*/ "clinic-msg.instagram",
  },
  "Enter a Facebook link, e.g. https://www.facebook.com/yourclinic": {
    id: /*i18n*/ "clinic-msg.facebook",
  },
  "Enter a YouTube link, e.g. https://www.youtube.com/@yourclinic": {
    id: /*i18n*/ "clinic-msg.youtube",
  },
  "Enter the latitude as a number, e.g. 41.0082": { id: /*i18n*/ "clinic-msg.lat" },
  "Enter the longitude as a number, e.g. 28.9784": { id: /*i18n*/ "clinic-msg.lng" },
  "The latitude must be between -90 and 90": { id: /*i18n*/ "clinic-msg.lat.range" },
  "The longitude must be between -180 and 180": { id: /*i18n*/ "clinic-msg.lng.range" },
  "Enter both latitude and longitude, or neither": { id: /*i18n*/ "clinic-msg.latlng" },
  "The treatment must be at least 2 characters": { id: /*i18n*/ "clinic-msg.case.treatment.short" },
  "The treatment can be at most 80 characters": { id: /*i18n*/ "clinic-msg.case.treatment.long" },
  "The timeframe must be at least 2 characters": { id: /*i18n*/ "clinic-msg.case.time.short" },
  "The timeframe can be at most 60 characters": { id: /*i18n*/ "clinic-msg.case.time.long" },
  "The patient information must be at least 2 characters": {
    id: /*i18n*/ "clinic-msg.case.patient.short",
  },
  "The patient information can be at most 80 characters": {
    id: /*i18n*/ "clinic-msg.case.patient.long",
  },
  "The description must be at least 10 characters": { id: /*i18n*/ "clinic-msg.case.desc.short" },
  "The description can be at most 2000 characters": { id: /*i18n*/ "clinic-msg.case.desc.long" },
  [`The interior section holds at most ${MAX_INTERIOR_IMAGES} images.`]: {
    id: /*i18n*/ "clinic-msg.interior.max",
    values: { max: MAX_INTERIOR_IMAGES },
  },
  [`The gallery holds at most ${MAX_GALLERY_PHOTOS} photos.`]: {
    id: /*i18n*/ "clinic-msg.gallery.max",
    values: { max: MAX_GALLERY_PHOTOS },
  },
};

/** The values of the table's messages with parameters, for the loader's `accountPageI18n`. */
export const CLINIC_MESSAGE_VALUES: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.values(CLINIC_MESSAGES)
    .filter((m) => m.values)
    .map((m) => [m.id, m.values!]),
);

/**
 * A message the browser's own check (the form's zod schema) found, in the page's language: the
 * page sends the `clinic-msg.` texts; a message not in the table stays as it is.
 */
export function useClinicMessage(): (message: string) => string {
  const t = useText();
  const locale = useLocale();
  return (message) => {
    if (Object.hasOwn(CLINIC_MESSAGES, message)) return t(CLINIC_MESSAGES[message]!.id, message);
    // "1.250" is ambiguous: its message names what was typed, with numbers as the page writes them.
    const a = locale === "en" ? null : ambiguityOf(message);
    return a
      ? fillText(t("clinic-msg.amount.ambiguous"), ambiguityValues(a, numberLocaleOf(locale)))
      : message;
  };
}

/** Every error of a form through `msg` (`useClinicMessage`). */
export function messagesIn(
  errors: Record<string, string>,
  msg: (message: string) => string,
): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, msg(v)]));
}

/** `{name}` placeholders of a text the loader kept (`placeholders("name")`) filled in. */
export const put = fillText;
