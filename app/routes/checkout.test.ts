import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, deposits, packages } from "~/db/schema";
import { makeRequest } from "~/features/accounts/test-helpers";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { addDays, todayIso } from "~/features/bookings/booking-schema";
import { setPaymentProvider } from "~/services/payments/payments.server";
import { createTestProvider, type TestProvider } from "~/services/payments/test-provider.server";
import { formatMinor } from "~/utils/money";
import { signInAs } from "../../tests/kit/auth";
import { useTestDb, type TestDb } from "../../tests/setup/db";
import { action, loader } from "./checkout";

/** The checkout page's action: the form, its refusals, the amount confirmed, idempotency. */

let t: TestDb;
let provider: TestProvider;
const PW = "Copper-kettle-4821";
const ids = { b: "" };
const EMAILS = { b: "pat-b@checkout.test" };
const PKG = "antalya-lasik-both-eyes-package"; // 1,900 USD at Lara Eye Vision Center
const inDays = (n: number) => addDays(todayIso(), n);
let keySeq = 0;
const newKey = () => `key-${Date.now()}-${++keySeq}`;
const ctx = { context: {} as never, unstable_pattern: "" } as const;

beforeAll(async () => {
  t = await useTestDb();
  ids.b = (
    await createVerifiedUser(t.db, {
      email: EMAILS.b,
      password: PW,
      role: "patient",
      name: "Bo Patient",
    })
  ).id;
});

beforeEach(() => {
  provider = createTestProvider();
  setPaymentProvider(provider);
});

async function counts(patientId: string) {
  const b = await t.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.patientId, patientId));
  const d = await t.db
    .select({ id: deposits.id })
    .from(deposits)
    .where(eq(deposits.patientId, patientId));
  return { bookings: b.length, deposits: d.length };
}

/** The amounts the checkout page shows, as its form carries them (checkout-form.tsx). */
async function shownOnPage(cookie: string, query: string) {
  const page = (await loader({
    ...ctx,
    params: {},
    request: makeRequest(`/checkout?${query}`, { cookie }),
  } as never)) as {
    data: { amounts: { totalMinor: number; currency: string; depositUsdMinor: number } };
  };
  const a = page.data.amounts;
  return {
    shownTotalMinor: String(a.totalMinor),
    shownCurrency: a.currency,
    shownDepositUsdMinor: String(a.depositUsdMinor),
  };
}

async function submitCheckoutForm(cookie: string, form: Record<string, string>) {
  const r = await action({
    ...ctx,
    params: {},
    request: makeRequest("/checkout", { method: "POST", form, cookie }),
  } as never);
  if (r instanceof Response)
    return { status: r.status, location: r.headers.get("location"), data: null };
  const d = r as unknown as {
    data: {
      formError?: string;
      confirmAmounts?: { totalMinor: number; currency: string; depositUsdMinor: number };
    };
    init: { status: number };
  };
  return { status: d.init.status, location: null, data: d.data };
}

