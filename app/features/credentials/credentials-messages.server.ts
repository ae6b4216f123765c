import type { KnownMessages } from "~/i18n/messages.server";
import {
  EVIDENCE_KEPT,
  EVIDENCE_NOT_FOUND,
  EVIDENCE_TOO_LARGE,
  EVIDENCE_TOO_MANY,
  MAX_EVIDENCE_FILES,
} from "./evidence-rules";

/**
 * The credentials' English failures → catalogue ids, for KNOWN_MESSAGES (decision 049): the
 * form pipeline answers them in the language of the page. The content check's own refusals
 * (wrong type, empty, too large, content and extension disagree) are the records vault's.
 */
export const CREDENTIAL_MESSAGES: KnownMessages = {
  [EVIDENCE_TOO_MANY]: {
    id: /*i18n*/ "credentials-msg.too-many",
    values: { max: MAX_EVIDENCE_FILES },
  },
  [EVIDENCE_TOO_LARGE]: { id: /*i18n*/ "credentials-msg.too-large" },
  [EVIDENCE_NOT_FOUND]: { id: /*i18n*/ "credentials-msg.not-found" },
  [EVIDENCE_KEPT]: { id: /*i18n*/ "credentials-msg.kept" },
  "This licence or accreditation was not found in your clinic.": {
    id: /*i18n*/ "credentials-msg.credential-not-found",
  },
};
