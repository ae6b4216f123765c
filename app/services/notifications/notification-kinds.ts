/**
 * The kinds of notification a user can turn on or off, in the app and by email (Profile →
 * Notifications). Each notification kind (see notify.server.ts) belongs to one category; kinds
 * outside these are always delivered. Security mails (email verification, password reset)
 * are not notifications and are never optional.
 */
export const NOTIFICATION_CATEGORIES = [
  { id: "messages", label: "Messages", description: "A new message in one of your conversations." },
  {
    id: "quotes",
    label: "Quotes",
    description: "Quote requests, new quotes and answers to them.",
  },
  {
    id: "bookings",
    label: "Bookings",
    description: "New bookings, confirmations, completions and cancellations.",
  },
  {
    id: "reviews",
    label: "Reviews",
    description: "New reviews, replies and moderation decisions.",
  },
  {
    id: "records",
    label: "Medical records",
    description: "Records shared with you, or access to yours.",
  },
] as const;

export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number]["id"];
export type ChannelPrefs = { inApp: boolean; email: boolean };
export type NotificationPrefs = Record<NotificationCategory, ChannelPrefs>;

export const CATEGORY_IDS = NOTIFICATION_CATEGORIES.map((c) => c.id) as NotificationCategory[];

export function isNotificationCategory(v: unknown): v is NotificationCategory {
  return typeof v === "string" && (CATEGORY_IDS as string[]).includes(v);
}

/** The category of a notification kind (quote_accepted → quotes), or null when it has none. */
export function categoryOf(kind: string): NotificationCategory | null {
  if (kind === "message" || kind.startsWith("message_")) return "messages";
  if (kind.startsWith("quote")) return "quotes";
  if (kind.startsWith("booking")) return "bookings";
  if (kind.startsWith("review")) return "reviews";
  if (kind.startsWith("record")) return "records";
  return null;
}

export function defaultPrefs(): NotificationPrefs {
  return Object.fromEntries(
    CATEGORY_IDS.map((id) => [id, { inApp: true, email: true }]),
  ) as NotificationPrefs;
}
