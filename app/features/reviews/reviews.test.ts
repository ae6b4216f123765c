import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  bookings,
  clinics,
  emailOutbox,
  notifications,
  reviewBookings,
  reviews,
  userRoles,
  users,
} from "~/db/schema";
import {
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
} from "~/services/notifications/notifications.server";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import { checkReviewContent } from "./content-check";
import {
  hideReply,
  hideReview,
  listPendingReviews,
  publishReview,
  rejectReview,
  restoreReply,
  restoreReview,
} from "./moderation.server";
import { RATING_REQUIRED } from "./review-schema";
import {
  ALREADY_REPLIED,
  ALREADY_REVIEWED,
  BOOKING_NOT_FOUND,
  NOT_COMPLETED,
  REVIEW_NOT_FOUND,
  listClinicReviewsForDashboard,
  listPatientReviews,
  listReviewableBookings,
  replyToReview,
  submitReview,
} from "./reviews.server";

let t: TestDb;
let clinicA: { id: string; slug: string };
let clinicB: { id: string; slug: string };
const u: Record<string, string> = {};
let n = 0;

async function makeUser(name: string, role: "patient" | "clinic" | "admin", clinicId?: string) {
  const [row] = await t.db
    .insert(users)
    .values({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@reviews.test`,
      emailVerified: true,
    })
    .returning({ id: users.id });
  await t.db.insert(userRoles).values({ userId: row!.id, role, clinicId: clinicId ?? null });
  return row!.id;
}

async function makeBooking(
  patientId: string,
  clinicId: string,
  status: "pending" | "confirmed" | "completed" | "cancelled",
) {
  n += 1;
  const [b] = await t.db
    .insert(bookings)
    .values({
      reference: `CA-TEST-${String(n).padStart(4, "0")}`,
      patientId,
      clinicId,
      treatment: "FUE Hair Transplant",
      totalMinor: 250_000,
      currency: "EUR",
      status,
      idempotencyKey: `test-${n}`,
      completedAt: status === "completed" ? new Date() : null,
    })
    .returning({ id: bookings.id });
  return b!.id;
}

async function clinicRow(id: string) {
  const [c] = await t.db
    .select({ rating: clinics.rating, reviewCount: clinics.reviewCount })
    .from(clinics)
    .where(eq(clinics.id, id));
  return c!;
}

/** The clinic's expected figures: its baseline of earlier reviews plus the published rows. */
async function publishedStats(clinicId: string) {
  const rows = await t.db
    .select({ rating: reviews.rating })
    .from(reviews)
    .where(and(eq(reviews.clinicId, clinicId), eq(reviews.isPublished, true)));
  const [base] = await t.db
    .select({ count: clinics.baseReviewCount, sum: clinics.baseRatingSum })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  const count = rows.length + base!.count;
  const sum = rows.reduce((s, r) => s + r.rating, 0) + base!.sum;
  return { count, rating: Math.round((sum / count) * 10) / 10 };
}

beforeAll(async () => {
  t = await useTestDb();
  const cs = await t.db
    .select({ id: clinics.id, slug: clinics.slug })
    .from(clinics)
    .where(eq(clinics.verified, true))
    .limit(2);
  clinicA = cs[0]!;
  clinicB = cs[1]!;
  u.maria = await makeUser("Maria Keller", "patient");
  u.john = await makeUser("John Smith", "patient");
  u.clinicA = await makeUser("Clinic A Staff", "clinic", clinicA.id);
  u.clinicB = await makeUser("Clinic B Staff", "clinic", clinicB.id);
  u.admin = await makeUser("Admin Person", "admin");
});

describe("content check", () => {
  it.each([
    ["Visit http://spam.example for more", "link"],
    ["see www.cheapdeals for more", "link"],
    ["book via clinic-deals.com today", "link"],
    ["short link bit.ly/abc", "link"],
    ["write me at someone@mail.example", "link"],
    ["This was a shit experience", "flagged_word"],
    ["Total bullsh1t", "flagged_word"],
    ["Buy bitcoin now", "flagged_word"],
    ["Whatsapp   me for a discount", "flagged_word"],
  ])("%s → %s", (text, reason) => {
    const r = checkReviewContent(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe(reason);
  });

  it.each([
    "Excellent care, Dr. Yilmaz was great.Would recommend!",
    "The assistant and the class of staff were superb (4.5 stars).",
    "Scunthorpe patient here, everything fine.",
    "",
  ])("accepts %j", (text) => {
    expect(checkReviewContent(text)).toEqual({ ok: true });
  });
});

describe("submitting a review", () => {
  it("is allowed only for the patient's own completed booking", async () => {
    const pending = await makeBooking(u.maria!, clinicA.id, "pending");
    const confirmed = await makeBooking(u.maria!, clinicA.id, "confirmed");
    const cancelled = await makeBooking(u.maria!, clinicA.id, "cancelled");
    const johns = await makeBooking(u.john!, clinicA.id, "completed");
    for (const b of [pending, confirmed, cancelled]) {
      const r = await submitReview(u.maria!, { bookingId: b, rating: "5" });
      expect(r).toMatchObject({ ok: false, status: 409, message: NOT_COMPLETED });
    }
    const other = await submitReview(u.maria!, { bookingId: johns, rating: "5" });
    expect(other).toMatchObject({ ok: false, status: 404, message: BOOKING_NOT_FOUND });
    const bogus = await submitReview(u.maria!, { bookingId: "not-a-uuid", rating: "5" });
    expect(bogus).toMatchObject({ ok: false, status: 404 });
    const stored = await t.db.select().from(reviews).where(eq(reviews.patientId, u.maria!));
    expect(stored).toHaveLength(0);
    // Only the completed one of John is offered to John; none to Maria.
    expect(await listReviewableBookings(u.maria!)).toHaveLength(0);
    expect((await listReviewableBookings(u.john!)).map((b) => b.id)).toEqual([johns]);
  });

  it("requires a rating from 1 to 5", async () => {
    const b = await makeBooking(u.maria!, clinicA.id, "completed");
    for (const rating of [undefined, "", "0", "6", "3.5", "five"]) {
      const r = await submitReview(u.maria!, { bookingId: b, rating, comment: "Nice" });
      expect(r).toMatchObject({ ok: false, status: 400, fieldErrors: { rating: RATING_REQUIRED } });
    }
    expect(await listPatientReviews(u.maria!)).toHaveLength(0);
  });

  it("publishes at once, as a verified patient, recomputes the clinic rating and count, and refuses a second review of the same booking", async () => {
    const before = await publishedStats(clinicA.id);
    const b = await makeBooking(u.maria!, clinicA.id, "completed");
    const r = await submitReview(u.maria!, { bookingId: b, rating: "2", comment: "  Good team. " });
    expect(r).toMatchObject({ ok: true, status: "published" });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.patientId, u.maria!));
    expect(row).toMatchObject({
      clinicId: clinicA.id,
      rating: 2,
      comment: "Good team.",
      status: "published",
      isPublished: true,
      verifiedPatient: true,
      authorName: "Maria K.",
      treatment: "FUE Hair Transplant",
    });
    const [link] = await t.db.select().from(reviewBookings).where(eq(reviewBookings.bookingId, b));
    expect(link?.reviewId).toBe(row!.id);

    const after = await publishedStats(clinicA.id);
    expect(after.count).toBe(before.count + 1);
    expect(await clinicRow(clinicA.id)).toEqual({ rating: after.rating, reviewCount: after.count });

    const again = await submitReview(u.maria!, { bookingId: b, rating: "5" });
    expect(again).toMatchObject({ ok: false, status: 409, message: ALREADY_REVIEWED });
    const both = await Promise.all([
      submitReview(u.maria!, { bookingId: b, rating: "4" }),
      submitReview(u.maria!, { bookingId: b, rating: "4" }),
    ]);
    expect(both.every((x) => !x.ok)).toBe(true);
    expect(await listPatientReviews(u.maria!)).toHaveLength(1);

    // The clinic's users are told (in-app and by mail).
    const notes = await listNotifications(u.clinicA!);
    expect(notes.items[0]).toMatchObject({
      kind: "review",
      link: "/dashboard/reviews",
      read: false,
    });
  });

  it("sends reviews with links or flagged words to moderation (pending, not counted)", async () => {
    const before = await clinicRow(clinicA.id);
    const b1 = await makeBooking(u.john!, clinicA.id, "completed");
    const b2 = await makeBooking(u.john!, clinicA.id, "completed");
    expect(
      await submitReview(u.john!, { bookingId: b1, rating: "5", comment: "See www.example.com" }),
    ).toMatchObject({ ok: true, status: "pending" });
    expect(
      await submitReview(u.john!, {
        bookingId: b2,
        rating: "1",
        comment: "What a bitch of a stay",
      }),
    ).toMatchObject({ ok: true, status: "pending" });
    const mine = await listPatientReviews(u.john!);
    expect(mine.map((r) => r.status)).toEqual(["pending", "pending"]);
    expect(mine.every((r) => r.verifiedPatient)).toBe(true);
    expect(await clinicRow(clinicA.id)).toEqual(before);
    const queue = await listPendingReviews(t.db);
    expect(queue.map((r) => r.id)).toEqual(expect.arrayContaining(mine.map((r) => r.id)));
    // The clinic dashboard lists published reviews only.
    const clinicList = await listClinicReviewsForDashboard(clinicA.id);
    expect(clinicList.some((r) => mine.some((m) => m.id === r.id))).toBe(false);
  });
});

describe("clinic replies", () => {
  it("allow one reply per review, by the review's clinic only", async () => {
    const [review] = await t.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.patientId, u.maria!));
    const other = await replyToReview(
      { userId: u.clinicB!, clinicId: clinicB.id },
      { reviewId: review!.id, body: "Not ours" },
    );
    expect(other).toMatchObject({ ok: false, status: 404, message: REVIEW_NOT_FOUND });
    const empty = await replyToReview(
      { userId: u.clinicA!, clinicId: clinicA.id },
      { reviewId: review!.id, body: "   " },
    );
    expect(empty).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { body: "Please write a reply." },
    });

    const first = await replyToReview(
      { userId: u.clinicA!, clinicId: clinicA.id },
      { reviewId: review!.id, body: "Thank you, Maria!" },
    );
    expect(first).toEqual({ ok: true });
    const second = await replyToReview(
      { userId: u.clinicA!, clinicId: clinicA.id },
      { reviewId: review!.id, body: "Edited" },
    );
    expect(second).toMatchObject({ ok: false, status: 409, message: ALREADY_REPLIED });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review!.id));
    expect(row).toMatchObject({ replyBody: "Thank you, Maria!", replyByUserId: u.clinicA });
    const [mine] = await listPatientReviews(u.maria!);
    expect(mine!.reply?.body).toBe("Thank you, Maria!");
    const notes = await listNotifications(u.maria!);
    expect(notes.items[0]).toMatchObject({ kind: "review_reply" });
  });

  it("refuses replies to pending reviews", async () => {
    const [pending] = await listPatientReviews(u.john!);
    const r = await replyToReview(
      { userId: u.clinicA!, clinicId: clinicA.id },
      { reviewId: pending!.id, body: "Hello" },
    );
    expect(r).toMatchObject({ ok: false, status: 409 });
  });
});

describe("moderation", () => {
  const actor = () => ({ userId: u.admin! });

  it("publishes and rejects pending reviews, keeping is_published and the clinic rating in step, and tells the author", async () => {
    const [a, b] = await listPatientReviews(u.john!);
    const before = await publishedStats(clinicA.id);

    expect(await rejectReview(t.db, { reviewId: a!.id, actor: actor() })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { reason: "Please give a reason (it is sent to the author)." },
    });
    const rej = await rejectReview(t.db, {
      reviewId: a!.id,
      reason: "Contains a link to another site.",
      actor: actor(),
    });
    expect(rej).toMatchObject({
      ok: true,
      value: { review: { previousStatus: "pending", status: "rejected" } },
    });
    const pub = await t.db.transaction((tx) =>
      publishReview(tx, { reviewId: b!.id, actor: actor() }),
    );
    expect(pub).toMatchObject({ ok: true, value: { review: { status: "published" } } });

    const rows = await t.db.select().from(reviews).where(eq(reviews.patientId, u.john!));
    for (const r of rows) expect(r.isPublished).toBe(r.status === "published");
    expect(rows.find((r) => r.id === a!.id)).toMatchObject({
      status: "rejected",
      moderationReason: "Contains a link to another site.",
    });

    const after = await publishedStats(clinicA.id);
    expect(after.count).toBe(before.count + 1);
    expect(await clinicRow(clinicA.id)).toEqual({ rating: after.rating, reviewCount: after.count });

    const notes = await listNotifications(u.john!);
    expect(notes.items.map((x) => x.title)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("was not published"),
        expect.stringContaining("is published"),
      ]),
    );
    expect(notes.items.find((x) => x.title.includes("not published"))?.body).toBe(
      "Reason: Contains a link to another site.",
    );
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "john.smith@reviews.test"));
    expect(mails.some((m) => m.text.includes("Contains a link to another site."))).toBe(true);

    // A second decision on the same review is refused.
    expect(
      await rejectReview(t.db, { reviewId: a!.id, reason: "again", actor: actor() }),
    ).toMatchObject({ ok: false, status: 409 });
    expect(
      await publishReview(t.db, {
        reviewId: "0b0b0b0b-0000-4000-8000-000000000000",
        actor: actor(),
      }),
    ).toMatchObject({ ok: false, status: 404, message: "Review not found." });
  });

  it("hides and restores reviews and replies", async () => {
    const [maria] = await listPatientReviews(u.maria!);
    const before = await clinicRow(clinicA.id);
    const hid = await hideReview(t.db, {
      reviewId: maria!.id,
      reason: "Personal data",
      actor: actor(),
    });
    expect(hid).toMatchObject({ ok: true, value: { review: { status: "hidden" } } });
    expect((await clinicRow(clinicA.id)).reviewCount).toBe(before.reviewCount - 1);
    expect((await listNotifications(u.maria!)).items[0]).toMatchObject({
      title: expect.stringContaining("was hidden"),
      body: "Reason: Personal data",
    });
    expect(await restoreReview(t.db, { reviewId: maria!.id, actor: actor() })).toMatchObject({
      ok: true,
      value: { review: { status: "published" } },
    });
    expect(await clinicRow(clinicA.id)).toEqual(before);

    expect(
      await hideReply(t.db, {
        reviewId: maria!.id,
        reason: "Off-topic advertising",
        actor: actor(),
      }),
    ).toMatchObject({ ok: true, value: { review: { replyHidden: true } } });
    expect((await listPatientReviews(u.maria!))[0]!.reply).toBeNull();
    expect((await listNotifications(u.clinicA!)).items[0]).toMatchObject({
      title: "Your reply to a review was hidden",
      body: "Reason: Off-topic advertising",
    });
    expect(
      await hideReply(t.db, { reviewId: maria!.id, reason: "x", actor: actor() }),
    ).toMatchObject({ ok: false, status: 409, message: "This reply is already hidden." });
    expect(await restoreReply(t.db, { reviewId: maria!.id, actor: actor() })).toMatchObject({
      ok: true,
      value: { review: { replyHidden: false } },
    });
    expect((await listPatientReviews(u.maria!))[0]!.reply?.body).toBe("Thank you, Maria!");
    // Hidden reply still counts as "replied": a second reply is refused.
    expect(
      await replyToReview(
        { userId: u.clinicA!, clinicId: clinicA.id },
        { reviewId: maria!.id, body: "x" },
      ),
    ).toMatchObject({ status: 409 });
  });
});

describe("notifications", () => {
  it("are listed and marked read only for their own user", async () => {
    const total = await unreadCount(u.maria!);
    expect(total).toBeGreaterThan(0);
    const { items } = await listNotifications(u.maria!);
    expect(items.length).toBe(
      (await t.db.select().from(notifications).where(eq(notifications.userId, u.maria!))).length,
    );
    // John cannot read or mark Maria's.
    expect(
      (await listNotifications(u.john!)).items.some((x) => items.some((m) => m.id === x.id)),
    ).toBe(false);
    expect(await markRead(u.john!, items[0]!.id)).toEqual({ found: false, link: null });
    expect(await unreadCount(u.maria!)).toBe(total);

    expect(await markRead(u.maria!, items[0]!.id)).toMatchObject({ found: true });
    expect(await unreadCount(u.maria!)).toBe(total - 1);
    const johnUnread = await unreadCount(u.john!);
    expect(await markAllRead(u.maria!)).toBe(total - 1);
    expect(await unreadCount(u.maria!)).toBe(0);
    expect(await unreadCount(u.john!)).toBe(johnUnread);
  });

  it("pages with a keyset cursor", async () => {
    for (let i = 0; i < 5; i++)
      await t.db.insert(notifications).values({
        userId: u.admin!,
        kind: "test",
        title: `N${i}`,
        link: i === 0 ? "https://evil.example" : "/dashboard",
      });
    const p1 = await listNotifications(u.admin!, { limit: 3 });
    expect(p1.items).toHaveLength(3);
    const p2 = await listNotifications(u.admin!, { limit: 3, before: p1.nextCursor });
    expect(p2.items).toHaveLength(2);
    expect(p2.nextCursor).toBeNull();
    const all = [...p1.items, ...p2.items];
    expect(new Set(all.map((x) => x.id)).size).toBe(5);
    expect(all.find((x) => x.title === "N0")?.link).toBeNull();
  });
});