describe("the checkout form (route action)", () => {
  it("a declined card: 402, the spec'd message, typed values kept, nothing stored", async () => {
    const cookie = await signInAs(EMAILS.b);
    const before = await counts(ids.b);
    const form = {
      ...(await shownOnPage(cookie, `package=${PKG}`)),
      idempotencyKey: newKey(),
      package: PKG,
      displayCurrency: "EUR",
      consultationDate: inDays(40),
      surgeryDate: "",
      returnDate: "",
      travellers: "3",
      cardName: "Bo Patient",
      // What the test-card field posts for 4000 0000 0000 0002.
      paymentToken: "tok_chargeDeclined",
      termsAccepted: "on",
    };
    const out = (await action({
      ...ctx,
      params: {},
      request: makeRequest("/checkout", { method: "POST", form, cookie }),
    } as never)) as {
      data: {
        formError: string;
        fieldErrors: Record<string, string>;
        values: Record<string, string>;
      };
      init: { status: number };
    };
    expect(out.init.status).toBe(402);
    expect(out.data.formError).toContain("Your card was declined");
    expect(out.data.fieldErrors.payment).toContain("Your card was declined");
    expect(out.data.values).toMatchObject({
      consultationDate: inDays(40),
      travellers: "3",
      cardName: "Bo Patient",
    });
    expect(await counts(ids.b)).toEqual(before);
  });

  it("field errors with the form's messages for bad dates and card fields (400)", async () => {
    const cookie = await signInAs(EMAILS.b);
    const out = (await action({
      ...ctx,
      params: {},
      request: makeRequest("/checkout", {
        method: "POST",
        cookie,
        form: {
          idempotencyKey: newKey(),
          package: PKG,
          consultationDate: todayIso(),
          surgeryDate: inDays(-1),
          travellers: "9",
          cardName: "",
          paymentToken: "",
        },
      }),
    } as never)) as { data: { fieldErrors: Record<string, string> }; init: { status: number } };
    expect(out.init.status).toBe(400);
    expect(out.data.fieldErrors).toMatchObject({
      consultationDate: "Choose a consultation date from tomorrow onwards",
      travellers: "Choose between 1 and 6 travellers",
      cardName: "Enter the name on the card",
      // No token: the browser ran no card field (JavaScript off).
      paymentToken: expect.stringContaining("Paying needs JavaScript"),
      termsAccepted: "Tick the box to confirm you have read the cancellation terms.",
    });
  });

  it("a form carrying a card number or CVC is refused whole: nothing echoed, stored or charged", async () => {
    const cookie = await signInAs(EMAILS.b);
    const before = await counts(ids.b);
    const holds = provider.ledger.size;
    const out = await submitCheckoutForm(cookie, {
      ...(await shownOnPage(cookie, `package=${PKG}`)),
      idempotencyKey: newKey(),
      package: PKG,
      consultationDate: inDays(50),
      travellers: "1",
      cardName: "Bo Patient",
      paymentToken: "tok_visa",
      cardNumber: "4242 4242 4242 4242",
      cardCvc: "123",
    });
    expect(out.status).toBe(400);
    expect(out.data!.formError).toBe(
      "Card numbers and security codes are never sent to CareAtlas. Use the card field on the checkout page. Nothing was charged.",
    );
    expect(JSON.stringify(out.data)).not.toMatch(/4242|"123"/);
    expect(await counts(ids.b)).toEqual(before);
    expect(provider.ledger.size).toBe(holds);
  });

  it("a good card redirects to the bookings tab; a second submit of the same form makes nothing new", async () => {
    const cookie = await signInAs(EMAILS.b);
    const before = await counts(ids.b);
    const form = {
      ...(await shownOnPage(cookie, `package=${PKG}`)),
      idempotencyKey: newKey(),
      package: PKG,
      consultationDate: inDays(50),
      travellers: "1",
      cardName: "Bo Patient",
      paymentToken: "tok_visa",
      termsAccepted: "on",
    };
    for (let i = 0; i < 2; i++) {
      const r = (await action({
        ...ctx,
        params: {},
        request: makeRequest("/checkout", { method: "POST", form, cookie }),
      } as never)) as Response;
      expect(r.status).toBe(302);
      expect(r.headers.get("location")).toBe("/dashboard/bookings");
    }
    expect(await counts(ids.b)).toEqual({
      bookings: before.bookings + 1,
      deposits: before.deposits + 1,
    });
  });
});

