import { and, eq, like } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { clinicCredentials, clinics, doctors, emailOutbox, jobs, users } from "~/db/schema";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { parseSearchParams } from "~/features/search/parse-params";
import { searchClinics } from "~/features/search/search.server";
import { loader as expiringLoader } from "~/routes/admin/verification-expiring";
import { loader as clinicLoader } from "~/routes/clinic";
import {
  jobRunnerIdle,
  runDueJobs,
  startJobRunner,
  stopJobRunner,
} from "~/services/jobs/jobs.server";
import { setClockForTests } from "~/utils/clock.server";
import { signInAs } from "../../../tests/kit/auth";
import { createClinicUser, KIT_PASSWORD } from "../../../tests/kit/factories";
import { callRoute, makeRequest, statusOf } from "../../../tests/kit/request";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import {
  SWEEP_JOB,
  scheduleVerificationSweep,
  sweepVerifications,
  verificationJobHandlers,
} from "./expiry.server";

/**
 * Issue 16 item 3 on a real database: the clock is moved forward (never slept), the daily
 * sweep runs as a durable job, and what a clinic, a patient and an admin see is read back.
 */
let t: TestDb;
beforeAll(async () => {
  t = await useTestDb();
});
afterEach(async () => {
  await stopJobRunner();
  setClockForTests(null);
});

const DAY = 86_400_000;
const T0 = new Date("2026-11-26T09:00:00Z");
const day = (n: number) => new Date(T0.getTime() + n * DAY);
const SLUG = "lara-eye-vision-center";

async function clinicPage(slug: string) {
  const res = (await clinicLoader({
    request: makeRequest(`/clinic/${slug}`),
    params: { clinicId: slug },
    context: {},
  } as never)) as unknown as { data: Awaited<ReturnType<typeof clinicLoader>>["data"] };
  return res.data;
}

async function inSearch(name: string): Promise<boolean> {
  const r = await searchClinics(parseSearchParams(new URLSearchParams({ q: name })));
  return r.results.some((c) => c.name === name);
}

const mailsTo = (email: string) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email)).orderBy(emailOutbox.createdAt);

const QUEUE = "/admin/verification/expiring";
let adminCookie = "";
/** The re-check queue's loader data, as a signed-in administrator (two-factor on). */
async function adminQueue() {
  if (!adminCookie) {
    const email = "expiry-admin@example.test";
    await createVerifiedUser(t.db, { email, password: KIT_PASSWORD, role: "admin", name: "Ada" });
    adminCookie = await signInAs(email, { ip: "192.0.2.90" });
    await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, email));
  }
  const r = (await callRoute(expiringLoader, makeRequest(QUEUE, { cookie: adminCookie }))) as {
    data: Awaited<ReturnType<typeof expiringLoader>>["data"];
  };
  return r.data;
}

/** Runs whatever jobs are due at `at`, as the server's runner would. */
async function runAt(at: Date) {
  setClockForTests(at);
  return runDueJobs({ handlers: verificationJobHandlers, db: t.db });
}

