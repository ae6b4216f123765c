import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  clinics,
  consentRecords,
  emailOutbox,
  medicalRecords,
  notifications,
  quoteRequestClinics,
  quoteRequests,
  quotes,
  recordShares,
} from "~/db/schema";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { useTestDb, type TestDb } from "../../../tests/setup/db";
import {
  QUOTE_MESSAGES,
  QuoteFormSchema,
  QuoteRequestSchema,
  quoteDisplayStatus,
  type QuoteRequestInput,
} from "./quote-schema";
import {
  createQuoteRequest,
  decideQuote,
  declineRequest,
  getClinicRequest,
  listClinicRequests,
  listPatientQuotes,
  listPatientRequests,
  recentIdenticalRequest,
  sendQuote,
} from "./quotes.server";

let t: TestDb;
const PW = "Copper-kettle-4821";
const ids: Record<string, string> = {};
const clinicIds: Record<string, string> = {};
const SLUG_X = "bosphorus-aesthetic-hospital";
const SLUG_Y = "antalya-smile-dental";
let extraSlugs: string[] = [];

const inFuture = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function requestInput(over: Partial<Record<string, unknown>> = {}): QuoteRequestInput {
  return QuoteRequestSchema.parse({
    clinics: [SLUG_X, SLUG_Y],
    treatment: "Rhinoplasty",
    preferredStart: inFuture(30),
    preferredEnd: inFuture(40),
    travellers: "2",
    notes: "Revision after a previous surgery.",
    idempotencyKey: randomUUID(),
    shares: [],
    ...over,
  });
}

function quoteInput(over: Partial<Record<string, unknown>> = {}) {
  return QuoteFormSchema.parse({
    items: [
      { label: "Surgery", amount: "2.000,00" },
      { label: "Hotel, 5 nights", amount: "465.50" },
    ],
    currency: "EUR",
    includes: "Surgery\nHotel\nTransfers",
    excludes: "Flights",
    notes: "Price valid for the dates asked.",
    expiresOn: inFuture(14),
    ...over,
  });
}

beforeAll(async () => {
  t = await useTestDb();
  const mk = async (key: string, role: "patient" | "clinic", clinic?: string) => {
    ids[key] = (
      await createVerifiedUser(t.db, {
        email: `${key}@quotes.test`,
        password: PW,
        role,
        clinic,
        name: `${key[0]!.toUpperCase()}${key.slice(1)} Tester`,
      })
    ).id;
  };
  await mk("alice", "patient");
  await mk("bob", "patient");
  await mk("xavier", "clinic", SLUG_X);
  await mk("yolanda", "clinic", SLUG_Y);
  const rows = await t.db
    .select({ id: clinics.id, slug: clinics.slug })
    .from(clinics)
    .where(eq(clinics.verified, true));
  for (const r of rows) clinicIds[r.slug] = r.id;
  expect(clinicIds[SLUG_X]).toBeTruthy();
  expect(clinicIds[SLUG_Y]).toBeTruthy();
  extraSlugs = rows.map((r) => r.slug).filter((s) => s !== SLUG_X && s !== SLUG_Y);
});

async function newRecord(patientId: string, fileName = "x-ray.pdf") {
  const [r] = await t.db
    .insert(medicalRecords)
    .values({
      patientId,
      fileName,
      fileType: "pdf",
      contentType: "application/pdf",
      byteSize: 1234,
      storageKey: `test/${randomUUID()}`,
      sha256: "0".repeat(64),
    })
    .returning({ id: medicalRecords.id });
  return r!.id;
}

async function targetFor(requestId: string, slug: string) {
  const [row] = await t.db
    .select({ id: quoteRequestClinics.id })
    .from(quoteRequestClinics)
    .where(
      and(
        eq(quoteRequestClinics.requestId, requestId),
        eq(quoteRequestClinics.clinicId, clinicIds[slug]!),
      ),
    );
  return row!.id;
}

async function requestAndQuote(patient = "alice", expiresOn = inFuture(14)) {
  const r = await createQuoteRequest(ids[patient]!, requestInput());
  if (!r.ok) throw new Error(r.message);
  const target = await targetFor(r.requestId, SLUG_X);
  const q = await sendQuote(clinicIds[SLUG_X]!, ids.xavier!, target, quoteInput({ expiresOn }));
  if (!q.ok) throw new Error(q.message);
  return { requestId: r.requestId, target, quoteId: q.quoteId };
}

