import { boolean, index, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, tz } from "./columns";

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** quote_request | quote | quote_accepted | quote_declined | booking_confirmed | ... */
    kind: text("kind").notNull(),
    /** The words in English, as written (rows from before `texts` have only these). */
    title: text("title").notNull(),
    body: text("body"),
    /**
     * The words as message ids and values, rendered in the reader's language when read
     * (NoticeTexts, app/services/notifications/notice-text.server.ts); null on older rows.
     */
    texts: jsonb("texts"),
    link: text("link"),
    /**
     * The patient a clinic's notification is about ("New message from Ayşe"): when that person
     * deletes their account, these go with it (the foreign key cascades), on every path.
     */
    aboutUserId: uuid("about_user_id").references(() => users.id, { onDelete: "cascade" }),
    readAt: tz("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    index("notifications_about_idx").on(t.aboutUserId),
  ],
);

/**
 * What a user wants to be told about, per category of notification (see
 * notification-kinds.ts): in the app (the bell) and by email. No row: both on.
 * Security mails (verification, password reset) are never governed by this.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    inApp: boolean("in_app").notNull().default(true),
    email: boolean("email").notNull().default(true),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);
