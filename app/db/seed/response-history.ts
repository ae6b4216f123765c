import { inArray, like, sql } from "drizzle-orm";
import type { Db } from "../client.server";
import * as s from "../schema";
import { seedId } from "./ids";

/**
 * A sample history of patients asking and clinics replying (decision 058 §2), so that the
 * seeded clinics' response times (decision 053) are measured from stored timestamps like any
 * clinic's, not "New on CareAtlas" everywhere. Each listed clinic gets patients' first messages
 * and quote requests asked 3–55 days before the seeding, with its first reply after the given
 * minutes (null: never answered). The clinics that the test suites' own clinic accounts use
 * (playwright.config.ts, E2E_BOOTSTRAP_ACCOUNTS) have none, so their inboxes start empty, and
 * they show "New on CareAtlas" as a clinic with little history does.
 *
 * The patients are sample accounts (`…@sample.careatlas.invalid`) without a password or any
 * sign-in method: nobody can sign in as them. Their messages carry client ids starting
 * `sample-history:`, which is how the demo refresh (refreshDemoSeedDates) finds them.
 */
export const HISTORY: Record<string, (number | null)[]> = {
  "seoul-vision-eye-clinic": [35, 50, 80, 120, 45, 200, 90],
  "bangkok-royal-international-hospital": [60, 180, 240, 300, 150, 420, 95, 1700],
  "siam-fertility-clinic": [240, 600, 900, 1300, 380, 2000, 720],
  "andaman-dental-phuket": [120, 90, 300, 200, 480, null],
  "patong-aesthetic-wellness": [900, 1500, 2200, 3000, 600, 1100],
  "tijuana-bariatric-institute": [30, 25, 60, 45, 90, 40, 70, 20],
  "baja-dental-center": [180, 240, 1300, 1600, 2900, 400],
  "riviera-cosmetic-surgery-cancun": [100, 360, 720, 200, 3600, 500],
};
/** The first this many items of each clinic are quote requests (declined), the rest messages. */
const QUOTE_REQUESTS_PER_CLINIC = 2;
export const SAMPLE_PATIENT_DOMAIN = "sample.careatlas.invalid";
export const SAMPLE_MESSAGE_PREFIX = "sample-history:";

const MIN = 60_000;
const DAY = 86_400_000;
const patientId = (n: number) => seedId("sample-patient", `${n}`);

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Inserts the history relative to `at` (idempotent: fixed ids, ON CONFLICT DO NOTHING). */
export async function seedResponseHistory(tx: Tx, at: Date): Promise<void> {
  const most = Math.max(...Object.values(HISTORY).map((h) => h.length));
  await tx
    .insert(s.users)
    .values(
      Array.from({ length: most }, (_, n) => ({
        id: patientId(n + 1),
        name: `Sample patient ${n + 1}`,
        email: `patient-${n + 1}@${SAMPLE_PATIENT_DOMAIN}`,
        emailVerified: false,
        createdAt: new Date(at.getTime() - 90 * DAY),
      })),
    )
    .onConflictDoNothing();

  for (const [c, [slug, delays]] of Object.entries(HISTORY).entries()) {
    const clinicId = seedId("clinic", slug);
    for (const [i, delay] of delays.entries()) {
      // Spread over 3–55 days before the seeding, at different hours, per clinic.
      const askedAt = new Date(
        at.getTime() - (3 + ((i * 7 + c * 3) % 53)) * DAY - (i + c) * 37 * MIN,
      );
      const repliedAt = delay === null ? null : new Date(askedAt.getTime() + delay * MIN);
      const patient = patientId(i + 1);
      const key = `${slug}:${i}`;
      if (i < QUOTE_REQUESTS_PER_CLINIC && repliedAt) {
        const requestId = seedId("sample-request", key);
        await tx
          .insert(s.quoteRequests)
          .values({
            id: requestId,
            patientId: patient,
            treatment: "General enquiry",
            idempotencyKey: `${SAMPLE_MESSAGE_PREFIX}${key}`,
            createdAt: askedAt,
          })
          .onConflictDoNothing();
        await tx
          .insert(s.quoteRequestClinics)
          .values({
            id: seedId("sample-request-clinic", key),
            requestId,
            clinicId,
            patientId: patient,
            status: "declined",
            seenAt: repliedAt,
            respondedAt: repliedAt,
            createdAt: askedAt,
          })
          .onConflictDoNothing();
        continue;
      }
      const conversationId = seedId("sample-conversation", key);
      const inserted = await tx
        .insert(s.conversations)
        .values({
          id: conversationId,
          patientId: patient,
          clinicId,
          lastMessageAt: repliedAt ?? askedAt,
          createdAt: askedAt,
        })
        .onConflictDoNothing()
        .returning({ id: s.conversations.id });
      if (inserted.length === 0) continue;
      await tx.insert(s.messages).values({
        conversationId,
        senderRole: "patient",
        body: "Hello, could you tell me the price and how soon I could come for treatment?",
        clientId: `${SAMPLE_MESSAGE_PREFIX}${key}:ask`,
        createdAt: askedAt,
      });
      if (repliedAt)
        await tx.insert(s.messages).values({
          conversationId,
          senderRole: "clinic",
          body: "Thank you for writing to us. Please send us a few details and recent photos, and we will prepare a quote.",
          clientId: `${SAMPLE_MESSAGE_PREFIX}${key}:reply`,
          createdAt: repliedAt,
        });
      // Read by both sides: a demo clinic account does not open on old unread messages.
      await tx.execute(sql`UPDATE conversations
        SET clinic_last_read_seq = m.seq, patient_last_read_seq = m.seq
        FROM (SELECT max(seq) AS seq FROM messages WHERE conversation_id = ${conversationId}) m
        WHERE id = ${conversationId}`);
    }
  }
}

/** Moves the untouched sample history forward by `days` (see refreshDemoSeedDates). */
export async function shiftResponseHistory(tx: Tx, days: number): Promise<void> {
  const by = sql`make_interval(days => ${days}::int)`;
  const keys = Object.entries(HISTORY).flatMap(([slug, delays]) =>
    delays.map((_, i) => `${slug}:${i}`),
  );
  const requestIds = keys.map((k) => seedId("sample-request", k));
  const targetIds = keys.map((k) => seedId("sample-request-clinic", k));
  const conversationIds = keys.map((k) => seedId("sample-conversation", k));
  await tx
    .update(s.quoteRequests)
    .set({ createdAt: sql`${s.quoteRequests.createdAt} + ${by}` })
    .where(inArray(s.quoteRequests.id, requestIds));
  const q = s.quoteRequestClinics;
  await tx
    .update(q)
    .set({
      createdAt: sql`${q.createdAt} + ${by}`,
      seenAt: sql`${q.seenAt} + ${by}`,
      respondedAt: sql`${q.respondedAt} + ${by}`,
    })
    .where(inArray(q.id, targetIds));
  await tx
    .update(s.messages)
    .set({ createdAt: sql`${s.messages.createdAt} + ${by}` })
    .where(like(s.messages.clientId, `${SAMPLE_MESSAGE_PREFIX}%`));
  await tx
    .update(s.conversations)
    .set({
      createdAt: sql`${s.conversations.createdAt} + ${by}`,
      lastMessageAt: sql`(SELECT max(created_at) FROM messages WHERE conversation_id = ${s.conversations.id})`,
    })
    .where(inArray(s.conversations.id, conversationIds));
}
