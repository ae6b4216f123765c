import { and, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  clinics,
  contactMessages,
  emailOutbox,
  exchangeRates,
  partnerApplications,
  reviews,
  sessions,
  userRoles,
  users,
  verifications,
} from "~/db/schema";
import { signInWithEmail, resetPassword } from "~/features/accounts/auth-flows.server";
import { latestLink, makeRequest } from "~/features/accounts/test-helpers";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { csvCell } from "~/features/admin/inbox.server";
import { getClinicProfile } from "~/features/clinics/clinics.server";
import { searchClinics } from "~/features/search/search.server";
import * as layoutRoute from "~/routes/admin";
import * as applicationsRoute from "~/routes/admin/applications";
import * as auditRoute from "~/routes/admin/audit";
import * as clinicsRoute from "~/routes/admin/clinics";
import * as inboxRoute from "~/routes/admin/inbox";
import * as indexRoute from "~/routes/admin/index";
import * as moderationRoute from "~/routes/admin/moderation";
import * as ratesRoute from "~/routes/admin/rates";
import * as usersRoute from "~/routes/admin/users";
import * as csvRoute from "~/routes/resources/admin-inbox-csv";
import { getRates } from "~/services/currency/currency.server";
import { getSessionInfo } from "~/utils/permissions.server";
import { signInAs } from "../../../tests/kit/auth";
import { useTestDb, type TestDb } from "../../../tests/setup/db";

let t: TestDb;
const PW = "Copper-kettle-4821";
const EMAILS = {
  admin: "root-admin@example.test",
  admin2: "second-admin@example.test",
  nofa: "no-2fa-admin@example.test",
  patient: "pat@example.test",
  clinic: "clin@example.test",
  victim: "victim@example.test",
};
const ids: Record<string, string> = {};
const cookies: Record<string, string> = {};
let ip = 10;

beforeAll(async () => {
  t = await useTestDb();
  for (const [k, email] of Object.entries(EMAILS)) {
    const role =
      k.startsWith("admin") || k === "nofa" ? "admin" : k === "clinic" ? "clinic" : "patient";
    ids[k] = (
      await createVerifiedUser(t.db, {
        email,
        password: PW,
        role,
        name: k,
        clinic: role === "clinic" ? "istanbul-hair-institute" : undefined,
      })
    ).id;
    cookies[k] = await signInAs(email, { ip: `192.0.2.${ip++}` });
  }
  // Two-factor on (after signing in, so the sign-in itself needs no code).
  await t.db
    .update(users)
    .set({ twoFactorEnabled: true })
    .where(sql`${users.email} in (${EMAILS.admin}, ${EMAILS.admin2})`);
});

const ctx = { context: {} as never, params: {}, unstable_pattern: "" } as const;

type Outcome = { status: number; location?: string | null; body?: unknown; response?: Response };

/** Runs a loader/action and normalises thrown/returned Responses and data() results. */
async function run(fn: () => Promise<unknown>): Promise<Outcome> {
  let v: unknown;
  try {
    v = await fn();
  } catch (e) {
    v = e;
  }
  if (v instanceof Response)
    return { status: v.status, location: v.headers.get("location"), response: v };
  if (
    v &&
    typeof v === "object" &&
    "type" in v &&
    (v as { type: string }).type === "DataWithResponseInit"
  ) {
    const d = v as unknown as { data: unknown; init?: ResponseInit | null };
    return { status: d.init?.status ?? 200, body: d.data };
  }
  if (v instanceof Error) throw v;
  return { status: 200, body: v };
}

type RouteModule = {
  action?: (a: never) => Promise<unknown>;
  loader?: (a: never) => Promise<unknown>;
};

function post(
  mod: RouteModule,
  path: string,
  form: Record<string, string>,
  who?: keyof typeof cookies,
) {
  const request = makeRequest(path, {
    method: "POST",
    form,
    cookie: who ? cookies[who] : undefined,
  });
  return run(() => mod.action!({ ...ctx, request } as never));
}

function get(mod: RouteModule, path: string, who?: keyof typeof cookies) {
  const request = makeRequest(path, { cookie: who ? cookies[who] : undefined });
  return run(() => mod.loader!({ ...ctx, request } as never));
}

async function auditCount() {
  const [r] = await t.db.select({ n: count() }).from(auditLog);
  return Number(r?.n ?? 0);
}

async function lastAudit() {
  const [r] = await t.db
    .select()
    .from(auditLog)
    .orderBy(sql`${auditLog.id} desc`)
    .limit(1);
  return r!;
}