describe("quote requests", () => {
  it("recognises the same request sent again within the resend window, and nothing else", async () => {
    const input = requestInput({ treatment: `Septoplasty ${randomUUID()}` });
    const r = await createQuoteRequest(ids.alice!, input);
    if (!r.ok) throw new Error(r.message);
    // The Back button, then Send: a new idempotency key, the same content.
    const again = { ...input, idempotencyKey: randomUUID() };
    expect(await recentIdenticalRequest(ids.alice!, again)).toEqual({
      requestId: r.requestId,
      clinicCount: 2,
    });
    // The clinics in another order are the same request.
    expect(
      await recentIdenticalRequest(ids.alice!, { ...again, clinics: [SLUG_Y, SLUG_X] }),
    ).toMatchObject({ requestId: r.requestId });
    // Anything changed is a new request; so is the same one from another patient.
    expect(await recentIdenticalRequest(ids.alice!, { ...again, notes: "Other notes" })).toBeNull();
    expect(await recentIdenticalRequest(ids.alice!, { ...again, travellers: 3 })).toBeNull();
    expect(await recentIdenticalRequest(ids.alice!, { ...again, clinics: [SLUG_X] })).toBeNull();
    expect(await recentIdenticalRequest(ids.bob!, again)).toBeNull();
    // After the window, sending it again asks the clinics again.
    await t.db
      .update(quoteRequests)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(quoteRequests.id, r.requestId));
    expect(await recentIdenticalRequest(ids.alice!, again)).toBeNull();
  });

  it("from the form, stores one request when two tabs send the same one at once", async () => {
    const input = requestInput({ treatment: `Otoplasty ${randomUUID()}` });
    const tabs = await Promise.all(
      [randomUUID(), randomUUID(), randomUUID()].map((idempotencyKey) =>
        createQuoteRequest(ids.alice!, { ...input, idempotencyKey }, { reuseRecent: true }),
      ),
    );
    expect(tabs.filter((r) => r.ok && r.created)).toHaveLength(1);
    expect(tabs.filter((r) => r.ok && r.again)).toHaveLength(2);
    const stored = await t.db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(eq(quoteRequests.treatment, input.treatment));
    expect(stored).toHaveLength(1);
    // The first tab's submit retried (same key) is answered as it was, not as "already sent".
    const first = tabs.find((r) => r.ok && r.created)!;
    const key = (
      await t.db
        .select({ key: quoteRequests.idempotencyKey })
        .from(quoteRequests)
        .where(eq(quoteRequests.id, first.ok ? first.requestId : ""))
    )[0]!.key;
    const retry = await createQuoteRequest(
      ids.alice!,
      { ...input, idempotencyKey: key },
      { reuseRecent: true },
    );
    expect(retry).toMatchObject({ ok: true, created: false, again: false });
  });

  it("stores one request with a row per clinic and tells each clinic in-app and by email", async () => {
    const r = await createQuoteRequest(ids.alice!, requestInput());
    expect(r).toMatchObject({ ok: true, created: true, clinicCount: 2 });
    if (!r.ok) return;
    const targets = await t.db
      .select()
      .from(quoteRequestClinics)
      .where(eq(quoteRequestClinics.requestId, r.requestId));
    expect(targets.map((x) => x.status)).toEqual(["open", "open"]);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ids.xavier!));
    expect(notes.some((n) => n.kind === "quote_request" && n.title === "New quote request")).toBe(
      true,
    );
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "yolanda@quotes.test"));
    expect(mails.some((m) => m.subject === "New quote request | CareAtlas")).toBe(true);
    // Clinic Y sees it in its list with the patient's first name only.
    const list = await listClinicRequests(clinicIds[SLUG_Y]!);
    const mine = list.find((x) => x.requestId === r.requestId)!;
    expect(mine).toMatchObject({
      patientFirstName: "Alice",
      treatment: "Rhinoplasty",
      travellers: 2,
      status: "open",
    });
  });

  it("a retried submit with the same idempotency key makes one request", async () => {
    const input = requestInput();
    const [a, b] = await Promise.all([
      createQuoteRequest(ids.alice!, input),
      createQuoteRequest(ids.alice!, input),
    ]);
    const again = await createQuoteRequest(ids.alice!, input);
    expect(a.ok && b.ok && again.ok).toBe(true);
    if (!a.ok || !b.ok || !again.ok) return;
    expect(new Set([a.requestId, b.requestId, again.requestId]).size).toBe(1);
    expect(again.created).toBe(false);
    const rows = await t.db
      .select()
      .from(quoteRequests)
      .where(
        and(
          eq(quoteRequests.patientId, ids.alice!),
          eq(quoteRequests.idempotencyKey, input.idempotencyKey),
        ),
      );
    expect(rows).toHaveLength(1);
    const targets = await t.db
      .select()
      .from(quoteRequestClinics)
      .where(eq(quoteRequestClinics.requestId, a.requestId));
    expect(targets).toHaveLength(2);
  });

  it("allows at most 5 clinics", () => {
    const six = [SLUG_X, SLUG_Y, ...extraSlugs.slice(0, 4)];
    expect(six).toHaveLength(6);
    const r = QuoteRequestSchema.safeParse({
      ...requestInput(),
      clinics: six,
      travellers: "1",
      notes: "",
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("You can ask up to 5 clinics at once");
    const five = QuoteRequestSchema.safeParse({
      ...requestInput(),
      clinics: six.slice(0, 5),
      travellers: "1",
      notes: "",
    });
    expect(five.success).toBe(true);
  });

  it("refuses more than 5 clinics on the server too, storing nothing", async () => {
    const input = { ...requestInput(), clinics: [SLUG_X, SLUG_Y, ...extraSlugs.slice(0, 4)] };
    const r = await createQuoteRequest(ids.bob!, input);
    expect(r).toMatchObject({ ok: false, status: 400, field: "clinics" });
    const rows = await t.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.idempotencyKey, input.idempotencyKey));
    expect(rows).toHaveLength(0);
  });

  it("refuses an unknown clinic", async () => {
    const r = await createQuoteRequest(
      ids.bob!,
      requestInput({ clinics: [SLUG_X, "no-such-clinic"] }),
    );
    expect(r).toMatchObject({
      ok: false,
      status: 400,
      message: "One of the chosen clinics is not available",
    });
  });

  it("validates dates, travellers and treatment with clear messages", () => {
    const r = QuoteRequestSchema.safeParse({
      clinics: [SLUG_X],
      treatment: "",
      preferredStart: inFuture(10),
      preferredEnd: inFuture(5),
      travellers: "0",
      notes: "",
      idempotencyKey: randomUUID(),
    });
    expect(r.success).toBe(false);
    const msgs = Object.fromEntries(r.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(msgs.treatment).toBe("Tell the clinics which treatment you need");
    expect(msgs.travellers).toBe("At least 1 traveller");
  });
});

