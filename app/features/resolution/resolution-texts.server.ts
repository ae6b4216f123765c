import type { KnownMessages } from "~/i18n/messages.server";
import { CASE_MESSAGES_EN as F } from "./resolution-schema";
import { CASE_MESSAGES, CASE_NOT_FOUND } from "./resolution.server";

/**
 * The resolution centre's answers and their catalogue ids: the form pipeline answers in the
 * person's language (decision 049).
 */
export const RESOLUTION_MESSAGES: KnownMessages = {
  [CASE_NOT_FOUND]: { id: /*i18n*/ "case-msg.not-found" },
  [CASE_MESSAGES.notConfirmed]: { id: /*i18n*/ "case-msg.not-confirmed" },
  [CASE_MESSAGES.tooLate]: { id: /*i18n*/ "case-msg.too-late" },
  [CASE_MESSAGES.alreadyOpen]: { id: /*i18n*/ "case-msg.already-open" },
  [CASE_MESSAGES.closed]: { id: /*i18n*/ "case-msg.closed" },
  [CASE_MESSAGES.alreadyEscalated]: { id: /*i18n*/ "case-msg.already-escalated" },
  [CASE_MESSAGES.recordNotFound]: { id: /*i18n*/ "case-msg.record-not-found" },
  [CASE_MESSAGES.nothingHeld]: { id: /*i18n*/ "case-msg.nothing-held" },
  [CASE_MESSAGES.overHeld]: { id: /*i18n*/ "case-msg.over-held" },
  [CASE_MESSAGES.noDeposit]: { id: /*i18n*/ "case-msg.no-deposit" },
  [F.reason]: { id: /*i18n*/ "case-msg.reason" },
  [F.text]: { id: /*i18n*/ "case-msg.text" },
  [F.textLong]: { id: /*i18n*/ "case-msg.text-long" },
  [F.message]: { id: /*i18n*/ "case-msg.message" },
  [F.messageLong]: { id: /*i18n*/ "case-msg.message-long" },
  [F.decision]: { id: /*i18n*/ "case-msg.decision" },
  [F.explanation]: { id: /*i18n*/ "case-msg.explanation" },
  [F.amount]: { id: /*i18n*/ "case-msg.amount" },
  [F.clinicNote]: { id: /*i18n*/ "case-msg.clinic-note" },
  [F.consent]: { id: /*i18n*/ "case-msg.consent" },
};
