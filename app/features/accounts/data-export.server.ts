import { asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { getDb } from "~/db/client.server";
import {
  appNotifySignups,
  bookings,
  clinics,
  consentRecords,
  contactMessages,
  conversations,
  deposits,
  medicalRecords,
  messages,
  newsletterSubscribers,
  notificationPreferences,
  notifications,
  packages,
  partnerApplications,
  patientFavorites,
  quoteRequestClinics,
  quoteRequests,
  quotes,
  recordAccessLog,
  recordShares,
  reviews,
  searchAlerts,
  resolutionCases,
  resolutionCaseEvents,
} from "~/db/schema";
import { collectAccountData } from "./account-data.server";

/**
 * 'Download my data' (GDPR access and portability): everything CareAtlas stores about the
 * signed-in person, as a zip archive with `data.json` (machine-readable, format in
 * docs/data-export.md and README.md inside the archive), `records/…` (the medical record files,
 * decrypted) and `profile/photo.*`. Never exported: password hashes, session tokens, two-factor
 * secrets and backup codes, one-time links.
 *
 * PERSONAL_COLUMNS lists every column that ties a row to a person, with the data.json section
 * it is exported in, or why it is not. A test enumerates the schema and fails when a new column
 * referencing a user (or holding an email) is in neither list.
 */

export const EXPORT_FORMAT_VERSION = 1;

/** table.column → the data.json section that exports the rows it ties to the person. */
export const EXPORTED_COLUMNS: Record<string, string> = {
  "users.id": "account",
  "users.email": "account",
  "profiles.id": "profile",
  "profile_photos.user_id": "profilePhoto",
  "user_roles.user_id": "role",
  "accounts.user_id": "signInMethods",
  "sessions.user_id": "sessions",
  "two_factors.user_id": "account",
  "patient_favorites.patient_id": "favorites",
  "quote_requests.patient_id": "quoteRequests",
  "quote_request_clinics.patient_id": "quoteRequests",
  "quotes.patient_id": "quotes",
  "bookings.patient_id": "bookings",
  "deposits.patient_id": "bookings",
  "conversations.patient_id": "conversations",
  "medical_records.patient_id": "medicalRecords",
  "consent_records.patient_id": "consents",
  "record_shares.patient_id": "recordShares",
  "resolution_cases.patient_id": "resolutionCases",
  "record_access_log.patient_id": "recordAccessLog",
  "record_access_log.actor_user_id": "recordAccessLog",
  "reviews.patient_id": "reviews",
  "notifications.user_id": "notifications",
  "notification_preferences.user_id": "notificationSettings",
  // A boolean (email on or off for one kind of notification), matched here by its name.
  "notification_preferences.email": "notificationSettings",
  "newsletter_subscribers.email": "newsletter",
  "search_alerts.email": "searchAlerts",
  "contact_messages.email": "contactMessages",
  "app_notify_signups.email": "appNotifySignups",
  "partner_applications.email": "partnerApplications",
};

/** table.column → why its rows are not in the personal export (each one a conscious choice). */
export const NOT_EXPORTED_COLUMNS: Record<string, string> = {
  // The person's own messages are exported inside `conversations` (found by conversation, not
  // by sender); a clinic user's messages are the clinic's correspondence, not personal data
  // about the clinic user.
  "messages.sender_user_id": "exported through conversations.patient_id",
  // Work done on behalf of a clinic or the platform (the clinic's or CareAtlas's business
  // record, not data about the person): who wrote a quote or a review reply, who uploaded a
  // clinic photo, who reviewed a partner application, what an administrator changed.
  "quotes.created_by_user_id": "clinic business record",
  // Who at the clinic proposed a change of surgeon (decision 054).
  "surgeon_changes.proposed_by_user_id": "clinic business record",
  "reviews.reply_by_user_id": "clinic business record",
  "media_files.uploaded_by_user_id": "clinic business record",
  "partner_applications.reviewed_by_user_id": "platform business record",
  // Which administrator verified a practitioner or a clinic credential, and which clinic user
  // uploaded its evidence: the platform's and the clinic's records (docs/decisions/051).
  "doctors.verified_by": "platform business record",
  "clinic_credentials.verified_by": "platform business record",
  "credential_documents.uploaded_by": "clinic business record",
  "audit_log.actor_user_id": "platform security record (administrators' actions)",
  // Resolution cases (decision 057): the patient's own are exported as resolutionCases (found by
  // resolution_cases.patient_id, with every step); who at the clinic or CareAtlas wrote a step or
  // decided, and the notes on a clinic's record, are the clinic's and the platform's records.
  "resolution_case_events.author_user_id": "exported through resolution_cases.patient_id",
  "resolution_cases.decided_by_user_id": "platform business record (the deciding administrator)",
  "clinic_record_notes.author_user_id": "platform business record (admins' notes on a clinic)",
  "payment_mismatches.resolved_by":
    "platform business record (the administrator who resolved a payment mismatch)",
  // Who last saved a clinic's or a package's translation: the clinic's own content.
  "clinic_translations.updated_by": "clinic business record",
  "package_translations.updated_by": "clinic business record",
  // A clinic user's notification naming the patient it is about: the clinic's inbox, not the
  // patient's; it exists only to erase those notifications with the patient's account.
  "notifications.about_user_id": "a clinic's notification, erased with the patient's account",
  "audit_log.actor_email": "platform security record (administrators' actions)",
  // The delivery queue: message bodies hold one-time sign-in, verification and reset links.
  "email_outbox.to": "transient delivery queue holding one-time links (secrets)",
};

type Json = Record<string, unknown>;

export type ExportFile = { path: string; read: () => Promise<Uint8Array>; compress: boolean };

export type PersonalExport = { data: Json; files: ExportFile[] };

/** A name safe inside a zip: no folders, no control characters, at most 100 characters. */
export function safeArchiveName(name: string): string {
  const cleaned = [...name]
    .map((ch) =>
      ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 || '/\\:*?"<>|'.includes(ch) ? "_" : ch,
    )
    .join("")
    .replace(/^\.+/, "_")
    .trim()
    .slice(-100);
  return cleaned || "file";
}

const PHOTO_EXT: Record<string, string> = {
  "image/webp": "webp",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
};

/** Reads a stored medical record file, decrypted (the records feature's readRecordFile). */
export type ReadRecordFile = (record: {
  storageKey: string;
  encryptionKeyId: string | null;
}) => Promise<Uint8Array>;

/**
 * Collects everything stored about `userId`; null when the user does not exist. The caller
 * passes the records feature's file reader, so accounts does not depend on records.
 */
export async function collectPersonalData(
  userId: string,
  readRecordFile: ReadRecordFile,
): Promise<PersonalExport | null> {
  const db = await getDb();
  const account = await collectAccountData(userId);
  if (!account) return null;
  const email = account.account.email.trim().toLowerCase();
  const files: ExportFile[] = [];

  // Profile photo: a file in the archive rather than a data URL.
  const { profilePhoto, ...accountRest } = account;
  let photo: Json | null = null;
  if (profilePhoto) {
    const ext = PHOTO_EXT[profilePhoto.contentType] ?? "bin";
    const bytes = Buffer.from(
      profilePhoto.dataUrl.slice(profilePhoto.dataUrl.indexOf(",") + 1),
      "base64",
    );
    photo = {
      contentType: profilePhoto.contentType,
      updatedAt: profilePhoto.updatedAt,
      file: `profile/photo.${ext}`,
    };
    files.push({ path: `profile/photo.${ext}`, read: async () => bytes, compress: false });
  }

  const favorites = await db
    .select({
      clinicId: patientFavorites.clinicId,
      clinicName: clinics.name,
      packageId: patientFavorites.packageId,
      packageTitle: packages.title,
      savedAt: patientFavorites.createdAt,
    })
    .from(patientFavorites)
    .leftJoin(packages, eq(packages.id, patientFavorites.packageId))
    .leftJoin(
      clinics,
      or(eq(clinics.id, patientFavorites.clinicId), eq(clinics.id, packages.clinicId)),
    )
    .where(eq(patientFavorites.patientId, userId))
    .orderBy(desc(patientFavorites.createdAt));

  const requestRows = await db
    .select()
    .from(quoteRequests)
    .where(eq(quoteRequests.patientId, userId))
    .orderBy(desc(quoteRequests.createdAt));
  const requestTargets = requestRows.length
    ? await db
        .select({
          requestId: quoteRequestClinics.requestId,
          clinicName: clinics.name,
          status: quoteRequestClinics.status,
          seenByClinicAt: quoteRequestClinics.seenAt,
          respondedAt: quoteRequestClinics.respondedAt,
          sentAt: quoteRequestClinics.createdAt,
        })
        .from(quoteRequestClinics)
        .innerJoin(clinics, eq(clinics.id, quoteRequestClinics.clinicId))
        .where(eq(quoteRequestClinics.patientId, userId))
    : [];

  const quoteRows = await db
    .select({
      id: quotes.id,
      clinicName: clinics.name,
      treatment: quotes.treatment,
      items: quotes.items,
      amountMinor: quotes.amountMinor,
      currency: quotes.currency,
      includes: quotes.includes,
      excludes: quotes.excludes,
      notes: quotes.notes,
      expiresAt: quotes.expiresAt,
      status: quotes.status,
      decidedAt: quotes.decidedAt,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .innerJoin(clinics, eq(clinics.id, quotes.clinicId))
    .where(eq(quotes.patientId, userId))
    .orderBy(desc(quotes.createdAt));

  const bookingRows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      clinicName: clinics.name,
      quoteId: bookings.quoteId,
      treatment: bookings.treatment,
      consultationDate: bookings.consultationDate,
      surgeryDate: bookings.surgeryDate,
      returnDate: bookings.returnDate,
      travellers: bookings.travellers,
      totalMinor: bookings.totalMinor,
      currency: bookings.currency,
      status: bookings.status,
      cancelledBy: bookings.cancelledBy,
      cancelReason: bookings.cancelReason,
      confirmedAt: bookings.confirmedAt,
      completedAt: bookings.completedAt,
      cancelledAt: bookings.cancelledAt,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .where(eq(bookings.patientId, userId))
    .orderBy(desc(bookings.createdAt));
  const depositRows = await db
    .select({
      bookingId: deposits.bookingId,
      provider: deposits.provider,
      providerReference: deposits.providerRef,
      amountUsdMinor: deposits.amountUsdMinor,
      displayAmountMinor: deposits.displayAmountMinor,
      displayCurrency: deposits.displayCurrency,
      status: deposits.status,
      cardBrand: deposits.cardBrand,
      cardLast4: deposits.cardLast4,
      failureMessage: deposits.failureMessage,
      heldAt: deposits.heldAt,
      releasedAt: deposits.releasedAt,
      refundedAt: deposits.refundedAt,
      createdAt: deposits.createdAt,
    })
    .from(deposits)
    .where(eq(deposits.patientId, userId));

  const conversationRows = await db
    .select({ id: conversations.id, clinicName: clinics.name, createdAt: conversations.createdAt })
    .from(conversations)
    .innerJoin(clinics, eq(clinics.id, conversations.clinicId))
    .where(eq(conversations.patientId, userId))
    .orderBy(asc(conversations.createdAt));
  const messageRows = conversationRows.length
    ? await db
        .select({
          conversationId: messages.conversationId,
          from: messages.senderRole,
          body: messages.body,
          sentAt: messages.createdAt,
        })
        .from(messages)
        .where(
          inArray(
            messages.conversationId,
            conversationRows.map((c) => c.id),
          ),
        )
        .orderBy(asc(messages.seq))
    : [];

  const recordRows = await db
    .select()
    .from(medicalRecords)
    .where(eq(medicalRecords.patientId, userId))
    .orderBy(asc(medicalRecords.createdAt));
  const usedNames = new Set<string>();
  const medical = recordRows.map((r) => {
    let name = `records/${safeArchiveName(r.fileName)}`;
    if (usedNames.has(name)) name = `records/${r.id.slice(0, 8)}-${safeArchiveName(r.fileName)}`;
    usedNames.add(name);
    files.push({ path: name, read: () => readRecordFile(r), compress: false });
    return {
      id: r.id,
      fileName: r.fileName,
      fileType: r.fileType,
      contentType: r.contentType,
      byteSize: r.byteSize,
      sha256: r.sha256,
      description: r.description,
      uploadedAt: r.createdAt,
      file: name,
    };
  });

  const consentRows = await db
    .select({
      purpose: consentRecords.purpose,
      version: consentRecords.version,
      granted: consentRecords.granted,
      clinicId: consentRecords.clinicId,
      recordId: consentRecords.recordId,
      createdAt: consentRecords.createdAt,
    })
    .from(consentRecords)
    .where(eq(consentRecords.patientId, userId))
    .orderBy(asc(consentRecords.createdAt));

  const shareRows = await db
    .select({
      recordId: recordShares.recordId,
      clinicName: clinics.name,
      quoteRequestId: recordShares.quoteRequestId,
      grantedAt: recordShares.grantedAt,
      revokedAt: recordShares.revokedAt,
    })
    .from(recordShares)
    .innerJoin(clinics, eq(clinics.id, recordShares.clinicId))
    .where(eq(recordShares.patientId, userId))
    .orderBy(asc(recordShares.grantedAt));

  const caseRows = await db
    .select({
      id: resolutionCases.id,
      bookingId: resolutionCases.bookingId,
      reason: resolutionCases.reason,
      status: resolutionCases.status,
      answerDueAt: resolutionCases.answerDueAt,
      clinicAnsweredAt: resolutionCases.clinicAnsweredAt,
      escalatedAt: resolutionCases.escalatedAt,
      escalatedBy: resolutionCases.escalatedBy,
      decision: resolutionCases.decision,
      refundUsdMinor: resolutionCases.refundUsdMinor,
      decisionNote: resolutionCases.decisionNote,
      decidedAt: resolutionCases.decidedAt,
      createdAt: resolutionCases.createdAt,
    })
    .from(resolutionCases)
    .where(eq(resolutionCases.patientId, userId))
    .orderBy(asc(resolutionCases.createdAt));
  const caseEventRows = caseRows.length
    ? await db
        .select({
          caseId: resolutionCaseEvents.caseId,
          kind: resolutionCaseEvents.kind,
          side: resolutionCaseEvents.side,
          body: resolutionCaseEvents.body,
          createdAt: resolutionCaseEvents.createdAt,
        })
        .from(resolutionCaseEvents)
        .where(
          inArray(
            resolutionCaseEvents.caseId,
            caseRows.map((c) => c.id),
          ),
        )
        .orderBy(asc(resolutionCaseEvents.createdAt))
    : [];

  const accessRows = await db
    .select({
      recordId: recordAccessLog.recordId,
      action: recordAccessLog.action,
      actorRole: recordAccessLog.actorRole,
      byYou: sql<boolean>`coalesce(${recordAccessLog.actorUserId} = ${userId}, false)`,
      clinicName: clinics.name,
      ipHash: recordAccessLog.ipHash,
      createdAt: recordAccessLog.createdAt,
    })
    .from(recordAccessLog)
    .leftJoin(clinics, eq(clinics.id, recordAccessLog.clinicId))
    .where(or(eq(recordAccessLog.patientId, userId), eq(recordAccessLog.actorUserId, userId)))
    .orderBy(asc(recordAccessLog.createdAt), asc(recordAccessLog.id));

  const reviewRows = await db
    .select({
      id: reviews.id,
      clinicName: clinics.name,
      authorName: reviews.authorName,
      authorCountry: reviews.authorCountry,
      treatment: reviews.treatment,
      rating: reviews.rating,
      comment: reviews.comment,
      status: reviews.status,
      verifiedPatient: reviews.verifiedPatient,
      clinicReply: reviews.replyBody,
      clinicReplyAt: reviews.replyAt,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .innerJoin(clinics, eq(clinics.id, reviews.clinicId))
    .where(eq(reviews.patientId, userId))
    .orderBy(asc(reviews.createdAt));

  const notificationRows = await db
    .select({
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));

  const notificationSettings = await db
    .select({
      category: notificationPreferences.category,
      inApp: notificationPreferences.inApp,
      email: notificationPreferences.email,
      updatedAt: notificationPreferences.updatedAt,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .orderBy(asc(notificationPreferences.category));

  // Forms sent with the same address (also before the account existed).
  const newsletter = await db
    .select({
      status: newsletterSubscribers.status,
      source: newsletterSubscribers.source,
      consentAt: newsletterSubscribers.consentAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  const alerts = await db
    .select({ criteria: searchAlerts.criteria, createdAt: searchAlerts.createdAt })
    .from(searchAlerts)
    .where(eq(sql`lower(${searchAlerts.email})`, email));
  const contact = await db
    .select({
      kind: contactMessages.kind,
      fullName: contactMessages.fullName,
      phone: contactMessages.phone,
      subject: contactMessages.subject,
      message: contactMessages.message,
      country: contactMessages.country,
      treatmentOfInterest: contactMessages.treatmentOfInterest,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(sql`lower(${contactMessages.email})`, email));
  const appNotify = await db
    .select({ source: appNotifySignups.source, createdAt: appNotifySignups.createdAt })
    .from(appNotifySignups)
    .where(eq(sql`lower(${appNotifySignups.email})`, email));
  const partner = await db
    .select({
      clinicName: partnerApplications.clinicName,
      contactName: partnerApplications.contactName,
      whatsapp: partnerApplications.whatsapp,
      country: partnerApplications.country,
      city: partnerApplications.city,
      status: partnerApplications.status,
      createdAt: partnerApplications.createdAt,
    })
    .from(partnerApplications)
    .where(eq(sql`lower(${partnerApplications.email})`, email));

  const data: Json = {
    format: {
      name: "careatlas-personal-data",
      version: EXPORT_FORMAT_VERSION,
      readme: "README.md",
    },
    ...accountRest,
    about:
      "Everything CareAtlas stores about you. Password hashes, session tokens, two-factor secrets, backup codes and one-time links are never exported.",
    profilePhoto: photo,
    favorites,
    quoteRequests: requestRows.map(({ idempotencyKey: _key, patientId: _p, ...r }) => ({
      ...r,
      sentTo: requestTargets
        .filter((t) => t.requestId === r.id)
        .map(({ requestId: _r, ...t }) => t),
    })),
    quotes: quoteRows,
    bookings: bookingRows.map((b) => {
      const deposit = depositRows.find((d) => d.bookingId === b.id);
      return { ...b, deposit: deposit ? { ...deposit, bookingId: undefined } : null };
    }),
    conversations: conversationRows.map((c) => ({
      ...c,
      messages: messageRows
        .filter((m) => m.conversationId === c.id)
        .map(({ conversationId: _c, ...m }) => m),
    })),
    medicalRecords: medical,
    consents: consentRows,
    recordShares: shareRows,
    recordAccessLog: accessRows,
    resolutionCases: caseRows.map((c) => ({
      ...c,
      steps: caseEventRows.filter((e) => e.caseId === c.id).map(({ caseId: _c, ...e }) => e),
    })),
    reviews: reviewRows,
    notifications: notificationRows,
    notificationSettings,
    newsletter,
    searchAlerts: alerts,
    contactMessages: contact,
    appNotifySignups: appNotify,
    partnerApplications: partner,
  };
  return { data, files };
}

export const EXPORT_README = `# Your CareAtlas data

This archive holds everything CareAtlas stores about you, as of the time in data.json
("exportedAt").

- data.json: all your data as JSON (UTF-8). Times are ISO 8601 in UTC; amounts are integers in
  minor units (cents) with an ISO 4217 currency code ("amountMinor": 125050, "currency": "EUR"
  is EUR 1,250.50).
- records/: your medical record files, decrypted, as you uploaded them. Each entry of
  "medicalRecords" in data.json names its file ("file").
- profile/: your profile photo, when you have one ("profilePhoto.file").

Sections of data.json: account, role, profile, profilePhoto, signInMethods, sessions,
favorites, quoteRequests (with the clinics each was sent to), quotes, bookings (each with its
deposit payment), conversations (with every message), medicalRecords, consents (every grant and
withdrawal), recordShares, recordAccessLog (who opened, shared, revoked, uploaded or deleted your
records), resolutionCases (cases you opened on a booking, with every step), reviews, notifications, notificationSettings (your choices per kind: in the app, by
email; kinds you never changed are on), newsletter, searchAlerts, contactMessages, appNotifySignups,
partnerApplications. An empty list means we store nothing of that kind about you.

Never included: your password (we store only a one-way hash), session tokens, two-factor
secrets and backup codes, and one-time links sent by email.

The full description of the format is in docs/data-export.md of the CareAtlas source.
`;

/** A JSON value with Dates as ISO strings. */
function toJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/**
 * Streams the export as a zip: README.md, the files, then data.json (which notes a file that
 * could not be read instead of failing the whole download).
 */
export function exportArchiveStream(exp: PersonalExport): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const zip = new Zip((err, chunk, final) => {
        if (err) {
          controller.error(err);
          return;
        }
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      const add = (path: string, bytes: Uint8Array, compress: boolean) => {
        const entry = compress ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
        zip.add(entry);
        entry.push(bytes, true);
      };
      try {
        const enc = new TextEncoder();
        add("README.md", enc.encode(EXPORT_README), true);
        const missing: string[] = [];
        for (const f of exp.files) {
          try {
            add(f.path, await f.read(), f.compress);
          } catch (error) {
            console.error("[export] a stored file could not be read", error);
            missing.push(f.path);
          }
        }
        const data = missing.length ? { ...exp.data, filesNotIncluded: missing } : exp.data;
        add("data.json", enc.encode(toJson(data)), true);
        zip.end();
      } catch (error) {
        controller.error(error);
      }
    },
  });
}