describe("medical records on a request", () => {
  it("shares a record only with the clinics the patient consented for", async () => {
    const recordId = await newRecord(ids.alice!);
    const r = await createQuoteRequest(
      ids.alice!,
      requestInput({ shares: [`${recordId}|${SLUG_X}`] }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const shares = await t.db
      .select()
      .from(recordShares)
      .where(eq(recordShares.recordId, recordId));
    expect(shares).toHaveLength(1);
    expect(shares[0]).toMatchObject({
      clinicId: clinicIds[SLUG_X],
      quoteRequestId: r.requestId,
      revokedAt: null,
    });
    const consents = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.recordId, recordId));
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      granted: true,
      clinicId: clinicIds[SLUG_X],
      purpose: "record_share",
    });

    const x = await getClinicRequest(clinicIds[SLUG_X]!, await targetFor(r.requestId, SLUG_X));
    expect(x?.records).toEqual([{ id: recordId, fileName: "x-ray.pdf" }]);
    const y = await getClinicRequest(clinicIds[SLUG_Y]!, await targetFor(r.requestId, SLUG_Y));
    expect(y?.records).toEqual([]);
  });

  it("shares nothing without consent", async () => {
    const recordId = await newRecord(ids.alice!, "scan.png");
    const r = await createQuoteRequest(ids.alice!, requestInput());
    expect(r.ok).toBe(true);
    const shares = await t.db
      .select()
      .from(recordShares)
      .where(eq(recordShares.recordId, recordId));
    expect(shares).toHaveLength(0);
  });

  it("cannot attach another patient's record; the whole request is rolled back", async () => {
    const bobsRecord = await newRecord(ids.bob!, "bob.pdf");
    const input = requestInput({ shares: [`${bobsRecord}|${SLUG_X}`] });
    const r = await createQuoteRequest(ids.alice!, input);
    expect(r).toMatchObject({ ok: false, status: 400, message: "Medical record not found" });
    const rows = await t.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.idempotencyKey, input.idempotencyKey));
    expect(rows).toHaveLength(0);
    const shares = await t.db
      .select()
      .from(recordShares)
      .where(eq(recordShares.recordId, bobsRecord));
    expect(shares).toHaveLength(0);
  });
});

