import { createHash } from "node:crypto";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { parseEnv } from "~/utils/env.server";

/**
 * A local fake of the parts of Stripe's HTTP API that CareAtlas uses (decision 055,
 * docs/payments.md): form-encoded requests in, Stripe-shaped JSON out, on 127.0.0.1 only.
 *
 *   POST /v1/payment_intents, GET /v1/payment_intents/:id,
 *   POST /v1/payment_intents/:id/{confirm,capture,cancel}, POST /v1/refunds,
 *   POST /v1/accounts, GET /v1/accounts/:id, POST /v1/account_links, POST /v1/transfers,
 *   POST /v1/transfers/:id/reversals
 *
 * Idempotency-Key replays the first answer (a different request under the same key is an
 * idempotency_error, as at Stripe). Test tokens decline or ask for 3-D Secure like Stripe's
 * (tok_chargeDeclined, tok_chargeDeclinedInsufficientFunds, tok_chargeDeclinedIncorrectCvc,
 * tok_threeDSecure). `authenticate(id)` completes a challenge as the browser would, and
 * `sendEvent` posts a webhook signed with the SDK's test header generator.
 *
 * Run standalone: `npx tsx tests/support/stripe-fake.ts` (port 12111, or STRIPE_FAKE_PORT).
 */

type Obj = Record<string, unknown>;

/** The app's settings for Stripe pointed at a fake on `port` (tests). */
export function stripeEnv(port: number) {
  return parseEnv({
    NODE_ENV: "test",
    PAYMENT_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_careatlas",
    STRIPE_PUBLISHABLE_KEY: "pk_test_careatlas",
    STRIPE_WEBHOOK_SECRET: "whsec_careatlas",
    STRIPE_API_HOST: "127.0.0.1",
    STRIPE_API_PORT: String(port),
    STRIPE_API_PROTOCOL: "http",
  });
}

export type FakePaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  amount_capturable: number;
  currency: string;
  capture_method: "manual" | "automatic";
  status:
    "requires_payment_method" | "requires_action" | "requires_capture" | "succeeded" | "canceled";
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  payment_method: string | null;
  latest_charge: string | null;
  next_action: Obj | null;
  created: number;
  livemode: false;
};

type Charge = {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  payment_intent: string;
  refunded: boolean;
};

type Card = { brand: string; last4: string; outcome: "ok" | "3ds" | Obj };

const TOKENS: Record<string, Card> = {
  tok_visa: { brand: "visa", last4: "4242", outcome: "ok" },
  tok_mastercard: { brand: "mastercard", last4: "4444", outcome: "ok" },
  tok_chargeDeclined: {
    brand: "visa",
    last4: "0002",
    outcome: { code: "card_declined", decline_code: "generic_decline" },
  },
  tok_chargeDeclinedInsufficientFunds: {
    brand: "visa",
    last4: "9995",
    outcome: { code: "card_declined", decline_code: "insufficient_funds" },
  },
  tok_chargeDeclinedIncorrectCvc: {
    brand: "visa",
    last4: "0127",
    outcome: { code: "incorrect_cvc", decline_code: "incorrect_cvc" },
  },
  tok_threeDSecure: { brand: "visa", last4: "3155", outcome: "3ds" },
};
// The same cards as payment methods (pm_card_visa …) and confirmation tokens (ctoken_visa …).
for (const [k, v] of Object.entries({ ...TOKENS })) {
  const name = k.slice(4);
  TOKENS[`pm_card_${name}`] = v;
  TOKENS[`ctoken_${name}`] = v;
}

/** Parses Stripe's form encoding (`a[b][0]=c`) into nested objects and arrays. */
export function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let cur: Obj = out;
    parts.forEach((p, i) => {
      if (i === parts.length - 1) cur[p] = value;
      else cur = (cur[p] ??= {}) as Obj;
    });
  }
  return out;
}

function asList(v: unknown): string[] {
  if (!v) return [];
  if (typeof v === "string") return [v];
  return Object.values(v as Obj).map(String);
}