describe("verification expiry", () => {
  it("reminders at 30 and 7 days (once each), badge gone at expiry, lapsed licence out of search, across a restart", async () => {
    const [clinic] = await t.db.select().from(clinics).where(eq(clinics.slug, SLUG));
    expect(clinic.verified).toBe(true);
    // This clinic's own verification is fresh; only the items below end during the test.
    await t.db.update(clinics).set({ verifiedAt: T0 }).where(eq(clinics.id, clinic.id));
    await t.db.delete(clinicCredentials).where(eq(clinicCredentials.clinicId, clinic.id));
    await t.db
      .update(doctors)
      .set({ verificationStatus: "unverified", verificationExpiresAt: null })
      .where(eq(doctors.clinicId, clinic.id));
    const desk = await createClinicUser(t.db, { clinic: SLUG, name: "Deniz Kaya" });
    const deskCookie = await signInAs(desk.email, { ip: "192.0.2.91" });
    await t.db.update(users).set({ locale: "de" }).where(eq(users.id, desk.id));

    const [doctor] = await t.db
      .insert(doctors)
      .values({
        clinicId: clinic.id,
        name: "Dr. Expiry Test",
        slug: "dr-expiry-test",
        title: "Ophthalmologist",
        specialty: "Ophthalmology",
        verificationStatus: "verified",
        verifiedAt: day(-300),
        verificationMethod: "official register search",
        verificationExpiresAt: day(40),
      })
      .returning();
    const [licence] = await t.db
      .insert(clinicCredentials)
      .values({
        clinicId: clinic.id,
        kind: "clinic_licence",
        name: "Ministry of Health operating licence",
        expiresOn: day(50).toISOString().slice(0, 10),
        verificationStatus: "verified",
        verifiedAt: day(-200),
        verificationExpiresAt: day(50),
      })
      .returning();

    // Day 0: the server starts and queues today's sweep; nothing ends within 30 days yet.
    setClockForTests(T0);
    expect((await scheduleVerificationSweep(t.db)).queued).toBe(true);
    expect((await scheduleVerificationSweep(t.db)).queued).toBe(false);
    expect(await runAt(T0)).toMatchObject({ claimed: 1, done: 1 });
    expect(await mailsTo(desk.email)).toHaveLength(0);
    expect(await inSearch(clinic.name)).toBe(true);
    // The sweep queued tomorrow's, at 03:00 UTC.
    const next = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, SWEEP_JOB), eq(jobs.status, "pending")));
    expect(next.map((j) => j.runAt.toISOString())).toEqual(["2026-11-27T03:00:00.000Z"]);

    // Day 11: 29 days before the practitioner's end: the 30-day reminder, in German.
    await runAt(day(11));
    let mails = await mailsTo(desk.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(
      "Verifizierung endet am 5. Januar 2027: Behandelnde Person Dr. Expiry Test",
    );
    expect(mails[0].text).toContain("Hallo Deniz,");
    expect(mails[0].text).toContain(
      "Behandelnde Person Dr. Expiry Test (Lara Eye & Vision Center): Die Verifizierung durch CareAtlas endet am 5. Januar 2027.",
    );
    expect(mails[0].html).toContain('lang="de"');
    // The sweep running again (another start, a second run the same day) queues nothing more.
    await scheduleVerificationSweep(t.db, day(11));
    await runAt(day(11));
    await t.db.transaction((tx) => sweepVerifications(tx, day(11)));
    expect(await mailsTo(desk.email)).toHaveLength(1);

    // A restart between the reminders: the runner stops, a new process starts its own.
    startJobRunner({ handlers: verificationJobHandlers, intervalMs: 60_000 });
    await jobRunnerIdle();
    await stopJobRunner();
    setClockForTests(day(34));
    startJobRunner({ handlers: verificationJobHandlers, intervalMs: 60_000 });
    await jobRunnerIdle();
    await stopJobRunner();
    // Day 34: 6 days before the practitioner's end (7-day reminder) and 16 before the licence's.
    mails = await mailsTo(desk.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Verifizierung endet am 15. Januar 2027: Ministry of Health operating licence",
      "Verifizierung endet am 5. Januar 2027: Behandelnde Person Dr. Expiry Test",
      "Verifizierung endet am 5. Januar 2027: Behandelnde Person Dr. Expiry Test",
    ]);
    expect(mails).toHaveLength(3);
    const keys = mails.map((m) => m.dedupeKey!.replace(`:${desk.id}`, ""));
    expect(keys.sort()).toEqual(
      [
        `verification-reminder:practitioner:${doctor.id}:${day(40).toISOString()}:30d`,
        `verification-reminder:practitioner:${doctor.id}:${day(40).toISOString()}:7d`,
        `verification-reminder:credential:${licence.id}:${day(50).toISOString()}:30d`,
      ].sort(),
    );
    await runAt(day(34));
    expect(await mailsTo(desk.email)).toHaveLength(3);

    // The admin's re-check queue lists both, with their clinic; nobody else may see it.
    const queue = await adminQueue();
    const mine = queue.items.filter((i) => i.clinicSlug === SLUG);
    expect(mine.map((i) => [i.kind, i.name, i.expiresAt, i.expired])).toEqual([
      ["practitioner", "Dr. Expiry Test", day(40).toISOString(), false],
      ["credential", "Ministry of Health operating licence", day(50).toISOString(), false],
    ]);
    expect(
      statusOf(await callRoute(expiringLoader, makeRequest(QUEUE, { cookie: deskCookie }))),
    ).toBe(403);
    expect(statusOf(await callRoute(expiringLoader, makeRequest(QUEUE)))).toBe(302);

    // Before the end, the public page shows the practitioner's and the licence's badges.
    setClockForTests(day(39));
    const before = await clinicPage(SLUG);
    expect(before.doctors.find((d) => d.name === "Dr. Expiry Test")?.verifiedText).toMatch(
      /^Verified on /,
    );
    expect(before.credentials.find((c) => c.id === licence.id)?.verifiedText).toMatch(
      /^Verified on /,
    );

    // Day 41: the practitioner's verification has ended: stored as expired, badge gone.
    await runAt(day(41));
    const at41 = await clinicPage(SLUG);
    expect(at41.doctors.find((d) => d.name === "Dr. Expiry Test")?.verifiedText).toBeNull();
    const [d41] = await t.db.select().from(doctors).where(eq(doctors.id, doctor.id));
    expect(d41.verificationStatus).toBe("expired");
    expect(await inSearch(clinic.name)).toBe(true);
    expect((await clinicPage(SLUG)).clinic.verifiedAt).toBe(T0.toISOString());

    // Day 51: the licence lapsed: the clinic leaves search; its page stays, without a badge.
    await runAt(day(49));
    expect(await mailsTo(desk.email)).toHaveLength(4); // the licence's 7-day reminder
    await runAt(day(51));
    const [l51] = await t.db
      .select()
      .from(clinicCredentials)
      .where(eq(clinicCredentials.id, licence.id));
    expect(l51.verificationStatus).toBe("expired");
    const [c51] = await t.db.select().from(clinics).where(eq(clinics.id, clinic.id));
    expect(c51).toMatchObject({ verified: false, needsReview: true });
    expect(c51.verificationNote).toContain("licence");
    expect(await inSearch(clinic.name)).toBe(false);
    const page = await clinicPage(SLUG);
    expect(page.clinic.name).toBe(clinic.name);
    expect(page.clinic.verifiedAt).toBeNull();
    expect(page.verifiedOn).toBeNull();
    expect(page.credentials.find((c) => c.id === licence.id)?.verifiedText ?? null).toBeNull();
    const after = (await adminQueue()).items.filter((i) => i.clinicSlug === SLUG);
    expect(after.map((i) => [i.kind, i.expired, i.licence])).toEqual([
      ["practitioner", true, false],
      ["credential", true, true],
    ]);
    // Exactly one reminder per threshold and item, however many sweeps ran.
    expect(await mailsTo(desk.email)).toHaveLength(4);
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(like(emailOutbox.dedupeKey, `verification-reminder:%:${doctor.id}:%`)),
    ).toHaveLength(2);
  });

  it("a start before 03:00 UTC runs the sweep and still queues today's 03:00 one", async () => {
    const early = new Date("2027-05-04T00:30:00Z");
    setClockForTests(early);
    expect((await scheduleVerificationSweep(t.db)).queued).toBe(true);
    await runAt(early);
    const rows = await t.db
      .select({ key: jobs.dedupeKey, status: jobs.status, runAt: jobs.runAt })
      .from(jobs)
      .where(like(jobs.dedupeKey, `${SWEEP_JOB}:2027-05-0%`))
      .orderBy(jobs.runAt);
    expect(rows).toEqual([
      { key: `${SWEEP_JOB}:2027-05-03`, status: "done", runAt: early },
      {
        key: `${SWEEP_JOB}:2027-05-04`,
        status: "pending",
        runAt: new Date("2027-05-04T03:00:00Z"),
      },
    ]);
    // At 03:00 it runs and queues the next day's.
    await runAt(new Date("2027-05-04T03:00:00Z"));
    const [next] = await t.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.dedupeKey, `${SWEEP_JOB}:2027-05-05`));
    expect(next?.status).toBe("pending");
  });

  it("a clinic's own verification holds 12 months: reminded 30 days before, badge gone after", async () => {
    const slug = "bosphorus-aesthetic-hospital";
    const [clinic] = await t.db.select().from(clinics).where(eq(clinics.slug, slug));
    await t.db
      .update(clinics)
      .set({ verifiedAt: new Date("2026-02-10T12:00:00Z") })
      .where(eq(clinics.id, clinic.id));
    const desk = await createClinicUser(t.db, { clinic: slug, name: "Ana Ruiz" });

    setClockForTests(new Date("2027-01-15T09:00:00Z"));
    let page = await clinicPage(slug);
    expect(page.verifiedOn).toBe("Verified · last checked 10 February 2026");
    await t.db.transaction((tx) => sweepVerifications(tx, new Date("2027-01-15T09:00:00Z")));
    const mails = await mailsTo(desk.email);
    expect(mails.map((m) => m.subject)).toEqual([
      "Verification ends on 10 February 2027: Clinic profile",
    ]);
    expect(mails[0].text).toContain("Hi Ana,");

    setClockForTests(new Date("2027-02-10T12:00:01Z"));
    page = await clinicPage(slug);
    expect(page.clinic.verifiedAt).toBeNull();
    expect(page.verifiedOn).toBeNull();
    // Still listed: only a lapsed licence hides a clinic.
    expect(await inSearch(clinic.name)).toBe(true);
  });
});