describe("the amount the patient saw is the amount charged", () => {
  const card = { cardName: "Bo Patient", paymentToken: "tok_visa", termsAccepted: "on" };

  it("a price raised between the page and the payment is shown and confirmed again; nothing is charged meanwhile", async () => {
    const cookie = await signInAs(EMAILS.b);
    const [pkg] = await t.db
      .select({ id: packages.id, price: packages.priceMinor })
      .from(packages)
      .where(eq(packages.slug, PKG));
    const shown = await shownOnPage(cookie, `package=${PKG}`);
    expect(shown).toEqual({
      shownTotalMinor: String(pkg!.price),
      shownCurrency: "USD",
      shownDepositUsdMinor: String(pkg!.price / 5),
    });
    const before = await counts(ids.b);
    const holdsBefore = provider.ledger.size;
    // The clinic raises the price while the patient is on the checkout page.
    await t.db.update(packages).set({ priceMinor: 900000 }).where(eq(packages.id, pkg!.id));
    try {
      const form = {
        ...shown,
        ...card,
        idempotencyKey: newKey(),
        package: PKG,
        displayCurrency: "USD",
        consultationDate: inDays(60),
        travellers: "1",
      };
      const first = await submitCheckoutForm(cookie, form);
      expect(first.status).toBe(409);
      expect(first.data!.formError).toBe(
        `The price changed since you opened this page: the total is now ${formatMinor(900000, "USD")} USD (it was ${formatMinor(pkg!.price, "USD")} USD) and the deposit ${formatMinor(180000, "USD")} USD (it was ${formatMinor(pkg!.price / 5, "USD")} USD). Nothing was charged. Check the new amount, then pay again to confirm.`,
      );
      expect(first.data!.confirmAmounts).toMatchObject({
        totalMinor: 900000,
        currency: "USD",
        depositUsdMinor: 180000,
      });
      expect(await counts(ids.b)).toEqual(before);
      expect(provider.ledger.size).toBe(holdsBefore);

      // The page now carries the new amounts; paying again confirms them.
      const again = await submitCheckoutForm(cookie, {
        ...form,
        shownTotalMinor: "900000",
        shownDepositUsdMinor: "180000",
      });
      expect(again.status).toBe(302);
      const [booking] = await t.db
        .select({ total: bookings.totalMinor, deposit: deposits.amountUsdMinor })
        .from(bookings)
        .innerJoin(deposits, eq(deposits.bookingId, bookings.id))
        .where(
          and(eq(bookings.patientId, ids.b), eq(bookings.idempotencyKey, form.idempotencyKey)),
        );
      expect(booking).toEqual({ total: 900000, deposit: 180000 });
    } finally {
      await t.db.update(packages).set({ priceMinor: pkg!.price }).where(eq(packages.id, pkg!.id));
    }
  });

  it("a form that does not say what it showed charges nothing and shows the amount to confirm", async () => {
    const cookie = await signInAs(EMAILS.b);
    const before = await counts(ids.b);
    const r = await submitCheckoutForm(cookie, {
      ...card,
      idempotencyKey: newKey(),
      package: PKG,
      consultationDate: inDays(61),
      travellers: "1",
    });
    expect(r.status).toBe(409);
    expect(r.data!.formError).toBe(
      "Please check the amount below, then pay again to confirm it. Nothing was charged.",
    );
    expect(r.data!.confirmAmounts).toMatchObject({
      totalMinor: 190000,
      currency: "USD",
      depositUsdMinor: 38000,
    });
    expect(await counts(ids.b)).toEqual(before);
  });

  it("an idempotency key reused with other details is refused (409), never answered with the first booking", async () => {
    const cookie = await signInAs(EMAILS.b);
    const key = newKey();
    const first = {
      ...(await shownOnPage(cookie, `package=${PKG}`)),
      ...card,
      idempotencyKey: key,
      package: PKG,
      consultationDate: inDays(70),
      travellers: "1",
    };
    expect((await submitCheckoutForm(cookie, first)).status).toBe(302);
    const [made] = await t.db
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.idempotencyKey, key));
    const before = await counts(ids.b);
    const OTHER = "istanbul-fue-hair-transplant-package";
    const variants: Record<string, string>[] = [
      { ...first, ...(await shownOnPage(cookie, `package=${OTHER}`)), package: OTHER },
      { ...first, consultationDate: inDays(71) },
      { ...first, travellers: "2" },
      { ...first, surgeryDate: inDays(75) },
    ];
    for (const v of variants) {
      const r = await submitCheckoutForm(cookie, v);
      expect(r.status, JSON.stringify(v)).toBe(409);
      expect(r.data!.formError).toBe(
        `This checkout form was already used for booking ${made!.reference}, with other details. Nothing new was booked and nothing was charged. To make another booking, open the checkout again.`,
      );
    }
    expect(await counts(ids.b)).toEqual(before);
    // The same details again (a double click, a retry) still lead to the booking made.
    expect((await submitCheckoutForm(cookie, first)).status).toBe(302);
    expect(await counts(ids.b)).toEqual(before);
  });
});

