import { i18nFor } from "~/i18n/catalog.server";
import type { Locale } from "~/i18n/config";
import { placeholders } from "~/i18n/fill";
import { type KnownMessages, messageIn } from "~/i18n/messages.server";
import { accountPageI18n } from "~/i18n/page.server";
import { EMPTY_MESSAGE, MESSAGE_MAX_LENGTH, TOO_LONG_MESSAGE } from "./messages-constants";

/**
 * Messaging in the person's language (decision 049), for patients and clinics alike. The inbox
 * loader (the parent of every thread) sends the `messages.` texts, with the values only a
 * component has (a clinic's or patient's name) kept as placeholders, and the `messages-msg.`
 * failures the browser can answer with by itself (an empty message).
 */
export const MESSAGES_TEXT_VALUES: Record<string, Record<string, unknown>> = {
  "messages.inbox.unread": placeholders("count"),
  "messages.thread.list-label": placeholders("name"),
  "messages.thread.write-label": placeholders("name"),
  "messages.attach.form-label": placeholders("name"),
  "messages.attach.clinic": placeholders("name"),
  "messages.new.title": placeholders("name"),
  "messages.new.text": placeholders("name"),
  "messages.inbox.empty.patient": placeholders("button"),
  "messages-msg.too-long": { max: MESSAGE_MAX_LENGTH },
};

export function messagesPageI18n(request: Request) {
  return accountPageI18n(
    request,
    // The clinic page's message button, named by the empty inbox.
    ["messages.", "messages-msg.", "messagesBadge.", "clinic.quote.message"],
    MESSAGES_TEXT_VALUES,
  );
}

/** Each English message the message forms and the messages API can answer with. */
export const MESSAGES_MESSAGES: KnownMessages = {
  [EMPTY_MESSAGE]: { id: /*i18n*/ "messages-msg.empty" },
  [TOO_LONG_MESSAGE]: { id: /*i18n*/ "messages-msg.too-long", values: { max: MESSAGE_MAX_LENGTH } },
  "Missing message id.": { id: /*i18n*/ "messages-msg.client-id" },
  "This message is too long.": { id: /*i18n*/ "messages-msg.too-large" },
  "Conversation not found.": { id: /*i18n*/ "messages-msg.conversation-not-found" },
  "Clinic not found.": { id: /*i18n*/ "messages-msg.clinic-not-found" },
  "Only the patient can attach files from their records.": {
    id: /*i18n*/ "messages-msg.patient-only",
  },
  "Failed to send message": { id: /*i18n*/ "messages-msg.failed" },
};

/** One of the messages' English texts in `locale` (an unknown one as it is). */
export function messagesMessageIn(locale: Locale, message: string): string {
  return locale === "en" ? message : messageIn(i18nFor(locale), message, [MESSAGES_MESSAGES]);
}