/** Everyone but an admin with two-factor is refused and nothing is written. */
async function expectRefused(
  mod: RouteModule,
  path: string,
  form: Record<string, string>,
  unchanged: () => Promise<unknown>,
) {
  const before = await unchanged();
  const audits = await auditCount();
  for (const who of ["patient", "clinic"] as const) {
    const r = await post(mod, path, form, who);
    expect(r.status, `${who} on ${path}`).toBe(403);
  }
  const anon = await post(mod, path, form);
  expect(anon.status).toBe(302);
  expect(anon.location).toMatch(/^\/auth\?redirectTo=/);
  const nofa = await post(mod, path, form, "nofa");
  expect(nofa.status).toBe(302);
  expect(nofa.location).toBe("/dashboard/profile?setup=2fa#two-factor");
  expect(await unchanged()).toEqual(before);
  expect(await auditCount()).toBe(audits);
}

async function newApplication(over: Partial<typeof partnerApplications.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(partnerApplications)
    .values({
      clinicName: "Bosporus Smile Studio",
      contactName: "Deniz Kaya",
      email: `apply-${Math.random().toString(36).slice(2)}@example.test`,
      country: "Turkey",
      city: "Istanbul",
      treatments: ["Dental Implants"],
      languages: "English, Turkish",
      accreditation: "ISO 9001",
      sourcePath: "/partner",
      idempotencyKey: crypto.randomUUID(),
      ...over,
    })
    .returning();
  return row!;
}

describe("who may enter the admin area", () => {
  const pages: [RouteModule, string][] = [
    [layoutRoute, "/admin"],
    [indexRoute, "/admin"],
    [applicationsRoute, "/admin/applications"],
    [clinicsRoute, "/admin/clinics"],
    [moderationRoute, "/admin/moderation"],
    [inboxRoute, "/admin/inbox"],
    [usersRoute, "/admin/users"],
    [ratesRoute, "/admin/rates"],
    [auditRoute, "/admin/audit"],
    [csvRoute, "/admin/inbox.csv"],
  ];
  it("every loader: 403 for patients and clinic users, sign-in for visitors, 2FA set-up for admins without it, 200 for admins with it", async () => {
    for (const [mod, path] of pages) {
      expect((await get(mod, path, "patient")).status, path).toBe(403);
      expect((await get(mod, path, "clinic")).status, path).toBe(403);
      const anon = await get(mod, path);
      expect(anon.status, path).toBe(302);
      expect(anon.location).toContain("/auth?redirectTo=");
      const nofa = await get(mod, path, "nofa");
      expect(nofa.location, path).toBe("/dashboard/profile?setup=2fa#two-factor");
      expect((await get(mod, path, "admin")).status, path).toBe(200);
    }
  });

  it("a cross-site POST is refused before anything else", async () => {
    const request = makeRequest("/admin/rates", {
      method: "POST",
      form: { EUR: "0.5", GBP: "0.5" },
      cookie: cookies.admin,
      headers: { origin: "https://evil.example" },
    });
    const r = await run(() => ratesRoute.action({ ...ctx, request } as never));
    expect(r.status).toBe(403);
  });
});

