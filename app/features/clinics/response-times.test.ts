import { and, eq, like } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  clinics,
  conversations,
  jobs,
  messages,
  quoteRequestClinics,
  quoteRequests,
} from "~/db/schema";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { i18nFor } from "~/i18n/catalog.server";
import {
  jobRunnerIdle,
  runDueJobs,
  startJobRunner,
  stopJobRunner,
} from "~/services/jobs/jobs.server";
import { setClockForTests } from "~/utils/clock.server";
import { responseTimeTexts } from "~/utils/response-time.server";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import {
  RESPONSE_REFRESH_JOB,
  scheduledJobHandlers,
  scheduleDailyJobs,
} from "../scheduled-jobs.server";
import { getResponseTimes } from "./response-times.server";

afterEach(async () => {
  await stopJobRunner();
  setClockForTests(null);
});

let t: TestDb;
const patients: string[] = [];
let measured = "";
let fewer = "";
const H = 3600_000;
const NOW = new Date("2026-06-01T12:00:00Z");
const ago = (hours: number, from = NOW) => new Date(from.getTime() - hours * H);

let key = 0;
async function quoteRequest(clinicId: string, askedAt: Date, repliedAt: Date | null) {
  const patientId = patients[0]!;
  const [qr] = await t.db
    .insert(quoteRequests)
    .values({ patientId, treatment: "Hair", idempotencyKey: `rt-${key++}` })
    .returning({ id: quoteRequests.id });
  await t.db.insert(quoteRequestClinics).values({
    requestId: qr!.id,
    clinicId,
    patientId,
    createdAt: askedAt,
    respondedAt: repliedAt,
    status: repliedAt ? "quoted" : "open",
  });
}

async function conversation(
  clinicId: string,
  patientId: string,
  items: { role: "patient" | "clinic"; at: Date }[],
) {
  const [c] = await t.db
    .insert(conversations)
    .values({ patientId, clinicId })
    .returning({ id: conversations.id });
  for (const [i, m] of items.entries())
    await t.db.insert(messages).values({
      conversationId: c!.id,
      senderRole: m.role,
      body: "Hello",
      clientId: `rt-${key++}-${i}`,
      createdAt: m.at,
    });
}

beforeAll(async () => {
  t = await useTestDb();
  for (const n of [1, 2]) {
    patients.push(
      (
        await createVerifiedUser(t.db, {
          email: `rt-patient-${n}@example.test`,
          password: "Copper-kettle-4821",
          role: "patient",
          name: `Patient ${n}`,
        })
      ).id,
    );
  }
  const idOf = async (slug: string) =>
    (await t.db.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, slug)))[0]!.id;
  measured = await idOf("lara-eye-vision-center");
  fewer = await idOf("uludag-hair-clinic");

  // Quote requests answered after 1, 2, 5 and 30 hours, within the 90 days.
  await quoteRequest(measured, ago(20 * 24), ago(20 * 24 - 1));
  await quoteRequest(measured, ago(15 * 24), ago(15 * 24 - 2));
  await quoteRequest(measured, ago(12 * 24), ago(12 * 24 - 5));
  await quoteRequest(measured, ago(10 * 24), ago(10 * 24 - 30));
  // Unanswered for three days: counts, as not answered within 24 hours.
  await quoteRequest(measured, ago(3 * 24), null);
  // Asked two hours ago and not answered yet: not counted yet.
  await quoteRequest(measured, ago(2), null);
  // Answered after an hour, but 100 days ago: outside the window.
  await quoteRequest(measured, ago(100 * 24), ago(100 * 24 - 1));
  // A patient's first message answered after 4 hours (the later messages do not count).
  await conversation(measured, patients[1]!, [
    { role: "patient", at: ago(5 * 24) },
    { role: "patient", at: ago(5 * 24 - 1) },
    { role: "clinic", at: ago(5 * 24 - 4) },
    { role: "patient", at: ago(4 * 24) },
  ]);

  // Four requests, all answered within the hour: too few to show a figure.
  for (const d of [30, 25, 20, 15]) await quoteRequest(fewer, ago(d * 24), ago(d * 24 - 0.5));
});

