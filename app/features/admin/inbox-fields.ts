import type { MessageId } from "~/i18n/message-ids";

/**
 * The inbox lists' field labels (inbox.server.ts writes them in English) and their catalogue
 * ids: the list shows them, and the CSV export's header row, in the admin's language.
 */
export const INBOX_FIELD_IDS: Readonly<Record<string, MessageId>> = {
  Received: /*i18n*/ "admin.inbox.field.received",
  Handled: /*i18n*/ "admin.inbox.field.handled",
  Name: /*i18n*/ "admin.inbox.field.name",
  Email: /*i18n*/ "admin.inbox.field.email",
  Phone: /*i18n*/ "admin.inbox.field.phone",
  Subject: /*i18n*/ "admin.inbox.field.subject",
  Country: /*i18n*/ "admin.inbox.field.country",
  Treatment: /*i18n*/ "admin.inbox.field.treatment",
  Clinic: /*i18n*/ "admin.inbox.field.clinic",
  Package: /*i18n*/ "admin.inbox.field.package",
  Message: /*i18n*/ "admin.inbox.field.message",
  Page: /*i18n*/ "admin.inbox.field.page",
  Status: /*i18n*/ "admin.inbox.field.status",
  Source: /*i18n*/ "admin.inbox.field.source",
  Confirmed: /*i18n*/ "admin.inbox.field.confirmed",
  Destination: /*i18n*/ "admin.inbox.field.destination",
  Budget: /*i18n*/ "admin.inbox.field.budget",
  Date: /*i18n*/ "admin.inbox.field.date",
  Search: /*i18n*/ "admin.inbox.field.search",
};