describe("partner applications", () => {
  it("approve: refused for non-admins; an admin creates the unverified clinic, its user and a set-password invitation", async () => {
    const app = await newApplication();
    const form = { intent: "approve", id: app.id };
    const state = async () =>
      (await t.db.select().from(partnerApplications).where(eq(partnerApplications.id, app.id)))[0]!
        .status;
    await expectRefused(applicationsRoute, "/admin/applications", form, state);

    const r = await post(applicationsRoute, "/admin/applications", form, "admin");
    expect(r.status).toBe(302);
    const [saved] = await t.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, app.id));
    expect(saved!.status).toBe("approved");
    expect(saved!.reviewedByUserId).toBe(ids.admin);
    expect(saved!.reviewedAt).toBeInstanceOf(Date);
    const [clinic] = await t.db.select().from(clinics).where(eq(clinics.id, saved!.clinicId!));
    expect(clinic).toMatchObject({
      name: "Bosporus Smile Studio",
      slug: "bosporus-smile-studio",
      verified: false,
    });
    expect(clinic!.languages).toEqual(["English", "Turkish"]);
    const [u] = await t.db
      .select({
        id: users.id,
        role: userRoles.role,
        clinicId: userRoles.clinicId,
        verified: users.emailVerified,
      })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.email, app.email));
    expect(u).toMatchObject({ role: "clinic", clinicId: clinic!.id, verified: true });
    // The invitation: a set-password link with an expiring better-auth reset token; no password in it.
    const link = await latestLink(t.db, app.email, "/auth/reset-password?token=");
    const token = new URL(link).searchParams.get("token")!;
    const [v] = await t.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect(v!.value).toBe(u!.id);
    expect(v!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3_600_000);
    // Using it sets the password; the clinic user can then sign in.
    const set = await resetPassword(makeRequest("/auth/reset-password", { method: "POST" }), {
      token,
      password: "Harbour-lantern-7315",
    });
    expect(set.ok).toBe(true);
    const signIn = await signInWithEmail(
      makeRequest("/auth", { method: "POST", ip: "192.0.2.250" }),
      {
        email: app.email,
        password: "Harbour-lantern-7315",
      },
    );
    expect(signIn.ok && signIn.value.kind).toBe("signed-in");
    // Single use.
    expect(
      (
        await resetPassword(makeRequest("/x", { method: "POST" }), {
          token,
          password: "Another-pass-9911",
        })
      ).ok,
    ).toBe(false);

    const a = await lastAudit();
    expect(a).toMatchObject({
      actorUserId: ids.admin,
      actorEmail: EMAILS.admin,
      action: "application.approve",
      targetType: "partner_application",
      targetId: app.id,
    });
    expect(a.before).toMatchObject({ status: "pending" });
    expect(a.after).toMatchObject({
      status: "approved",
      clinicId: clinic!.id,
      invitedEmail: app.email,
    });

    // A second approve is a 409, not a second clinic.
    const again = await post(applicationsRoute, "/admin/applications", form, "admin");
    expect(again.status).toBe(409);
  });

  it("approve: a city we do not have asks the admin to pick one; the slug stays unique", async () => {
    const app = await newApplication({ city: "Atlantis", country: "Nowhere" });
    const r = await post(
      applicationsRoute,
      "/admin/applications",
      { intent: "approve", id: app.id },
      "admin",
    );
    expect(r.status).toBe(400);
    expect((r.body as { fieldErrors: Record<string, string> }).fieldErrors.cityId).toMatch(
      /choose the city/,
    );
    const [city] = await t.db
      .execute<{ id: string }>(sql`select id from cities where slug = 'antalya' limit 1`)
      .then((x) => ("rows" in x ? x.rows : x) as { id: string }[]);
    const ok = await post(
      applicationsRoute,
      "/admin/applications",
      { intent: "approve", id: app.id, cityId: city!.id },
      "admin",
    );
    expect(ok.status).toBe(302);
    const [saved] = await t.db
      .select({ slug: clinics.slug, cityId: clinics.cityId })
      .from(clinics)
      .innerJoin(partnerApplications, eq(partnerApplications.clinicId, clinics.id))
      .where(eq(partnerApplications.id, app.id));
    expect(saved).toEqual({ slug: "bosporus-smile-studio-2", cityId: city!.id });
  });

  it("reject: needs a reason (kept on error); stores it, emails it, audits it", async () => {
    const app = await newApplication();
    const state = async () =>
      (await t.db.select().from(partnerApplications).where(eq(partnerApplications.id, app.id)))[0]!
        .status;
    await expectRefused(
      applicationsRoute,
      "/admin/applications",
      { intent: "reject", id: app.id, reason: "Licence missing" },
      state,
    );
    const short = await post(
      applicationsRoute,
      "/admin/applications",
      { intent: "reject", id: app.id, reason: "no" },
      "admin",
    );
    expect(short.status).toBe(400);
    expect((short.body as { values: Record<string, string> }).values.reason).toBe("no");
    const r = await post(
      applicationsRoute,
      "/admin/applications",
      { intent: "reject", id: app.id, reason: "Your licence could not be verified." },
      "admin",
    );
    expect(r.status).toBe(302);
    const [saved] = await t.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, app.id));
    expect(saved).toMatchObject({
      status: "rejected",
      reviewNote: "Your licence could not be verified.",
      reviewedByUserId: ids.admin,
    });
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `partner:${app.id}:rejected`));
    expect(mail!.to).toBe(app.email);
    expect(mail!.text).toContain("Your licence could not be verified.");
    expect(await lastAudit()).toMatchObject({
      action: "application.reject",
      targetId: app.id,
      before: { status: "pending" },
      after: { status: "rejected", reason: "Your licence could not be verified." },
    });
  });
});

