import { i18nFor } from "~/i18n/catalog.server";
import type { Locale } from "~/i18n/config";
import { placeholders } from "~/i18n/fill";
import { type KnownMessages, messageIn } from "~/i18n/messages.server";
import { accountPageI18n } from "~/i18n/page.server";
import { DOCX_TOO_BIG, RECORD_TYPES, type RecordType } from "./file-check.server";
import { EVIDENCE_NOT_ALLOWED } from "./private-file.server";
import {
  ALLOWED_EXTENSIONS,
  MAX_DESCRIPTION_LENGTH,
  NOT_ALLOWED_MESSAGE,
  NO_FILE_MESSAGE,
  TOO_LARGE_MESSAGE,
  UPLOADED_TITLE,
  UPLOAD_FAILED_MESSAGE,
  UPLOAD_FAILED_TITLE,
} from "./record-rules";
import { MAX_RECORDS_PER_PATIENT } from "./records.server";

/**
 * Medical records in the person's language (decision 049): the patient's Records tab, the
 * clinic's "Shared with us" pages, and the records API's answers. Values only a component has (a
 * file or clinic name, a date, a percentage) stay placeholders the component fills in.
 */
export const RECORDS_TEXT_VALUES: Record<string, Record<string, unknown>> = {
  "records.full": { max: MAX_RECORDS_PER_PATIENT },
  "records.download-label": placeholders("name"),
  "records.since": placeholders("date"),
  "records.revoke-label": placeholders("file", "clinic"),
  "records.upload.percent": placeholders("percent"),
  "records.log.clinic-staff": placeholders("name"),
  "records.shared.title": placeholders("name"),
  "records.shared.messages-with": placeholders("name"),
  "records.shared.view-by": placeholders("name"),
  "records.shared.last": placeholders("date"),
  "records.shared.on": placeholders("date"),
  "records.shared.on-quote": placeholders("date"),
  "records-msg.description-long": { max: MAX_DESCRIPTION_LENGTH },
  "records-msg.limit": { max: MAX_RECORDS_PER_PATIENT },
  "records-msg.mismatch": placeholders("type", "ext"),
};

export function recordsPageI18n(request: Request) {
  return accountPageI18n(request, ["records.", "records-msg."], RECORDS_TEXT_VALUES);
}

/** "The file's content (PDF) does not match its .png extension.", for each pair it can name. */
const mismatches: KnownMessages = Object.fromEntries(
  (Object.keys(RECORD_TYPES) as RecordType[]).flatMap((type) =>
    ALLOWED_EXTENSIONS.map((ext) => {
      const label = RECORD_TYPES[type].label;
      return [
        `The file's content (${label}) does not match its .${ext} extension.`,
        { id: /*i18n*/ "records-msg.mismatch", values: { type: label, ext } },
      ];
    }),
  ),
);

/** Each English message the records pages and the records API can answer with. */
export const RECORDS_MESSAGES: KnownMessages = {
  [TOO_LARGE_MESSAGE]: { id: /*i18n*/ "records-msg.too-large" },
  [NOT_ALLOWED_MESSAGE]: { id: /*i18n*/ "records-msg.not-allowed" },
  [EVIDENCE_NOT_ALLOWED]: { id: /*i18n*/ "records-msg.evidence-not-allowed" },
  [NO_FILE_MESSAGE]: { id: /*i18n*/ "records-msg.no-file" },
  [UPLOAD_FAILED_TITLE]: { id: /*i18n*/ "records-msg.upload-failed-title" },
  [UPLOAD_FAILED_MESSAGE]: { id: /*i18n*/ "records-msg.upload-failed" },
  [UPLOADED_TITLE]: { id: /*i18n*/ "records-msg.uploaded" },
  [`You can keep up to ${MAX_RECORDS_PER_PATIENT} records. Delete one to upload another.`]: {
    id: /*i18n*/ "records-msg.limit",
    values: { max: MAX_RECORDS_PER_PATIENT },
  },
  "The upload was interrupted or could not be read. Please try again.": {
    id: /*i18n*/ "records-msg.interrupted",
  },
  "The description contains a NUL character.": { id: /*i18n*/ "records-msg.description-nul" },
  [`Description must be at most ${MAX_DESCRIPTION_LENGTH} characters.`]: {
    id: /*i18n*/ "records-msg.description-long",
    values: { max: MAX_DESCRIPTION_LENGTH },
  },
  "The file is empty.": { id: /*i18n*/ "records-msg.empty" },
  "This .docx file is damaged or not a Word document.": { id: /*i18n*/ "records-msg.docx-damaged" },
  "This .docx file is not a Word document.": { id: /*i18n*/ "records-msg.docx-not-word" },
  "This file is not a Word document.": { id: /*i18n*/ "records-msg.not-word" },
  [DOCX_TOO_BIG]: { id: /*i18n*/ "records-msg.docx-too-big" },
  ...mismatches,
  "Medical record not found": { id: /*i18n*/ "records-msg.not-found" },
  "Clinic not found": { id: /*i18n*/ "records-msg.clinic-not-found" },
  "Choose a clinic to share this record with.": { id: /*i18n*/ "records-msg.choose-clinic" },
  "Please confirm your consent to share this record.": { id: /*i18n*/ "records-msg.consent" },
  "This record is not shared with that clinic.": { id: /*i18n*/ "records-msg.not-shared" },
  "Record not shared": { id: /*i18n*/ "records-msg.share-failed" },
  "The form was too large": { id: /*i18n*/ "records-msg.form-too-large" },
  "Only patients keep medical records.": { id: /*i18n*/ "records-msg.patients-only" },
  "Only patients can upload medical records.": { id: /*i18n*/ "records-msg.patients-upload" },
};

/** One of the records' English messages in `locale` (an unknown one as it is). */
export function recordsMessageIn(locale: Locale, message: string): string {
  return locale === "en" ? message : messageIn(i18nFor(locale), message, [RECORDS_MESSAGES]);
}
