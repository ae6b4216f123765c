import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  appNotifySignups,
  bookings,
  contactMessages,
  medicalRecords,
  newsletterSubscribers,
  recordAccessLog,
  reviews,
  searchAlerts,
} from "~/db/schema";
import { enqueueEmail } from "~/services/email/email.server";
import { eraseQueuedFiles } from "~/services/storage/erasure.server";
import { forgetEmailTraces } from "./account-data.server";
import { authEmails } from "./auth-emails.server";
import { DELETION_SUMMARY } from "./deletion-text";

/**
 * Account deletion (decisions 024 and 031). better-auth deletes the user
 * row; these two steps run around it as its database hooks (user delete before/after), so every
 * way better-auth deletes a user (the profile page, its delete-user endpoints, its internal
 * adapter, an admin plugin) does the same thing, which is what DELETION_SUMMARY tells the person:
 *
 * - erased: the account, profile, photo, sign-in methods, sessions, favourites, notifications,
 *   quote requests and quotes, conversations and their messages (for the clinics too), medical
 *   records (rows and every stored file), record shares, newsletter, search alerts, app sign-ups
 *   and contact-form messages sent with the address, pending emails to it;
 * - anonymised: bookings and their deposit payments stay with the clinic (bookkeeping law) with
 *   the patient link removed (patient_id set null by the foreign key; shown as "Deleted
 *   patient"), published reviews stay as "Former patient";
 * - kept: the consent history and the record access log (append-only proof that records were
 *   shared only with consent), holding an internal id that no longer leads to anyone.
 */

export const DELETED_REVIEW_AUTHOR = "Former patient";

/**
 * Before the user row is deleted: anonymise what is kept, erase the records (logged). Their files
 * are queued for erasure by the database (storage_erasures), and removed by `finish`.
 */
export async function prepareAccountDeletion(db: Db, user: { id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(reviews)
      .set({
        patientId: null,
        authorName: DELETED_REVIEW_AUTHOR,
        authorCountry: null,
        updatedAt: new Date(),
      })
      .where(eq(reviews.patientId, user.id));
    // The foreign key sets patient_id to null when the user row goes; note when. A reason the
    // patient wrote when cancelling is their words, not bookkeeping: it goes too.
    await tx
      .update(bookings)
      .set({ patientAnonymisedAt: new Date() })
      .where(eq(bookings.patientId, user.id));
    await tx
      .update(bookings)
      .set({ cancelReason: null })
      .where(and(eq(bookings.patientId, user.id), eq(bookings.cancelledBy, "patient")));
    const records = await tx
      .delete(medicalRecords)
      .where(eq(medicalRecords.patientId, user.id))
      .returning({ id: medicalRecords.id });
    if (records.length) {
      await tx.insert(recordAccessLog).values(
        records.map((r) => ({
          recordId: r.id,
          patientId: user.id,
          actorUserId: user.id,
          actorRole: "patient",
          action: "delete",
        })),
      );
    }
  });
}

/**
 * After the user row is deleted: remove the files first (queued by the deletion, so also those of
 * rows that cascaded away), then forget the address's traces and confirm by email.
 */
export async function finishAccountDeletion(
  db: Db,
  user: { id: string; email: string; name: string; locale?: string | null },
): Promise<void> {
  await eraseQueuedFiles(db);
  const email = user.email.trim().toLowerCase();
  await forgetEmailTraces(email);
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  await db.delete(searchAlerts).where(eq(sql`lower(${searchAlerts.email})`, email));
  await db.delete(appNotifySignups).where(eq(sql`lower(${appNotifySignups.email})`, email));
  await db.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, email));
  await enqueueEmail(db, {
    to: email,
    ...authEmails.accountDeleted({
      name: user.name,
      summary: [DELETION_SUMMARY.erased, DELETION_SUMMARY.anonymised, DELETION_SUMMARY.kept],
      // The language the account had (better-auth hands over the deleted row).
      locale: user.locale,
    }),
  });
}
