import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { seedId } from "~/db/seed/ids";
import { makeRequest } from "~/features/accounts/test-helpers";
import { createVerifiedUser } from "~/features/accounts/users.server";
import { addDays, todayIso } from "~/features/bookings/booking-schema";
import { clinicBookingAction, createBooking } from "~/features/bookings/bookings.server";
import * as adminMoney from "~/routes/admin/money";
import * as bookingsTab from "~/routes/dashboard/bookings";
import * as moneyTab from "~/routes/dashboard/money";
import * as moneyCsv from "~/routes/resources/admin-money-csv";
import { setPaymentProvider } from "~/services/payments/payments.server";
import { createTestProvider } from "~/services/payments/test-provider.server";
import { DEFAULT_RATES } from "~/utils/money";
import { signInAs } from "../../tests/kit/auth";
import { useTestDb } from "../../tests/setup/db";

/**
 * The money pages' loaders (decision 060): who may open each, and that each side's page holds
 * its own rows only. The queries themselves are tested in features/bookings/money.test.ts.
 */

const PW = "Copper-kettle-4821";
const who = {
  admin: "money-admin@example.test",
  nofa: "money-nofa@example.test",
  ann: "money-ann@example.test",
  ben: "money-ben@example.test",
  lara: "money-lara@example.test",
  hair: "money-hair@example.test",
};
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};
const refs = { lara: "", hair: "" };
const ctx = { context: {} as never, params: {}, unstable_pattern: "" } as const;
let ip = 40;
let seq = 0;

type Mod = { loader: (a: never) => Promise<unknown> };
async function get(mod: Mod, path: string, as?: keyof typeof who) {
  const request = makeRequest(path, { cookie: as ? cookies[as] : undefined });
  let v: unknown;
  try {
    v = await mod.loader({ ...ctx, request } as never);
  } catch (e) {
    v = e;
  }
  if (v instanceof Response) return { status: v.status, response: v, body: undefined };
  if (v && typeof v === "object" && "type" in v && v.type === "DataWithResponseInit") {
    const d = v as unknown as { data: unknown; init?: ResponseInit | null };
    return { status: d.init?.status ?? 200, body: d.data as never, response: undefined };
  }
  if (v instanceof Error) throw v;
  return { status: 200, body: v as never, response: undefined };
}

async function book(patient: string, slug: string) {
  const res = await createBooking({
    patientId: ids[patient]!,
    idempotencyKey: `money-route-${Date.now()}-${++seq}`,
    source: { packageSlug: slug },
    consultationDate: addDays(todayIso(), 4),
    surgeryDate: addDays(todayIso(), 5),
    travellers: 1,
    paymentToken: "tok_visa",
    termsAccepted: true,
    displayCurrency: "USD",
    rates: DEFAULT_RATES,
  });
  if (!res.ok) throw new Error(res.message);
  return res.value;
}

beforeAll(async () => {
  const t = await useTestDb();
  setPaymentProvider(createTestProvider());
  for (const [k, email] of Object.entries(who)) {
    const role =
      k === "admin" || k === "nofa" ? "admin" : k === "lara" || k === "hair" ? "clinic" : "patient";
    const clinic =
      k === "lara"
        ? "lara-eye-vision-center"
        : k === "hair"
          ? "istanbul-hair-institute"
          : undefined;
    ids[k] = (
      await createVerifiedUser(t.db, { email, password: PW, role, name: `${k} Person`, clinic })
    ).id;
    cookies[k] = await signInAs(email, { password: PW, ip: `192.0.2.${ip++}` });
  }
  await t.db
    .update(users)
    .set({ twoFactorEnabled: true })
    .where(sql`${users.email} = ${who.admin}`);
  const lara = await book("ann", "antalya-lasik-both-eyes-package");
  refs.lara = lara.reference;
  await clinicBookingAction(seedId("clinic", "lara-eye-vision-center"), lara.bookingId, "confirm");
  refs.hair = (await book("ben", "istanbul-fue-hair-transplant-package")).reference;
});

describe("/dashboard/money", () => {
  it("a clinic user sees their clinic's movements only; a patient gets 404", async () => {
    const lara = await get(moneyTab, "/dashboard/money", "lara");
    expect(lara.status).toBe(200);
    const body = lara.body as unknown as {
      movements: { reference: string; kind: string; patient: string }[];
      stripeConnected: boolean;
      stats: { id: string; value: string }[];
    };
    expect(body.movements.map((m) => [m.reference, m.kind])).toEqual([
      [refs.lara, "commission"],
      [refs.lara, "capture"],
      [refs.lara, "hold"],
    ]);
    expect(body.movements[0]!.patient).toBe("ann");
    expect(body.stripeConnected).toBe(false);
    expect(body.stats.find((s) => s.id === "commission")!.value).toBe("$38");
    expect(body.stats.find((s) => s.id === "released")!.value).toBe("$380");

    const hair = await get(moneyTab, "/dashboard/money", "hair");
    const hairRefs = (hair.body as unknown as { movements: { reference: string }[] }).movements.map(
      (m) => m.reference,
    );
    expect(hairRefs).toEqual([refs.hair]);

    expect((await get(moneyTab, "/dashboard/money", "ann")).status).toBe(404);
    expect((await get(moneyTab, "/dashboard/money")).status).toBe(302);
  });
});

describe("/dashboard/bookings payments", () => {
  it("each booking carries the patient's own movements", async () => {
    const r = await get(bookingsTab, "/dashboard/bookings", "ann");
    const list = (
      r.body as unknown as {
        bookings: { reference: string; money: { lines: { text: string }[] } }[];
      }
    ).bookings;
    expect(list.map((b) => b.reference)).toEqual([refs.lara]);
    expect(list[0]!.money.lines.map((l) => l.text)).toEqual([
      "Deposit held on your card",
      "Deposit captured: the clinic confirmed",
    ]);
  });
});

describe("/admin/money and /admin/money.csv", () => {
  it("403 for patients and clinic users, 2FA set-up for admins without it, 200 for admins", async () => {
    for (const [mod, path] of [
      [adminMoney, "/admin/money"],
      [moneyCsv, "/admin/money.csv"],
    ] as const) {
      expect((await get(mod, path, "ann")).status, path).toBe(403);
      expect((await get(mod, path, "lara")).status, path).toBe(403);
      expect((await get(mod, path)).status, path).toBe(302);
      expect((await get(mod, path, "nofa")).status, path).toBe(302);
      expect((await get(mod, path, "admin")).status, path).toBe(200);
    }
  });

  it("lists every movement and exports them as CSV", async () => {
    const page = await get(adminMoney, "/admin/money", "admin");
    const rows = (page.body as unknown as { rows: { reference: string }[] }).rows;
    expect(new Set(rows.map((r) => r.reference))).toEqual(new Set([refs.lara, refs.hair]));
    const csv = await get(moneyCsv, "/admin/money.csv", "admin");
    expect(csv.response!.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await csv.response!.text();
    expect(text).toContain(refs.lara);
    expect(text).toContain(refs.hair);
    expect(text).toContain('"380.00"');
    // The clinic filter narrows the export too.
    const only = await get(
      moneyCsv,
      `/admin/money.csv?clinic=${seedId("clinic", "istanbul-hair-institute")}`,
      "admin",
    );
    const onlyText = await only.response!.text();
    expect(onlyText).toContain(refs.hair);
    expect(onlyText).not.toContain(refs.lara);
  });
});