describe("the checkout's refusals (route)", () => {
  const card = { cardName: "Bo Patient", paymentToken: "tok_visa", termsAccepted: "on" };
  /** What a loader or action threw or returned: its status and message. */
  async function outcome(run: () => Promise<unknown>) {
    let r: unknown;
    try {
      r = await run();
    } catch (e) {
      r = e;
    }
    if (r instanceof Response) return { status: r.status, message: null };
    const d = r as { data: { message?: string; formError?: string }; init: { status: number } };
    return { status: d.init.status, message: d.data.message ?? d.data.formError };
  }
  const page = (cookie: string, query: string) => () =>
    loader({ ...ctx, params: {}, request: makeRequest(`/checkout?${query}`, { cookie }) } as never);
  const pay = (cookie: string, form: Record<string, string>) => () =>
    action({
      ...ctx,
      params: {},
      request: makeRequest("/checkout", { method: "POST", form, cookie }),
    } as never);

  it("the page: nothing named (404), an unknown package (404), a clinic user (403)", async () => {
    const cookie = await signInAs(EMAILS.b);
    expect(await outcome(page(cookie, ""))).toEqual({
      status: 404,
      message: "Choose a package or an accepted quote to book.",
    });
    expect(await outcome(page(cookie, "package=no-such-package"))).toEqual({
      status: 404,
      message: "This package doesn't exist or is no longer offered.",
    });
    expect(await outcome(page(cookie, "quote=not-a-uuid"))).toEqual({
      status: 404,
      message: "We couldn't find this quote in your account.",
    });
    const desk = await signInAs("clinic", { db: t.db });
    expect(await outcome(page(desk, `package=${PKG}`))).toEqual({
      status: 403,
      message: "Bookings are made from a patient account. Sign in as a patient to book.",
    });
    expect(await outcome(pay(desk, { package: PKG }))).toEqual({
      status: 403,
      message: "Bookings are made from a patient account. Sign in as a patient to book.",
    });
  });

  it("the form: nothing named comes first (400), then the fields, then a stale form key (400)", async () => {
    const cookie = await signInAs(EMAILS.b);
    const shown = await shownOnPage(cookie, `package=${PKG}`);
    const good = {
      ...shown,
      ...card,
      idempotencyKey: newKey(),
      package: PKG,
      consultationDate: inDays(80),
      travellers: "1",
    };
    const choose = { status: 400, message: "Choose a package or an accepted quote to book." };
    expect(await outcome(pay(cookie, { ...good, package: "" }))).toEqual(choose);
    expect(
      await outcome(pay(cookie, { ...good, package: "", consultationDate: "", paymentToken: "" })),
    ).toEqual(choose);
    expect(await outcome(pay(cookie, { ...good, travellers: "0" }))).toEqual({
      status: 400,
      message: "Please correct the highlighted fields.",
    });
    expect(await outcome(pay(cookie, { ...good, idempotencyKey: "short" }))).toEqual({
      status: 400,
      message: "This checkout form is out of date. Please reload the page.",
    });
    expect(await outcome(pay(cookie, { ...good, package: "no-such-package" }))).toEqual({
      status: 404,
      message: "This package doesn't exist or is no longer offered.",
    });
  });

  it("a form over 16 KB is refused (413) and a cross-site post (403)", async () => {
    const cookie = await signInAs(EMAILS.b);
    const big = { package: PKG, cardName: "x".repeat(17 * 1024) };
    expect(await outcome(pay(cookie, big))).toEqual({
      status: 413,
      message: "The form is too large.",
    });
    const evil = () =>
      action({
        ...ctx,
        params: {},
        request: makeRequest("/checkout", {
          method: "POST",
          form: { package: PKG },
          cookie,
          headers: { origin: "https://evil.example" },
        }),
      } as never);
    expect((await outcome(evil)).status).toBe(403);
  });
});

describe("no card number or CVC in any log line or table", () => {
  it("a paid checkout and a refused raw-card post leave the number and CVC nowhere", async () => {
    const NUMBER = "4242424242424242";
    const CVC = "7391";
    // Four digits turn up by chance inside ids and times (a UUID's "…-7391-…", "12:00:20.7391"):
    // the CVC counts as leaked when it stands on its own, as a stored or logged value would.
    const CVC_ALONE = new RegExp(`(?<![\\w.:-])${CVC}(?!\\w)`);
    const logged: string[] = [];
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((m) => {
      const orig = console[m];
      console[m] = (...a: unknown[]) => void logged.push(a.map(String).join(" "));
      return () => (console[m] = orig);
    });
    const origWrite = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
      logged.push(String(chunk));
      return origWrite(chunk as string, ...(rest as []));
    }) as typeof process.stdout.write;
    try {
      const cookie = await signInAs(EMAILS.b);
      const base = {
        ...(await shownOnPage(cookie, `package=${PKG}`)),
        package: PKG,
        consultationDate: inDays(55),
        travellers: "1",
        cardName: "Bo Patient",
      };
      // What the browser posts: a token (the test-card field kept the number and CVC).
      const paid = await submitCheckoutForm(cookie, {
        ...base,
        idempotencyKey: newKey(),
        paymentToken: "tok_visa",
        termsAccepted: "on",
      });
      expect(paid.status).toBe(302);
      // A hand-made post carrying them is refused whole.
      const raw = await submitCheckoutForm(cookie, {
        ...base,
        idempotencyKey: newKey(),
        paymentToken: "tok_visa",
        cardNumber: NUMBER,
        cardCvc: CVC,
      });
      expect(raw.status).toBe(400);
    } finally {
      spies.forEach((restore) => restore());
      process.stdout.write = origWrite;
    }
    expect(logged.join("\n")).not.toContain(NUMBER);
    expect(logged.join("\n")).not.toMatch(CVC_ALONE);
    // Every row of every table, as text.
    const tables = (await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: Array<{ table_name: string }> };
    expect(tables.rows.length).toBeGreaterThan(20);
    for (const { table_name } of tables.rows) {
      const dump = (await t.db.execute(
        sql`select coalesce(string_agg(row_to_json(x)::text, ' '), '') as text from ${sql.identifier(table_name)} x`,
      )) as unknown as { rows: Array<{ text: string }> };
      const text = dump.rows[0]?.text ?? "";
      expect(text, table_name).not.toContain(NUMBER);
      expect(text, table_name).not.toMatch(CVC_ALONE);
    }
  });
});