describe("clinic verification", () => {
  it("unverify hides the clinic from search and its page; verify brings it back with the date; both audited", async () => {
    const [c] = await t.db
      .select()
      .from(clinics)
      .where(eq(clinics.slug, "istanbul-hair-institute"));
    const state = async () =>
      (
        await t.db
          .select({ v: clinics.verified, n: clinics.verificationNote })
          .from(clinics)
          .where(eq(clinics.id, c!.id))
      )[0];
    await expectRefused(
      clinicsRoute,
      "/admin/clinics",
      { intent: "unverify", id: c!.id, note: "Licence expired" },
      state,
    );
    expect(await getClinicProfile(c!.slug)).not.toBeNull();

    const r = await post(
      clinicsRoute,
      "/admin/clinics",
      { intent: "unverify", id: c!.id, note: "Licence expired" },
      "admin",
    );
    expect(r.status).toBe(302);
    expect(await getClinicProfile(c!.slug)).toBeNull();
    const found = await searchClinics({ q: "Istanbul Hair Institute", page: 1 });
    expect(found.results.map((x) => x.slug)).not.toContain(c!.slug);
    expect(await lastAudit()).toMatchObject({
      action: "clinic.unverify",
      targetType: "clinic",
      targetId: c!.id,
      before: { verified: true },
      after: { verified: false, verifiedAt: null, verificationNote: "Licence expired" },
    });

    await t.db.update(clinics).set({ needsReview: true }).where(eq(clinics.id, c!.id));
    const future = await post(
      clinicsRoute,
      "/admin/clinics",
      { intent: "verify", id: c!.id, note: "Checked", date: "2999-01-01" },
      "admin",
    );
    expect(future.status).toBe(400);
    const ok = await post(
      clinicsRoute,
      "/admin/clinics",
      { intent: "verify", id: c!.id, note: "New licence checked", date: "2026-01-15" },
      "admin",
    );
    expect(ok.status).toBe(302);
    const profile = await getClinicProfile(c!.slug);
    expect(profile?.clinic.verifiedAt).toBe("2026-01-15T12:00:00.000Z");
    const [after] = await t.db.select().from(clinics).where(eq(clinics.id, c!.id));
    expect(after).toMatchObject({
      verified: true,
      needsReview: false,
      verificationNote: "New licence checked",
    });
    expect(
      (await searchClinics({ q: "Istanbul Hair Institute", page: 1 })).results.map((x) => x.slug),
    ).toContain(c!.slug);
    expect(await lastAudit()).toMatchObject({
      action: "clinic.verify",
      before: { verified: false, needsReview: true },
      after: { verified: true, needsReview: false, verifiedAt: "2026-01-15T12:00:00.000Z" },
    });
  });
});

