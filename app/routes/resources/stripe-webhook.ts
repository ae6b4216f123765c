import { data } from "react-router";
import { getStripeProvider } from "~/services/payments/payments.server";
import { accountOf, paymentRefOf, processPaymentEvent } from "~/services/payments/webhooks.server";
import type { Route } from "./+types/stripe-webhook";

/**
 * Stripe's webhook endpoint (decision 055): the raw body is verified against the
 * Stripe-Signature header with the endpoint's secret (stripe.webhooks.constructEvent); a
 * forged, stale or unsigned event is refused with 400 and changes nothing. A verified event is
 * processed once (payment_events) and reconciles the deposit; an error answers 500 so that
 * Stripe delivers it again. Server to server: no session, no origin check (the signature is the
 * authentication).
 */
export async function action({ request }: Route.ActionArgs) {
  const stripe = getStripeProvider();
  if (!stripe) return data({ error: "Stripe is not configured" }, { status: 404 });
  if (request.method !== "POST") return data({ error: "POST only" }, { status: 405 });
  const signature = request.headers.get("stripe-signature");
  const raw = await request.text();
  if (!signature || raw.length > 512 * 1024)
    return data({ error: "Missing or invalid signature" }, { status: 400 });
  let event;
  try {
    event = stripe.verifyEvent(raw, signature);
  } catch {
    return data({ error: "Missing or invalid signature" }, { status: 400 });
  }
  const outcome = await processPaymentEvent(stripe, {
    id: event.id,
    type: event.type,
    created: event.created,
    paymentRef: paymentRefOf(event as never),
    account: accountOf(event as never),
  });
  return data({ received: true, outcome }, { status: 200 });
}

export function loader() {
  return data({ error: "POST only" }, { status: 405 });
}