describe("quote lifecycle", () => {
  it("a clinic quotes a request: itemised total, request marked quoted, patient told", async () => {
    const { target, quoteId } = await requestAndQuote();
    const [q] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(q).toMatchObject({
      amountMinor: 246_550,
      currency: "EUR",
      status: "pending",
      patientId: ids.alice,
    });
    expect(q!.items).toEqual([
      { label: "Surgery", amountMinor: 200_000 },
      { label: "Hotel, 5 nights", amountMinor: 46_550 },
    ]);
    expect(q!.includes).toEqual(["Surgery", "Hotel", "Transfers"]);
    expect(q!.excludes).toEqual(["Flights"]);
    const [tg] = await t.db
      .select()
      .from(quoteRequestClinics)
      .where(eq(quoteRequestClinics.id, target));
    expect(tg!.status).toBe("quoted");
    expect(tg!.respondedAt).not.toBeNull();
    const n = await t.db.select().from(notifications).where(eq(notifications.userId, ids.alice!));
    expect(
      n.some(
        (x) => x.kind === "quote" && x.title === "New quote from Bosphorus Aesthetic Hospital",
      ),
    ).toBe(true);
    const list = await listPatientQuotes(ids.alice!);
    expect(list.find((x) => x.id === quoteId)).toMatchObject({
      clinicName: "Bosphorus Aesthetic Hospital",
      treatment: "Rhinoplasty",
      status: "pending",
    });
  });

  it("the clinic chooses the quote's cancellation terms; a form without them gives the default", async () => {
    const strict = await createQuoteRequest(ids.alice!, requestInput());
    if (!strict.ok) throw new Error(strict.message);
    const target = await targetFor(strict.requestId, SLUG_X);
    const q = await sendQuote(
      clinicIds[SLUG_X]!,
      ids.xavier!,
      target,
      quoteInput({
        cancellationTerms: "strict",
        cancellationNote: "Hotel nights are non-refundable.",
      }),
    );
    if (!q.ok) throw new Error(q.message);
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, q.quoteId));
    expect(row).toMatchObject({
      cancellationTerms: "strict",
      cancellationNote: "Hotel nights are non-refundable.",
    });
    // A form without the fields (a page loaded before they existed): the default terms.
    const { quoteId } = await requestAndQuote();
    const [plain] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(plain).toMatchObject({ cancellationTerms: "moderate", cancellationNote: null });
    // A wrong template is refused beside the field.
    const bad = QuoteFormSchema.safeParse({
      items: [{ label: "Surgery", amount: "100" }],
      currency: "EUR",
      includes: "",
      excludes: "",
      notes: "",
      expiresOn: inFuture(14),
      cancellationTerms: "generous",
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.find((i) => i.path[0] === "cancellationTerms")?.message).toBe(
      "Choose cancellation terms.",
    );
  });

  it("a request is quoted once; a second quote is refused with a clear message", async () => {
    const { target } = await requestAndQuote();
    const again = await sendQuote(clinicIds[SLUG_X]!, ids.xavier!, target, quoteInput());
    expect(again).toMatchObject({ ok: false, status: 409, message: QUOTE_MESSAGES.requestNotOpen });
  });

  it("accept: the quote becomes accepted and the clinic is told", async () => {
    const { quoteId } = await requestAndQuote();
    const r = await decideQuote(ids.alice!, quoteId, "accept");
    expect(r).toEqual({ ok: true, status: "accepted" });
    const [q] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(q!.status).toBe("accepted");
    expect(q!.decidedAt).not.toBeNull();
    const n = await t.db.select().from(notifications).where(eq(notifications.userId, ids.xavier!));
    expect(n.some((x) => x.kind === "quote_accepted" && x.title === "Quote accepted")).toBe(true);
  });

  it("decline: the quote becomes rejected; accepting it afterwards fails clearly", async () => {
    const { quoteId } = await requestAndQuote();
    expect(await decideQuote(ids.alice!, quoteId, "decline")).toEqual({
      ok: true,
      status: "rejected",
    });
    const n = await t.db.select().from(notifications).where(eq(notifications.userId, ids.xavier!));
    expect(n.some((x) => x.kind === "quote_declined")).toBe(true);
    expect(await decideQuote(ids.alice!, quoteId, "accept")).toEqual({
      ok: false,
      status: 409,
      message: "This quote has already been declined.",
    });
  });

  it("an accepted quote cannot be accepted or declined again", async () => {
    const { quoteId } = await requestAndQuote();
    await decideQuote(ids.alice!, quoteId, "accept");
    expect(await decideQuote(ids.alice!, quoteId, "decline")).toMatchObject({
      ok: false,
      status: 409,
      message: "This quote has already been accepted.",
    });
  });

  it("an expired quote reads as expired and cannot be accepted or declined", async () => {
    const { quoteId } = await requestAndQuote();
    await t.db
      .update(quotes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(quotes.id, quoteId));
    for (const d of ["accept", "decline"] as const)
      expect(await decideQuote(ids.alice!, quoteId, d)).toEqual({
        ok: false,
        status: 409,
        message: QUOTE_MESSAGES.expired,
      });
    const [q] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(q!.status).toBe("pending");
    const listed = (await listPatientQuotes(ids.alice!)).find((x) => x.id === quoteId)!;
    expect(quoteDisplayStatus(listed)).toBe("expired");
  });

  it("two concurrent accepts: exactly one wins", async () => {
    const { quoteId } = await requestAndQuote();
    const results = await Promise.all([
      decideQuote(ids.alice!, quoteId, "accept"),
      decideQuote(ids.alice!, quoteId, "accept"),
      decideQuote(ids.alice!, quoteId, "decline"),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((x) => !x.ok)) expect(r).toMatchObject({ status: 409 });
    const n = await t.db
      .select()
      .from(notifications)
      .where(
        eq(
          notifications.link,
          `/dashboard/requests/${(await t.db.select().from(quotes).where(eq(quotes.id, quoteId)))[0]!.requestClinicId}`,
        ),
      );
    expect(
      n.filter((x) => x.kind === "quote_accepted" || x.kind === "quote_declined"),
    ).toHaveLength(1);
  });

  it("a clinic can decline a request; it cannot quote it afterwards", async () => {
    const r = await createQuoteRequest(ids.alice!, requestInput());
    if (!r.ok) throw new Error(r.message);
    const target = await targetFor(r.requestId, SLUG_Y);
    expect(await declineRequest(clinicIds[SLUG_Y]!, target)).toEqual({ ok: true });
    expect(await sendQuote(clinicIds[SLUG_Y]!, ids.yolanda!, target, quoteInput())).toMatchObject({
      ok: false,
      status: 409,
    });
    const mine = (await listPatientRequests(ids.alice!)).find((x) => x.id === r.requestId)!;
    expect(mine.clinics.find((c) => c.slug === SLUG_Y)?.status).toBe("declined");
    expect(mine.clinics.find((c) => c.slug === SLUG_X)?.status).toBe("open");
  });
});