describe("moderation", () => {
  it("publish, hide (reason), restore, reject, hide/restore reply: each refused for non-admins and audited", async () => {
    const [c] = await t.db
      .select({ id: clinics.id })
      .from(clinics)
      .where(eq(clinics.slug, "istanbul-hair-institute"));
    const [rev] = await t.db
      .insert(reviews)
      .values({
        clinicId: c!.id,
        patientId: ids.patient,
        authorName: "Pat",
        rating: 5,
        comment: "Great care",
        status: "pending",
        isPublished: false,
      })
      .returning();
    const state = async () =>
      (
        await t.db
          .select({ s: reviews.status, h: reviews.replyHidden })
          .from(reviews)
          .where(eq(reviews.id, rev!.id))
      )[0];
    await expectRefused(
      moderationRoute,
      "/admin/moderation",
      { intent: "publish", id: rev!.id },
      state,
    );

    expect(
      (
        await post(
          moderationRoute,
          "/admin/moderation",
          { intent: "publish", id: rev!.id },
          "admin",
        )
      ).status,
    ).toBe(302);
    expect(await lastAudit()).toMatchObject({
      action: "review.publish",
      targetType: "review",
      targetId: rev!.id,
      before: { status: "pending" },
      after: { status: "published" },
    });

    await expectRefused(
      moderationRoute,
      "/admin/moderation",
      { intent: "hide", id: rev!.id, reason: "Contains personal data" },
      state,
    );
    const noReason = await post(
      moderationRoute,
      "/admin/moderation",
      { intent: "hide", id: rev!.id, reason: "" },
      "admin",
    );
    expect(noReason.status).toBe(400);
    expect(
      (
        await post(
          moderationRoute,
          "/admin/moderation",
          { intent: "hide", id: rev!.id, reason: "Contains personal data" },
          "admin",
        )
      ).status,
    ).toBe(302);
    expect(await lastAudit()).toMatchObject({
      action: "review.hide",
      before: { status: "published" },
      after: { status: "hidden", moderationReason: "Contains personal data" },
    });
    // Hiding twice: 409.
    expect(
      (
        await post(
          moderationRoute,
          "/admin/moderation",
          { intent: "hide", id: rev!.id, reason: "Contains personal data" },
          "admin",
        )
      ).status,
    ).toBe(409);

    await expectRefused(
      moderationRoute,
      "/admin/moderation",
      { intent: "restore", id: rev!.id },
      state,
    );
    expect(
      (
        await post(
          moderationRoute,
          "/admin/moderation",
          { intent: "restore", id: rev!.id },
          "admin",
        )
      ).status,
    ).toBe(302);
    expect(await lastAudit()).toMatchObject({
      action: "review.restore",
      before: { status: "hidden" },
      after: { status: "published" },
    });

    await t.db
      .update(reviews)
      .set({ replyBody: "Thank you!", replyAt: new Date(), replyByUserId: ids.clinic })
      .where(eq(reviews.id, rev!.id));
    await expectRefused(
      moderationRoute,
      "/admin/moderation",
      { intent: "hide-reply", id: rev!.id, reason: "Reveals patient data" },
      state,
    );
    expect(
      (
        await post(
          moderationRoute,
          "/admin/moderation",
          { intent: "hide-reply", id: rev!.id, reason: "Reveals patient data" },
          "admin",
        )
      ).status,
    ).toBe(302);
    expect(await lastAudit()).toMatchObject({
      action: "review.hide_reply",
      before: { replyHidden: false },
      after: { replyHidden: true, replyHiddenReason: "Reveals patient data" },
    });
    await expectRefused(
      moderationRoute,
      "/admin/moderation",
      { intent: "restore-reply", id: rev!.id },
      state,
    );
    expect(
      (
        await post(
          moderationRoute,
          "/admin/moderation",
          { intent: "restore-reply", id: rev!.id },
          "admin",
        )
      ).status,
    ).toBe(302);
    expect(await lastAudit()).toMatchObject({
      action: "review.restore_reply",
      after: { replyHidden: false },
    });

    const [rev2] = await t.db
      .insert(reviews)
      .values({
        clinicId: c!.id,
        patientId: ids.patient,
        authorName: "Pat",
        rating: 1,
        comment: "spam",
        status: "pending",
        isPublished: false,
      })
      .returning();
    await expectRefused(
      moderationRoute,
      "/admin/moderation",
      { intent: "reject", id: rev2!.id, reason: "Advertising" },
      async () =>
        (await t.db.select({ s: reviews.status }).from(reviews).where(eq(reviews.id, rev2!.id)))[0],
    );
    expect(
      (
        await post(
          moderationRoute,
          "/admin/moderation",
          { intent: "reject", id: rev2!.id, reason: "Advertising" },
          "admin",
        )
      ).status,
    ).toBe(302);
    expect(await lastAudit()).toMatchObject({
      action: "review.reject",
      targetId: rev2!.id,
      after: { status: "rejected", moderationReason: "Advertising" },
    });
  });
});