export type StripeFake = {
  url: string;
  port: number;
  intents: Map<string, FakePaymentIntent>;
  charges: Map<string, Charge>;
  refunds: Array<{ id: string; payment_intent: string; amount: number }>;
  transfers: Array<{ id: string; amount: number; destination: string; reversed: number }>;
  accounts: Map<string, Obj>;
  /** Every request received: method, path, parsed body (tests assert nothing else is sent). */
  requests: Array<{ method: string; path: string; body: Obj; idempotencyKey: string | null }>;
  /** Completes (or fails) a 3-D Secure challenge, as Stripe.js does in the browser. */
  authenticate(id: string, succeed?: boolean): void;
  /** The event Stripe would send now for a PaymentIntent. */
  event(type: string, object: Obj, opts?: { id?: string; created?: number }): Obj;
  /** An event's body and Stripe-Signature header, signed with `secret` (or forged). */
  sign(event: Obj, secret: string, opts?: { forge?: boolean }): { payload: string; header: string };
  /** Posts an event to `url`, signed with `secret` (or a forged signature). */
  sendEvent(
    url: string,
    secret: string,
    event: Obj,
    opts?: { forge?: boolean },
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
};

export async function startStripeFake(port = 0): Promise<StripeFake> {
  let seq = 0;
  const newId = (prefix: string) =>
    `${prefix}_fake${(++seq).toString().padStart(6, "0")}${Math.random().toString(36).slice(2, 8)}`;
  const intents = new Map<string, FakePaymentIntent>();
  const charges = new Map<string, Charge>();
  const cards = new Map<string, Card>();
  const refunds: StripeFake["refunds"] = [];
  const transfers: StripeFake["transfers"] = [];
  const accounts = new Map<string, Obj>();
  const requests: StripeFake["requests"] = [];
  const idem = new Map<string, { fingerprint: string; status: number; body: string }>();

  const error = (status: number, type: string, message: string, extra: Obj = {}) => ({
    status,
    body: { error: { type, message, ...extra } },
  });

  const expandPi = (pi: FakePaymentIntent, expand: string[]) => {
    const out: Obj = { ...pi };
    if (expand.includes("payment_method") && pi.payment_method) {
      const card = cards.get(pi.payment_method);
      out.payment_method = {
        id: pi.payment_method,
        object: "payment_method",
        type: "card",
        card: card ? { brand: card.brand, last4: card.last4 } : null,
      };
    }
    if (expand.includes("latest_charge") && pi.latest_charge)
      out.latest_charge = charges.get(pi.latest_charge);
    return out;
  };

  const capture = (pi: FakePaymentIntent, amount = pi.amount) => {
    const ch: Charge = {
      id: newId("ch"),
      object: "charge",
      amount,
      amount_refunded: 0,
      payment_intent: pi.id,
      refunded: false,
    };
    charges.set(ch.id, ch);
    pi.latest_charge = ch.id;
    pi.amount_received = amount;
    pi.amount_capturable = 0;
    pi.status = "succeeded";
  };

  /** After the card is accepted (or the challenge passed): authorised or captured. */
  const authorised = (pi: FakePaymentIntent) => {
    pi.next_action = null;
    if (pi.capture_method === "automatic") capture(pi);
    else {
      pi.status = "requires_capture";
      pi.amount_capturable = pi.amount;
    }
  };

  const confirmWith = (pi: FakePaymentIntent, token: string) => {
    const card = TOKENS[token];
    if (!card) return error(400, "invalid_request_error", `No such token: '${token}'`);
    const pm = newId("pm");
    cards.set(pm, card);
    pi.payment_method = pm;
    if (typeof card.outcome === "object") {
      pi.status = "requires_payment_method";
      return error(402, "card_error", "Your card was declined.", {
        ...card.outcome,
        payment_intent: pi,
      });
    }
    if (card.outcome === "3ds") {
      pi.status = "requires_action";
      pi.next_action = {
        type: "use_stripe_sdk",
        use_stripe_sdk: { type: "three_d_secure_redirect" },
      };
      return null;
    }
    authorised(pi);
    return null;
  };

  const tokenOf = (b: Obj): string | null => {
    if (typeof b.confirmation_token === "string") return b.confirmation_token;
    if (typeof b.payment_method === "string") return b.payment_method;
    const data = b.payment_method_data as { card?: { token?: string } } | undefined;
    return data?.card?.token ?? null;
  };

  function route(method: string, path: string, b: Obj): { status: number; body: unknown } {
    const expand = asList(b.expand);
    let m: RegExpExecArray | null;
    if (method === "POST" && path === "/v1/payment_intents") {
      const amount = Number(b.amount);
      if (!Number.isInteger(amount) || amount < 50)
        return error(400, "invalid_request_error", "Amount must be at least $0.50 usd", {
          param: "amount",
        });
      const id = newId("pi");
      const pi: FakePaymentIntent = {
        id,
        object: "payment_intent",
        amount,
        amount_received: 0,
        amount_capturable: 0,
        currency: String(b.currency ?? "usd"),
        capture_method: b.capture_method === "manual" ? "manual" : "automatic",
        status: "requires_payment_method",
        client_secret: `${id}_secret_${Math.random().toString(36).slice(2, 10)}`,
        description: typeof b.description === "string" ? b.description : null,
        metadata: (b.metadata as Record<string, string>) ?? {},
        payment_method: null,
        latest_charge: null,
        next_action: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, pi);
      const token = tokenOf(b);
      if (b.confirm === "true" && token) {
        const failed = confirmWith(pi, token);
        if (failed) return failed;
      }
      return { status: 200, body: expandPi(pi, expand) };
    }
    if ((m = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|capture|cancel))?$/.exec(path))) {
      const pi = intents.get(m[1]!);
      if (!pi)
        return error(404, "invalid_request_error", `No such payment_intent: '${m[1]}'`, {
          code: "resource_missing",
        });
      const action = m[2];
      if (method === "GET" && !action) return { status: 200, body: expandPi(pi, expand) };
      if (method !== "POST") return error(405, "invalid_request_error", "Method not allowed");
      if (action === "confirm") {
        const token = tokenOf(b);
        if (!token) return error(400, "invalid_request_error", "Missing payment method");
        const failed = confirmWith(pi, token);
        if (failed) return failed;
      } else if (action === "capture") {
        if (pi.status !== "requires_capture")
          return error(
            400,
            "invalid_request_error",
            `This PaymentIntent could not be captured because it has a status of ${pi.status}.`,
            { code: "payment_intent_unexpected_state" },
          );
        const amount = b.amount_to_capture ? Number(b.amount_to_capture) : pi.amount;
        capture(pi, amount);
      } else if (action === "cancel") {
        if (pi.status === "succeeded" || pi.status === "canceled")
          return error(
            400,
            "invalid_request_error",
            `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`,
            { code: "payment_intent_unexpected_state" },
          );
        pi.status = "canceled";
        pi.amount_capturable = 0;
      }
      return { status: 200, body: expandPi(pi, expand) };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const pi = intents.get(String(b.payment_intent));
      const ch = pi?.latest_charge ? charges.get(pi.latest_charge) : undefined;
      if (!pi || !ch)
        return error(400, "invalid_request_error", "This PaymentIntent has no charge to refund.");
      const left = ch.amount - ch.amount_refunded;
      const amount = b.amount ? Number(b.amount) : left;
      if (!Number.isInteger(amount) || amount <= 0 || amount > left)
        return error(
          400,
          "invalid_request_error",
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          { code: "amount_too_large" },
        );
      ch.amount_refunded += amount;
      ch.refunded = ch.amount_refunded === ch.amount;
      const r = { id: newId("re"), payment_intent: pi.id, amount };
      refunds.push(r);
      return {
        status: 200,
        body: { ...r, object: "refund", charge: ch.id, status: "succeeded", currency: "usd" },
      };
    }
    if (method === "POST" && path === "/v1/accounts") {
      const acct = {
        id: newId("acct"),
        object: "account",
        type: b.type ?? "express",
        email: b.email ?? null,
        metadata: b.metadata ?? {},
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
      };
      accounts.set(acct.id, acct);
      return { status: 200, body: acct };
    }
    if (method === "GET" && (m = /^\/v1\/accounts\/([^/]+)$/.exec(path))) {
      const acct = accounts.get(m[1]!);
      return acct
        ? { status: 200, body: acct }
        : error(404, "invalid_request_error", `No such account: '${m[1]}'`);
    }
    if (method === "POST" && path === "/v1/account_links") {
      if (!accounts.has(String(b.account)))
        return error(400, "invalid_request_error", `No such account: '${String(b.account)}'`);
      return {
        status: 200,
        body: {
          object: "account_link",
          url: `http://127.0.0.1:${boundPort}/fake/connect/${String(b.account)}`,
          created: Math.floor(Date.now() / 1000),
          expires_at: Math.floor(Date.now() / 1000) + 300,
        },
      };
    }
    if (method === "POST" && path === "/v1/transfers") {
      if (!accounts.has(String(b.destination)))
        return error(
          400,
          "invalid_request_error",
          `No such destination: '${String(b.destination)}'`,
        );
      const t = {
        id: newId("tr"),
        amount: Number(b.amount),
        destination: String(b.destination),
        reversed: 0,
      };
      transfers.push(t);
      return { status: 200, body: { ...t, object: "transfer", currency: b.currency ?? "usd" } };
    }
    if (method === "POST" && (m = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path))) {
      const t = transfers.find((x) => x.id === m![1]);
      if (!t) return error(404, "invalid_request_error", `No such transfer: '${m[1]}'`);
      const amount = b.amount === undefined ? t.amount - t.reversed : Number(b.amount);
      if (amount > t.amount - t.reversed)
        return error(
          400,
          "invalid_request_error",
          "Amount must be no more than the transfer's amount not yet reversed.",
        );
      t.reversed += amount;
      const r = { id: newId("trr"), object: "transfer_reversal", amount, transfer: t.id };
      return { status: 200, body: r };
    }
    return error(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const body = parseForm(req.method === "GET" ? url.searchParams.toString() : raw);
    const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
    requests.push({ method: req.method ?? "GET", path: url.pathname, body, idempotencyKey: key });
    const send = (status: number, text: string, replayed = false) => {
      res.writeHead(status, {
        "content-type": "application/json",
        "request-id": newId("req"),
        ...(key ? { "idempotency-key": key } : {}),
        ...(replayed ? { "idempotent-replayed": "true" } : {}),
      });
      res.end(text);
    };
    if (!req.headers.authorization?.startsWith("Bearer sk_"))
      return send(
        401,
        JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API Key" } }),
      );
    const fingerprint = createHash("sha256")
      .update(`${req.method} ${url.pathname} ${raw}`)
      .digest("hex");
    if (key && req.method === "POST") {
      const seen = idem.get(key);
      if (seen) {
        if (seen.fingerprint !== fingerprint)
          return send(
            400,
            JSON.stringify({
              error: {
                type: "idempotency_error",
                message:
                  "Keys for idempotent requests can only be used with the same parameters they were first used with.",
              },
            }),
          );
        return send(seen.status, seen.body, true);
      }
    }
    const out = route(req.method ?? "GET", url.pathname, body);
    const text = JSON.stringify(out.body);
    if (key && req.method === "POST")
      idem.set(key, { fingerprint, status: out.status, body: text });
    send(out.status, text);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { type: "api_error", message: String(e) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const boundPort = (server.address() as AddressInfo).port;
  const signer = new Stripe("sk_test_fake_signer");
  const sign: StripeFake["sign"] = (event, secret, opts = {}) => {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: opts.forge ? "whsec_forged_not_ours" : secret,
    });
    return { payload, header };
  };

  return {
    url: `http://127.0.0.1:${boundPort}`,
    port: boundPort,
    intents,
    charges,
    refunds,
    transfers,
    accounts,
    requests,
    authenticate(id, succeed = true) {
      const pi = intents.get(id);
      if (!pi || pi.status !== "requires_action") throw new Error(`${id} needs no authentication`);
      if (succeed) authorised(pi);
      else {
        pi.status = "requires_payment_method";
        pi.next_action = null;
      }
    },
    event(type, object, opts = {}) {
      return {
        id: opts.id ?? newId("evt"),
        object: "event",
        api_version: "2026-10-28.endive",
        created: opts.created ?? Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        data: { object },
      };
    },
    sign,
    async sendEvent(url, secret, event, opts = {}) {
      const { payload, header } = sign(event, secret, opts);
      const r = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": header },
        body: payload,
      });
      return { status: r.status, body: await r.text() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Standalone: a fake for a local run with PAYMENT_PROVIDER=stripe (docs/payments.md).
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const fake = await startStripeFake(Number(process.env.STRIPE_FAKE_PORT ?? 12111));
  console.log(`Stripe fake listening on ${fake.url}`);
}
