import { i18nFor } from "~/i18n/catalog.server";
import { type KnownMessages, messageIn } from "~/i18n/messages.server";
import { accountPageI18n, formLocale } from "~/i18n/page.server";
import { CLINIC_MESSAGES, CLINIC_MESSAGE_VALUES } from "./clinic-messages";
import { MAX_FILES_PER_UPLOAD, MAX_GALLERY_PHOTOS, MAX_INTERIOR_IMAGES } from "./editor-schema";

/** Toasts and failures only the server writes (the profile editor's), English → id. */
const SERVER_MESSAGES: KnownMessages = {
  "Profile saved: pending review": { id: /*i18n*/ "clinic-msg.toast.saved-review" },
  "You changed the name, address or certifications, so the CareAtlas team will check them before the Verified badge returns.":
    { id: /*i18n*/ "clinic-msg.toast.saved-review-text" },
  "Profile saved": { id: /*i18n*/ "clinic-msg.toast.saved" },
  "Your public clinic page shows the changes now.": { id: /*i18n*/ "clinic-msg.toast.saved-text" },
  "Image added": { id: /*i18n*/ "clinic-msg.toast.images-added", values: { count: 1 } },
  ...Object.fromEntries(
    Array.from({ length: MAX_FILES_PER_UPLOAD - 1 }, (_, i) => [
      `${i + 2} images added`,
      { id: /*i18n*/ "clinic-msg.toast.images-added", values: { count: i + 2 } },
    ]),
  ),
  "Order saved": { id: /*i18n*/ "clinic-msg.toast.order" },
  "Image deleted": { id: /*i18n*/ "clinic-msg.toast.image-deleted" },
  "Set as interior image": { id: /*i18n*/ "clinic-msg.toast.to-interior" },
  "Moved to the gallery": { id: /*i18n*/ "clinic-msg.toast.to-gallery" },
  "Case added": { id: /*i18n*/ "clinic-msg.toast.case-added" },
  "It shows in the results section of your clinic page.": {
    id: /*i18n*/ "clinic-msg.toast.case-added-text",
  },
  "Case saved": { id: /*i18n*/ "clinic-msg.toast.case-saved" },
  "Case deleted": { id: /*i18n*/ "clinic-msg.toast.case-deleted" },
  "Not saved": { id: /*i18n*/ "clinic-msg.toast.not-saved" },
  "The upload is too large. Send at most 6 images of up to 10 MB each at a time.": {
    id: /*i18n*/ "clinic-msg.upload.too-large",
  },
  "Choose where to add the images.": { id: /*i18n*/ "clinic-msg.upload.list" },
  "Choose at least one image to upload.": { id: /*i18n*/ "clinic-msg.upload.none" },
  [`Upload at most ${MAX_FILES_PER_UPLOAD} images at a time.`]: {
    id: /*i18n*/ "clinic-msg.upload.max",
    values: { max: MAX_FILES_PER_UPLOAD },
  },
  [`You can show at most ${MAX_GALLERY_PHOTOS} gallery photos. Delete some first.`]: {
    id: /*i18n*/ "clinic-msg.upload.gallery-full",
    values: { max: MAX_GALLERY_PHOTOS },
  },
  [`You can show at most ${MAX_INTERIOR_IMAGES} interior images. Delete some first.`]: {
    id: /*i18n*/ "clinic-msg.upload.interior-full",
    values: { max: MAX_INTERIOR_IMAGES },
  },
  "Add the before image": { id: /*i18n*/ "clinic-msg.case.before" },
  "Add the after image": { id: /*i18n*/ "clinic-msg.case.after" },
  "This clinic was not found in your clinic's profile.": {
    id: /*i18n*/ "clinic-msg.not-found.clinic",
  },
  "This case was not found in your clinic's profile.": { id: /*i18n*/ "clinic-msg.not-found.case" },
  "This image was not found in your clinic's profile.": {
    id: /*i18n*/ "clinic-msg.not-found.image",
  },
};

/** The clinic dashboard's form messages (English → `clinic-msg.*`), for KNOWN_MESSAGES. */
export const CLINIC_FORM_MESSAGES: KnownMessages = { ...CLINIC_MESSAGES, ...SERVER_MESSAGES };

/** A toast or message the server writes in English, in the language of the page it answers. */
export async function clinicMessageIn(request: Request, message: string): Promise<string> {
  const locale = await formLocale(request);
  return locale === "en" ? message : messageIn(i18nFor(locale), message, [CLINIC_FORM_MESSAGES]);
}

/**
 * A clinic dashboard tab's language and texts (decision 049): the person's language, the
 * shared `clinic-dash.common.` texts, the tab's own namespaces and the form messages the
 * browser's checks show (`clinic-msg.`).
 */
export function clinicTabI18n(
  request: Request,
  namespaces: readonly string[],
  values?: Record<string, Record<string, unknown>>,
) {
  return accountPageI18n(request, ["clinic-dash.common.", ...namespaces, "clinic-msg."], {
    ...CLINIC_MESSAGE_VALUES,
    ...values,
  });
}

/** The language of the page a clinic's form was sent from, for its toasts. */
export async function clinicActionI18n(request: Request) {
  return i18nFor(await formLocale(request));
}