describe("inbox", () => {
  it("mark handled / reopen (audited, refused for non-admins) and a CSV export with formula-safe cells", async () => {
    const [m] = await t.db
      .insert(contactMessages)
      .values({
        kind: "contact",
        fullName: '=HYPERLINK("http://x")',
        email: "asker@example.test",
        subject: "general",
        message: '+1 question, "quoted"',
        sourcePath: "/contact",
        idempotencyKey: crypto.randomUUID(),
      })
      .returning();
    const state = async () =>
      (
        await t.db
          .select({ h: contactMessages.handledAt })
          .from(contactMessages)
          .where(eq(contactMessages.id, m!.id))
      )[0];
    await expectRefused(
      inboxRoute,
      "/admin/inbox",
      { intent: "handle", kind: "contact", id: m!.id },
      state,
    );
    // The wrong list for the id: 404, nothing changes.
    expect(
      (
        await post(
          inboxRoute,
          "/admin/inbox",
          { intent: "handle", kind: "dialog", id: m!.id },
          "admin",
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await post(
          inboxRoute,
          "/admin/inbox",
          { intent: "handle", kind: "contact", id: m!.id },
          "admin",
        )
      ).status,
    ).toBe(302);
    expect((await state())!.h).toBeInstanceOf(Date);
    expect(await lastAudit()).toMatchObject({
      action: "inbox.handle",
      targetType: "contact",
      targetId: m!.id,
      before: { handledAt: null },
    });
    expect(
      (
        await post(
          inboxRoute,
          "/admin/inbox",
          { intent: "reopen", kind: "contact", id: m!.id },
          "admin",
        )
      ).status,
    ).toBe(302);
    expect(await lastAudit()).toMatchObject({ action: "inbox.reopen", after: { handledAt: null } });

    const csv = await get(csvRoute, "/admin/inbox.csv?kind=contact&status=all&q=asker", "admin");
    expect(csv.status).toBe(200);
    expect(csv.response!.headers.get("content-type")).toContain("text/csv");
    expect(csv.response!.headers.get("content-disposition")).toMatch(
      /attachment; filename="careatlas-contact-/,
    );
    const text = await csv.response!.text();
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(text).toContain(`"'+1 question, ""quoted"""`);
    expect(text.split("\r\n")[0]).toContain('"Received","Name","Email"');
    expect(csvCell("-2")).toBe(`"'-2"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("plain")).toBe(`"plain"`);
  });
});

describe("users", () => {
  it("role change (clinic needs a clinic), refused for non-admins, audited; admins cannot demote or disable themselves", async () => {
    const state = async () =>
      (
        await t.db
          .select({ r: userRoles.role, c: userRoles.clinicId })
          .from(userRoles)
          .where(eq(userRoles.userId, ids.victim!))
      )[0];
    await expectRefused(
      usersRoute,
      "/admin/users",
      { intent: "set-role", userId: ids.victim!, role: "admin" },
      state,
    );
    const noClinic = await post(
      usersRoute,
      "/admin/users",
      { intent: "set-role", userId: ids.victim!, role: "clinic", clinicId: "" },
      "admin",
    );
    expect(noClinic.status).toBe(400);
    expect((noClinic.body as { fieldErrors: Record<string, string> }).fieldErrors.clinicId).toBe(
      "A clinic user needs a clinic.",
    );
    const [c] = await t.db
      .select({ id: clinics.id })
      .from(clinics)
      .where(eq(clinics.slug, "istanbul-hair-institute"));
    expect(
      (
        await post(
          usersRoute,
          "/admin/users",
          { intent: "set-role", userId: ids.victim!, role: "clinic", clinicId: c!.id },
          "admin",
        )
      ).status,
    ).toBe(302);
    expect(await state()).toEqual({ r: "clinic", c: c!.id });
    expect(await lastAudit()).toMatchObject({
      action: "user.set_role",
      targetType: "user",
      targetId: ids.victim,
      before: { role: "patient", clinicId: null },
      after: { role: "clinic", clinicId: c!.id },
    });

    const audits = await auditCount();
    const demoteSelf = await post(
      usersRoute,
      "/admin/users",
      { intent: "set-role", userId: ids.admin!, role: "patient" },
      "admin",
    );
    expect(demoteSelf.status).toBe(403);
    const disableSelf = await post(
      usersRoute,
      "/admin/users",
      { intent: "disable", userId: ids.admin! },
      "admin",
    );
    expect(disableSelf.status).toBe(403);
    expect(await auditCount()).toBe(audits);
  });

  it("a form that asks first, posted unconfirmed (before hydration, no JavaScript), does nothing and asks", async () => {
    const state = async () =>
      (
        await t.db
          .select({ d: userRoles.disabledAt })
          .from(userRoles)
          .where(eq(userRoles.userId, ids.victim!))
      )[0]?.d ?? null;
    const before = await auditCount();
    const key = `disable:${ids.victim!}`;
    const asked = await post(
      usersRoute,
      "/admin/users",
      { intent: "disable", userId: ids.victim!, __confirm: key, __confirmed: "" },
      "admin",
    );
    expect(asked.status).toBe(200);
    const echoed = { intent: "disable", userId: ids.victim!, __confirm: key };
    expect(asked.body).toEqual({ id: ids.victim!, intent: "disable", values: echoed, ask: echoed });
    expect(await state()).toBeNull();
    expect(await auditCount()).toBe(before);
    // Still the admin's own checks first: a patient posting it gets nothing back to confirm.
    expect(
      (
        await post(
          usersRoute,
          "/admin/users",
          { intent: "disable", userId: ids.victim!, __confirm: key },
          "patient",
        )
      ).status,
    ).toBe(403);
    const done = await post(
      usersRoute,
      "/admin/users",
      {
        intent: "enable",
        userId: ids.victim!,
        __confirm: `enable:${ids.victim!}`,
        __confirmed: "yes",
      },
      "admin",
    );
    expect(done.status).toBe(302);
    expect(await auditCount()).toBe(before + 1);
  });

  it("disable ends every session and blocks sign-in; enable lets them back; end sessions signs out", async () => {
    const victimCookie = await signInAs(EMAILS.victim, { ip: `192.0.2.${ip++}` });
    expect(
      await getSessionInfo(makeRequest("/dashboard", { cookie: victimCookie })),
    ).not.toBeNull();
    const state = async () =>
      (
        await t.db
          .select({ d: userRoles.disabledAt })
          .from(userRoles)
          .where(eq(userRoles.userId, ids.victim!))
      )[0];
    await expectRefused(
      usersRoute,
      "/admin/users",
      { intent: "disable", userId: ids.victim! },
      state,
    );

    expect(
      (await post(usersRoute, "/admin/users", { intent: "disable", userId: ids.victim! }, "admin"))
        .status,
    ).toBe(302);
    const [n] = await t.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, ids.victim!));
    expect(Number(n!.n)).toBe(0);
    expect(await getSessionInfo(makeRequest("/dashboard", { cookie: victimCookie }))).toBeNull();
    const refused = await signInWithEmail(
      makeRequest("/auth", { method: "POST", ip: "192.0.2.240" }),
      { email: EMAILS.victim, password: PW },
    );
    expect(refused).toMatchObject({
      ok: false,
      status: 403,
      message: "This account has been disabled. Please contact CareAtlas support.",
    });
    const [left] = await t.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, ids.victim!));
    expect(Number(left!.n)).toBe(0);
    const a = await lastAudit();
    expect(a).toMatchObject({
      action: "user.disable",
      targetId: ids.victim,
      before: { disabledAt: null },
      after: { sessionsEnded: 2 },
    });

    await expectRefused(
      usersRoute,
      "/admin/users",
      { intent: "enable", userId: ids.victim! },
      state,
    );
    expect(
      (await post(usersRoute, "/admin/users", { intent: "enable", userId: ids.victim! }, "admin"))
        .status,
    ).toBe(302);
    expect(await lastAudit()).toMatchObject({ action: "user.enable", after: { disabledAt: null } });
    const back = await signInAs(EMAILS.victim, { ip: `192.0.2.${ip++}` });
    expect(await getSessionInfo(makeRequest("/dashboard", { cookie: back }))).not.toBeNull();

    const sessionCount = async () =>
      Number(
        (
          await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, ids.victim!))
        )[0]!.n,
      );
    await expectRefused(
      usersRoute,
      "/admin/users",
      { intent: "end-sessions", userId: ids.victim! },
      sessionCount,
    );
    expect(
      (
        await post(
          usersRoute,
          "/admin/users",
          { intent: "end-sessions", userId: ids.victim! },
          "admin",
        )
      ).status,
    ).toBe(302);
    expect(await getSessionInfo(makeRequest("/dashboard", { cookie: back }))).toBeNull();
    expect(await lastAudit()).toMatchObject({
      action: "user.end_sessions",
      targetId: ids.victim,
      before: { sessions: 1 },
      after: { sessions: 0 },
    });
  });
});

describe("exchange rates", () => {
  it("refused for non-admins; an admin's edit changes getRates at once and is audited; bad input is a 400 with the typed value kept", async () => {
    const state = async () =>
      (await t.db.select().from(exchangeRates).where(eq(exchangeRates.currency, "EUR")))[0]?.rate;
    await expectRefused(ratesRoute, "/admin/rates", { EUR: "0.5", GBP: "0.7" }, state);
    const bad = await post(ratesRoute, "/admin/rates", { EUR: "abc", GBP: "0" }, "admin");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      values: { EUR: "abc" },
      fieldErrors: {
        EUR: expect.stringContaining("EUR"),
        GBP: "The GBP rate must be greater than 0.",
      },
    });
    const before = await getRates();
    expect(
      (await post(ratesRoute, "/admin/rates", { EUR: "0.912345", GBP: "0.8" }, "admin")).status,
    ).toBe(302);
    expect(await getRates()).toMatchObject({ USD: 1, EUR: 0.912345, GBP: 0.8 });
    expect(await lastAudit()).toMatchObject({
      action: "rates.update",
      targetType: "exchange_rates",
      before: { EUR: before.EUR, GBP: before.GBP },
      after: { EUR: 0.912345, GBP: 0.8 },
    });
  });
});

describe("exchange rate safeguards", () => {
  it("refuses a rate outside its plausible range (EUR 90, GBP 0.01) with a clear message, saving nothing", async () => {
    const before = await getRates();
    const r = await post(ratesRoute, "/admin/rates", { EUR: "90", GBP: "0.01" }, "admin");
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      values: { EUR: "90" },
      fieldErrors: {
        EUR: "The EUR rate must be between 0.4 and 2 EUR per 1 USD. Check for a typo.",
        GBP: "The GBP rate must be between 0.3 and 1.6 GBP per 1 USD. Check for a typo.",
      },
    });
    expect(await getRates()).toEqual(before);
  });

  it("writes the range in the admin's language: a German admin reads 0,4 and 1,6, not 0.4", async () => {
    await t.db.update(users).set({ locale: "de" }).where(eq(users.email, EMAILS.admin2));
    try {
      const r = await post(ratesRoute, "/admin/rates", { EUR: "90", GBP: "0,01" }, "admin2");
      expect(r.status).toBe(400);
      const errors = (r.body as { fieldErrors: Record<string, string> }).fieldErrors;
      expect(errors.EUR).toContain("0,4");
      expect(errors.GBP).toContain("0,3");
      expect(errors.GBP).toContain("1,6");
      expect(errors.GBP).not.toContain("1.6");
    } finally {
      await t.db.update(users).set({ locale: null }).where(eq(users.email, EMAILS.admin2));
    }
  });

  it("a change of more than 20 % is saved only after a confirmation that shows its effect on a sample price", async () => {
    await post(ratesRoute, "/admin/rates", { EUR: "0.85", GBP: "0.73" }, "admin");
    expect(await getRates()).toMatchObject({ EUR: 0.85, GBP: 0.73 });
    const first = await post(ratesRoute, "/admin/rates", { EUR: "1.7", GBP: "0.75" }, "admin");
    expect(first.status).toBe(409);
    expect(first.body).toMatchObject({
      values: { EUR: "1.7" },
      confirm: {
        token: "EUR=1.7",
        changes: [
          {
            code: "EUR",
            from: 0.85,
            to: 1.7,
            sample: "A $2,900 package would show as €4,930 (was €2,465).",
          },
        ],
      },
    });
    expect(await getRates()).toMatchObject({ EUR: 0.85, GBP: 0.73 });
    // A confirmation for other values (the field was edited meanwhile) asks again.
    expect(
      (
        await post(
          ratesRoute,
          "/admin/rates",
          { EUR: "1.8", GBP: "0.75", confirm: "EUR=1.7" },
          "admin",
        )
      ).status,
    ).toBe(409);
    expect(await getRates()).toMatchObject({ EUR: 0.85 });
    const confirmed = await post(
      ratesRoute,
      "/admin/rates",
      { EUR: "1.7", GBP: "0.75", confirm: "EUR=1.7" },
      "admin",
    );
    expect(confirmed.status).toBe(302);
    expect(await getRates()).toMatchObject({ EUR: 1.7, GBP: 0.75 });
    // Within 20 % no confirmation is needed (back to the usual rate needs one: 0.85 is -50 %).
    expect(
      (await post(ratesRoute, "/admin/rates", { EUR: "0.85", GBP: "0.73" }, "admin")).status,
    ).toBe(409);
    expect(
      (
        await post(
          ratesRoute,
          "/admin/rates",
          { EUR: "0.85", GBP: "0.73", confirm: "EUR=0.85" },
          "admin",
        )
      ).status,
    ).toBe(302);
    expect(
      (await post(ratesRoute, "/admin/rates", { EUR: "0.9", GBP: "0.8" }, "admin")).status,
    ).toBe(302);
    expect(await getRates()).toMatchObject({ EUR: 0.9, GBP: 0.8 });
  });

  it("reads a rate typed with a decimal comma (a German or Turkish admin's 0,92)", async () => {
    await post(ratesRoute, "/admin/rates", { EUR: "0.9", GBP: "0.8" }, "admin");
    const r = await post(ratesRoute, "/admin/rates", { EUR: "0,92", GBP: "0,79" }, "admin");
    expect(r.status).toBe(302);
    expect(await getRates()).toMatchObject({ EUR: 0.92, GBP: 0.79 });
    // A change of more than 20 % typed that way is confirmed for the same values.
    const ask = await post(ratesRoute, "/admin/rates", { EUR: "1,5", GBP: "0,79" }, "admin");
    expect(ask.status).toBe(409);
    expect(ask.body).toMatchObject({ confirm: { token: "EUR=1.5" } });
    const ok = await post(
      ratesRoute,
      "/admin/rates",
      { EUR: "1,5", GBP: "0,79", confirm: "EUR=1.5" },
      "admin",
    );
    expect(ok.status).toBe(302);
    expect(await getRates()).toMatchObject({ EUR: 1.5, GBP: 0.79 });
    await post(ratesRoute, "/admin/rates", { EUR: "0.9", GBP: "0.8", confirm: "EUR=0.9" }, "admin");
    expect(await getRates()).toMatchObject({ EUR: 0.9, GBP: 0.8 });
  });
});

describe("audit log", () => {
  it("is readable by admins and refuses UPDATE and DELETE", async () => {
    const page = await get(auditRoute, "/admin/audit?action=rates.update", "admin");
    expect((page.body as { rows: { action: string }[] }).rows[0]!.action).toBe("rates.update");
    const a = await lastAudit();
    await expect(
      t.db.update(auditLog).set({ action: "tampered" }).where(eq(auditLog.id, a.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.id, a.id))).rejects.toThrow();
    const [still] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.id, a.id), eq(auditLog.action, a.action)));
    expect(still).toBeTruthy();
  });
});