describe("measured response time", () => {
  it("is the median first reply and the share answered within 24 hours over 90 days", async () => {
    const f = (await getResponseTimes([measured], NOW)).get(measured)!;
    // Answered after 1, 2, 4, 5 and 30 hours; one unanswered for three days.
    expect(f).toEqual({ asked: 6, medianMinutes: 240, withinDayPct: 67 });
    const en = responseTimeTexts(i18nFor("en"), f);
    expect(en).toEqual({
      measured: true,
      title: "First reply in 4 hours (median)",
      detail: "67% answered within 24 hours · measured on 6 requests in the last 90 days",
    });
    const de = responseTimeTexts(i18nFor("de"), f);
    expect(de.title).toBe("Erste Antwort nach 4 Stunden (Median)");
    expect(de.detail).toMatch(/^67\s%/u);
  });

  it("says New on CareAtlas, never a number, below 5 requests", async () => {
    const f = (await getResponseTimes([fewer], NOW)).get(fewer)!;
    expect(f.asked).toBe(4);
    expect(f.medianMinutes).toBe(30);
    const texts = responseTimeTexts(i18nFor("en"), f);
    expect(texts.measured).toBe(false);
    expect(texts.title).toBe("New on CareAtlas");
    expect(texts.detail).not.toMatch(/\d+ (minutes|hours)/);
    expect(responseTimeTexts(i18nFor("fr"), f).title).toBe("Nouvelle sur CareAtlas");
  });

  it("moves with its 90-day window", async () => {
    const later = new Date(NOW.getTime() + 75 * 24 * H);
    const f = (await getResponseTimes([measured], later)).get(measured)!;
    // Asked 20, 15, 12, 10, 5, 3 days and 2 hours before NOW: within 90 days of `later` only
    // those asked 12 or fewer days before NOW (75 + 12 = 87 days).
    expect(f.asked).toBe(5);
    const gone = (await getResponseTimes([measured], new Date(NOW.getTime() + 200 * 24 * H))).get(
      measured,
    )!;
    expect(gone).toEqual({ asked: 0, medianMinutes: null, withinDayPct: null });
    expect(responseTimeTexts(i18nFor("en"), gone).title).toBe("New on CareAtlas");
  });

  it("keeps the figures search orders by in the clinic's row, updated on each request and reply", async () => {
    // Fixtures dated before today are outside the stored (now) window; a request today counts.
    const before = (
      await t.db
        .select({ asked: clinics.responseAsked, rank: clinics.responseRank })
        .from(clinics)
        .where(eq(clinics.id, fewer))
    )[0]!;
    expect(before).toEqual({ asked: 0, rank: 5 });
    const now = new Date();
    for (let i = 0; i < 5; i++) await quoteRequest(fewer, ago(30 + i, now), ago(29 + i, now));
    const stored = (
      await t.db
        .select({
          asked: clinics.responseAsked,
          median: clinics.responseMedianMinutes,
          pct: clinics.responseWithinDayPct,
          rank: clinics.responseRank,
        })
        .from(clinics)
        .where(eq(clinics.id, fewer))
    )[0]!;
    expect(stored).toEqual({ asked: 5, median: 60, pct: 100, rank: 10 });
    // A late reply moves it: answered after 3 days.
    await quoteRequest(fewer, ago(100, now), ago(28, now));
    const after = (
      await t.db
        .select({ asked: clinics.responseAsked, pct: clinics.responseWithinDayPct })
        .from(clinics)
        .where(eq(clinics.id, fewer))
    )[0]!;
    expect(after).toEqual({ asked: 6, pct: 83 });
  });

  it("a daily durable job stores the figures of clinics whose window moved on without activity", async () => {
    const [izmir] = await t.db
      .select()
      .from(clinics)
      .where(eq(clinics.slug, "izmir-fertility-center"));
    const stored = async () =>
      (
        await t.db
          .select({ asked: clinics.responseAsked, rank: clinics.responseRank })
          .from(clinics)
          .where(eq(clinics.id, izmir!.id))
      )[0]!;
    // Five requests answered within the hour, 80–84 days ago (the triggers store them now).
    const real = new Date();
    for (let d = 80; d < 85; d++)
      await quoteRequest(izmir!.id, ago(d * 24, real), ago(d * 24 - 1, real));
    expect(await stored()).toEqual({ asked: 5, rank: 10 });

    // Ten days later nothing new came in: the shown figure has moved on, the stored one not yet.
    const later = new Date(real.getTime() + 10 * 24 * H);
    setClockForTests(later);
    expect((await getResponseTimes([izmir!.id], later)).get(izmir!.id)?.asked).toBe(0);
    expect(await stored()).toEqual({ asked: 5, rank: 10 });

    // The server starts: the day's refresh is queued and runs; it queues tomorrow's itself.
    await scheduleDailyJobs(t.db);
    startJobRunner({ handlers: scheduledJobHandlers, intervalMs: 60_000 });
    await jobRunnerIdle();
    await stopJobRunner();
    expect(await stored()).toEqual({ asked: 0, rank: 5 });
    const refreshJobs = await t.db
      .select({ status: jobs.status, runAt: jobs.runAt })
      .from(jobs)
      .where(
        and(eq(jobs.kind, RESPONSE_REFRESH_JOB), like(jobs.dedupeKey, `${RESPONSE_REFRESH_JOB}:%`)),
      )
      .orderBy(jobs.runAt);
    expect(refreshJobs.map((j) => j.status)).toEqual(["done", "pending"]);
    expect(refreshJobs[1]!.runAt.getTime()).toBeGreaterThan(later.getTime());
    // Running again (another start the same day) changes nothing.
    await scheduleDailyJobs(t.db);
    expect(await runDueJobs({ handlers: scheduledJobHandlers, db: t.db })).toMatchObject({
      claimed: 0,
    });
    expect(await stored()).toEqual({ asked: 0, rank: 5 });
  });
});
