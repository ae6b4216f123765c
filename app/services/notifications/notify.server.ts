import { and, eq, isNull } from "drizzle-orm";
import type { DbExecutor } from "~/db/client.server";
import { users, userRoles, notificationPreferences, notifications } from "~/db/schema";
import { enqueueEmail } from "~/services/email/email.server";
import { publish } from "~/services/realtime/publish.server";
import { authBaseURL } from "~/utils/auth.server";
import { greetingName } from "~/utils/greeting";
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
 * Each user chooses, per category (notification-kinds.ts), whether it shows in the app and
 * whether it is mailed; both are on until they change it. Callers never notify the person
 * who acted (a clinic is not told "you confirmed", a patient not "you cancelled").
 */
export type Notice = {
  kind: string;
  title: string;
  body?: string;
  /** A path inside the app, e.g. /dashboard/quotes. */
  link?: string;
  /** Show it in the app (default true); false for a mailed receipt of the user's own action. */
  inApp?: boolean;
  /** Send an email too (default true). The mail repeats title and body with the link. */
  email?: boolean;
  /** Added to the mail only, e.g. "Sign in to read it." (the in-app reader is signed in). */
  emailNote?: string;
  /** Queue at most one mail per key. */
  dedupeKey?: string;
  /** The patient this tells a clinic about: erased with that patient's account. */
  about?: string;
};

const SIGN_OFF = "Warm regards,\nThe CareAtlas team";

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

export async function notifyUser(tx: DbExecutor, userId: string, n: Notice): Promise<void> {
  const wants = await channelsFor(tx, userId, n.kind);
  if (wants.inApp && n.inApp !== false) {
    const [row] = await tx
      .insert(notifications)
      .values({
        userId,
        kind: n.kind,
        title: n.title.slice(0, 200),
        body: n.body?.slice(0, 1000) ?? null,
        link: n.link ?? null,
        aboutUserId: n.about ?? null,
      })
      .returning({ id: notifications.id });
    await publish(tx, { type: "notification", userId, notificationId: row!.id });
  }
  if (n.email === false || !wants.email) return;
  const [u] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!u) return;
  const first = greetingName(u.name);
  await enqueueEmail(tx, {
    to: u.email,
    subject: `${n.title} | CareAtlas`,
    text: [
      `Hi ${first},`,
      "",
      n.title +
        (n.body ? `\n\n${n.body}` : "") +
        (n.emailNote ? `${n.body ? " " : "\n\n"}${n.emailNote}` : ""),
      "",
      n.link
        ? `Open CareAtlas: ${appOrigin()}${n.link}`
        : `Open CareAtlas: ${appOrigin()}/dashboard`,
      "",
      SIGN_OFF,
    ].join("\n"),
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
