import { request, signInWithForm } from "./harness";

/**
 * The kill -9 scenario's journey writes: messages, quote requests and bookings made by signed-in
 * patients (plus the contact form, in faults.ts). Each write carries a marker as its client id or
 * idempotency key, so after the restarts the store can be checked for every acknowledged one.
 */

export const WRITER_PASSWORD = "Faults-writers-Passage-2026";
export const WRITER_PATIENTS = Array.from(
  { length: 5 },
  (_, i) => `faults-writer-${i}@careatlas.example`,
);
const CLINIC = "istanbul-hair-institute";
const PACKAGE = "istanbul-fue-hair-transplant-package";

export const writerAccountsEnv = () =>
  WRITER_PATIENTS.map((e) => `patient:${e}:${WRITER_PASSWORD}`).join(";");

export type Writer = { cookie: string; conversationId: string };

/** Signs each writer patient in and opens their conversation with the clinic (once per run). */
export async function prepareWriters(port: number): Promise<Writer[]> {
  const out: Writer[] = [];
  for (const email of WRITER_PATIENTS) {
    const cookie = await signInWithForm(port, email, WRITER_PASSWORD);
    const open = await request(port, {
      // Started by the page's button (a POST); a GET never creates one (docs/decisions/030).
      method: "POST",
      path: `/dashboard/messages/new?clinic=${CLINIC}`,
      headers: { cookie },
    });
    const conversationId = String(open.headers.location ?? "").match(
      /\/dashboard\/messages\/([0-9a-f-]{36})/,
    )?.[1];
    if (!conversationId) throw new Error(`conversation for ${email}: ${open.status}`);
    out.push({ cookie, conversationId });
  }
  return out;
}

export type JourneyKind = "message" | "quote" | "booking";

const isoInDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

/** One write; resolves with true when the app acknowledged it (2xx, or its success redirect). */
export async function journeyWrite(
  port: number,
  w: Writer,
  kind: JourneyKind,
  marker: string,
): Promise<boolean> {
  const post = (path: string, fields: Record<string, string>) =>
    request(port, {
      method: "POST",
      path,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: `http://localhost:${port}`,
        cookie: w.cookie,
      },
      body: new URLSearchParams(fields).toString(),
    });
  if (kind === "message") {
    const r = await post(`/dashboard/messages/${w.conversationId}.data`, {
      body: `Fault write ${marker}`,
      clientId: marker,
    });
    if (r.status === 200) return true;
    throw new Error(`message answered ${r.status}`);
  }
  if (kind === "quote") {
    const r = await post("/quote-request", {
      idempotencyKey: marker,
      clinics: CLINIC,
      treatment: "Hair Transplant",
      travellers: "1",
      notes: `Fault write ${marker}`,
    });
    if (r.status === 302 && String(r.headers.location).startsWith("/dashboard/quotes")) return true;
    throw new Error(
      `quote request answered ${r.status} ${String(r.headers.location ?? "")} ${r.body.slice(0, 160)}`,
    );
  }
  const r = await post("/checkout", {
    idempotencyKey: marker,
    package: PACKAGE,
    displayCurrency: "USD",
    // What its checkout page shows (the seed's $2,900 and the 20% deposit): charged only if so.
    shownTotalMinor: "290000",
    shownCurrency: "USD",
    shownDepositUsdMinor: "58000",
    consultationDate: isoInDays(30 + Math.floor(Math.random() * 200)),
    travellers: "1",
    cardName: "Fault Writer",
    // What the test-card field posts for 4242 4242 4242 4242 (no card data reaches the server).
    paymentToken: "tok_visa",
    // The patient ticks that they read the package's cancellation terms (required since 056).
    termsAccepted: "on",
  });
  if (r.status === 302 && String(r.headers.location).startsWith("/dashboard/bookings")) return true;
  throw new Error(
    `checkout answered ${r.status} ${String(r.headers.location ?? "")} ${r.body.slice(0, 160)}`,
  );
}

/** Markers stored, and rows stored without their other half, per kind (SQL for either driver). */
export const JOURNEY_CHECKS = {
  stored: `select client_id as marker from messages where client_id like 'fault-%'
    union all select idempotency_key from quote_requests where idempotency_key like 'fault-%'
    union all select idempotency_key from bookings where idempotency_key like 'fault-%'`,
  halfWritten: `select
    (select count(*) from quote_requests q where q.idempotency_key like 'fault-%'
       and not exists (select 1 from quote_request_clinics t where t.request_id = q.id))
    + (select count(*) from bookings b where b.idempotency_key like 'fault-%'
       and not exists (select 1 from deposits d where d.booking_id = b.id)) as n`,
};
