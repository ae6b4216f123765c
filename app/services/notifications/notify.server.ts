import { and, eq, isNull } from "drizzle-orm";
import type { DbExecutor } from "~/db/client.server";
import { users, userRoles, notificationPreferences, notifications } from "~/db/schema";
import { i18nFor } from "~/i18n/catalog.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/config";
import { enqueueEmail } from "~/services/email/email.server";
import { mailHtml } from "~/services/email/mail-html.server";
import { publish } from "~/services/realtime/publish.server";
import { authBaseURL } from "~/utils/auth.server";
import { firstName } from "~/utils/greeting";
import { type NoticeMsg, type NoticeTexts, noticeLocale, noticeText } from "./notice-text.server";
import { type ChannelPrefs, categoryOf } from "./notification-kinds";

/**
 * Tells a user about something: an in-app notification (the header bell), a
 * realtime event, and an email, all inside the caller's transaction, so they exist exactly when
 * the change they announce commits.
 *
 * Kinds: quote_request, quote, quote_accepted, quote_declined, booking_created,
 * booking_confirmed, booking_completed, booking_cancelled, message, review, review_moderated.
 * Mails carry no health details: treatment names only, the rest behind sign-in.
 *
 * The words are message ids (`notice.*`, notice-text.server.ts): the mail is written in the
 * recipient's language (users.locale, English without one), the in-app notification is shown
 * in the reader's language when read.
 *
 * Each user chooses, per category (notification-kinds.ts), whether it shows in the app and
 * whether it is mailed; both are on until they change it. Callers never notify the person
 * who acted (a clinic is not told "you confirmed", a patient not "you cancelled").
 */
export type Notice = {
  kind: string;
  /** Message ids and values (`notice.*`): each reader gets them in their language. */
  title: NoticeMsg;
  /** Sentences, joined by a space. */
  body?: NoticeMsg[];
  /** A path inside the app, e.g. /dashboard/quotes. */
  link?: string;
  /** Show it in the app (default true); false for a mailed receipt of the user's own action. */
  inApp?: boolean;
  /** Send an email too (default true). The mail repeats title and body with the link. */
  email?: boolean;
  /** Added to the mail only, e.g. "Sign in to read it." (the in-app reader is signed in). */
  emailNote?: NoticeMsg;
  /** Queue at most one mail per key. */
  dedupeKey?: string;
  /** The patient this tells a clinic about: erased with that patient's account. */
  about?: string;
};

/** The public origin for links in mails (PUBLIC_URL, or http://localhost:PORT). */
export const appOrigin = authBaseURL;

/** The user's choice for a notification kind (both channels on without a saved choice). */
async function channelsFor(tx: DbExecutor, userId: string, kind: string): Promise<ChannelPrefs> {
  const category = categoryOf(kind);
  if (!category) return { inApp: true, email: true };
  const [p] = await tx
    .select({ inApp: notificationPreferences.inApp, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, userId),
        eq(notificationPreferences.category, category),
      ),
    )
    .limit(1);
  return p ?? { inApp: true, email: true };
}

/**
 * The mail of a notice, in `locale`: plain text (English word for word as it always was) and,
 * in another language, an escaped HTML version that names its language and direction.
 */
export function noticeEmail(
  locale: Locale,
  to: { email: string; name: string | null },
  n: Pick<Notice, "title" | "body" | "emailNote" | "link">,
): { to: string; subject: string; text: string; html?: string } {
  const i18n = i18nFor(locale);
  const title = noticeText(locale, n.title) ?? "";
  const body = n.body?.length ? noticeText(locale, n.body) : null;
  const note = n.emailNote ? noticeText(locale, n.emailNote) : null;
  const first = firstName(to.name);
  const hello = first
    ? i18n._("email.greeting", { name: first })
    : i18n._("email.greeting.anonymous");
  const url = `${appOrigin()}${n.link ?? "/dashboard"}`;
  const open = i18n._("email.notice.open", { url });
  const signOff = i18n._("email.notice.sign-off");
  const message = (body ? `\n\n${body}` : "") + (note ? `${body ? " " : "\n\n"}${note}` : "");
  const mail = {
    to: to.email,
    subject: i18n._("email.notice.subject", { title }),
    text: [hello, "", title + message, "", open, "", signOff].join("\n"),
  };
  if (locale === DEFAULT_LOCALE) return mail;
  return {
    ...mail,
    html: mailHtml({
      locale,
      title,
      paragraphs: [hello, ...(body ? [body] : []), ...(note ? [note] : [])],
      action: { label: i18n._("email.notice.action"), url },
      linkLabel: i18n._("email.link-fallback"),
      footer: signOff,
    }),
  };
}

export async function notifyUser(tx: DbExecutor, userId: string, n: Notice): Promise<void> {
  const wants = await channelsFor(tx, userId, n.kind);
  if (wants.inApp && n.inApp !== false) {
    // The English words are kept too (rows before `texts`, readers of the columns).
    const texts: NoticeTexts = { title: n.title, ...(n.body?.length ? { body: n.body } : {}) };
    const title = noticeText(DEFAULT_LOCALE, n.title) ?? "";
    const body = n.body?.length ? noticeText(DEFAULT_LOCALE, n.body) : null;
    const [row] = await tx
      .insert(notifications)
      .values({
        userId,
        kind: n.kind,
        title: title.slice(0, 200),
        body: body?.slice(0, 1000) ?? null,
        texts,
        link: n.link ?? null,
        aboutUserId: n.about ?? null,
      })
      .returning({ id: notifications.id });
    await publish(tx, { type: "notification", userId, notificationId: row!.id });
  }
  if (n.email === false || !wants.email) return;
  const [u] = await tx
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!u) return;
  await enqueueEmail(tx, {
    ...noticeEmail(noticeLocale(u.locale), u, n),
    dedupeKey: n.dedupeKey ? `${n.dedupeKey}:${userId}` : undefined,
  });
}

/** The active (not disabled) users who manage a clinic. */
export async function clinicUserIds(tx: DbExecutor, clinicId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.clinicId, clinicId),
        eq(userRoles.role, "clinic"),
        isNull(userRoles.disabledAt),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Notifies every user of a clinic. */
export async function notifyClinic(tx: DbExecutor, clinicId: string, n: Notice): Promise<void> {
  for (const userId of await clinicUserIds(tx, clinicId)) await notifyUser(tx, userId, n);
}
