import type { KnownMessages } from "~/i18n/messages.server";

/**
 * The notifications page's answers and their catalogue ids: answered in the person's language
 * by the form pipeline (decision 049).
 */
export const NOTIFICATION_MESSAGES: KnownMessages = {
  // notifications (notification-intents.server.ts)
  "Notification not found.": { id: /*i18n*/ "dashboard-msg.notification.notFound" },
};