describe("access matrix", () => {
  it("patient B cannot see or act on patient A's quotes or requests", async () => {
    const { quoteId, requestId } = await requestAndQuote("alice");
    expect((await listPatientQuotes(ids.bob!)).some((q) => q.id === quoteId)).toBe(false);
    expect((await listPatientRequests(ids.bob!)).some((r) => r.id === requestId)).toBe(false);
    for (const d of ["accept", "decline"] as const)
      expect(await decideQuote(ids.bob!, quoteId, d)).toEqual({
        ok: false,
        status: 404,
        message: "Quote not found",
      });
    const [q] = await t.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(q!.status).toBe("pending");
  });

  it("clinic Y cannot see clinic X's requests or quote a request not sent to it", async () => {
    const r = await createQuoteRequest(ids.bob!, requestInput({ clinics: [SLUG_X] }));
    if (!r.ok) throw new Error(r.message);
    const target = await targetFor(r.requestId, SLUG_X);
    expect((await listClinicRequests(clinicIds[SLUG_Y]!)).some((x) => x.id === target)).toBe(false);
    expect(await getClinicRequest(clinicIds[SLUG_Y]!, target)).toBeNull();
    expect(await sendQuote(clinicIds[SLUG_Y]!, ids.yolanda!, target, quoteInput())).toEqual({
      ok: false,
      status: 404,
      message: "Quote request not found",
    });
    expect(await declineRequest(clinicIds[SLUG_Y]!, target)).toMatchObject({
      ok: false,
      status: 404,
    });
    const [tg] = await t.db
      .select()
      .from(quoteRequestClinics)
      .where(eq(quoteRequestClinics.id, target));
    expect(tg!.status).toBe("open");
    expect(await t.db.select().from(quotes).where(eq(quotes.requestClinicId, target))).toHaveLength(
      0,
    );
    // Clinic X does see it.
    expect(await getClinicRequest(clinicIds[SLUG_X]!, target)).toMatchObject({
      patientFirstName: "Bob",
    });
  });

  it("clinic Y does not see the quote clinic X sent for a shared request", async () => {
    const { requestId } = await requestAndQuote("alice");
    const y = await getClinicRequest(clinicIds[SLUG_Y]!, await targetFor(requestId, SLUG_Y));
    expect(y?.quote).toBeNull();
    const x = await getClinicRequest(clinicIds[SLUG_X]!, await targetFor(requestId, SLUG_X));
    expect(x?.quote?.amountMinor).toBe(246_550);
  });
});

describe("quote form validation", () => {
  it("needs a priced line, a currency and a future expiry", () => {
    const r = QuoteFormSchema.safeParse({
      items: [
        { label: "", amount: "" },
        { label: "Surgery", amount: "abc" },
      ],
      currency: "TRY",
      includes: "",
      excludes: "",
      notes: "",
      expiresOn: "2020-01-01",
    });
    expect(r.success).toBe(false);
    const msgs = r.error!.issues.map((i) => i.message);
    expect(msgs).toContain("Line 1: enter an amount such as 1250, 1250.50 or 1250,50");
    expect(msgs).toContain("Choose USD, EUR or GBP");
  });

  it("refuses an expiry date in the past, beside the date field, and accepts today", () => {
    const form = {
      items: [{ label: "Surgery", amount: "1250" }],
      currency: "EUR",
      includes: "",
      excludes: "",
      notes: "",
    };
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const r = QuoteFormSchema.safeParse({ ...form, expiresOn: yesterday });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["expiresOn", "The expiry date must be today or later"],
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(QuoteFormSchema.safeParse({ ...form, expiresOn: today }).success).toBe(true);
  });
});

describe("quote amounts as clinics type them", () => {
  const parse = (amounts: string[]) =>
    QuoteFormSchema.safeParse({
      items: amounts.map((amount, i) => ({ label: `Item ${i + 1}`, amount })),
      currency: "EUR",
      includes: "",
      excludes: "",
      notes: "",
      expiresOn: inFuture(14),
    });

  it("reads 150,50 and 1.250,50 and 1,250.50 exactly; a 0 line is an included item", () => {
    const r = parse(["150,50", "1.250,50", "1,250.50", "0"]);
    expect(r.success).toBe(true);
    expect(r.data!.items.map((i) => i.amountMinor)).toEqual([15050, 125050, 125050, 0]);
  });

  it("refuses an ambiguous 1,250 and a negative line with messages saying how to write them", () => {
    const r = parse(["1,250", "-20"]);
    expect(r.success).toBe(false);
    const msgs = r.error!.issues.map((i) => i.message);
    expect(msgs).toContain(
      'Line 1: "1,250" is ambiguous: write 1250 for 1,250 (no separator), or 1.25 / 1,25 for a decimal amount',
    );
    expect(msgs).toContain("Line 2: the amount must be 0 or more");
    expect(parse(["0", "0,00"]).error!.issues.map((i) => i.message)).toContain(
      "The total must be more than 0: price at least one line",
    );
  });
});

// The route tests (the quotes tab's accept, the clinic's request page) are beside their routes:
// routes/dashboard/quotes.test.ts, routes/dashboard/requests/request.test.ts.
