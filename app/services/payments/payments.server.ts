import { getEnv } from "~/utils/env.server";
import { type PaymentProvider } from "./provider.server";
import { createStripeProvider, type StripeProvider } from "./stripe-provider.server";
import { createTestProvider } from "./test-provider.server";

/**
 * Which provider takes deposits: env PAYMENT_PROVIDER (default 'test', the built-in test mode;
 * 'stripe' with its keys, validated at boot in env.server.ts). Nothing else in the app changes.
 */
const FACTORIES: Record<string, () => PaymentProvider> = {
  test: createTestProvider,
  stripe: () => createStripeProvider(),
};

let current: PaymentProvider | null = null;

export function getPaymentProvider(): PaymentProvider {
  if (current) return current;
  const name = getEnv().PAYMENT_PROVIDER;
  const factory = FACTORIES[name];
  if (!factory)
    throw new Error(
      `PAYMENT_PROVIDER="${name}" is not a known payment provider (known: ${Object.keys(FACTORIES).join(", ")})`,
    );
  current = factory();
  return current;
}

/** The Stripe provider when it is the one configured (Connect, webhooks), else null. */
export function getStripeProvider(): StripeProvider | null {
  const p = getPaymentProvider();
  return p.id === "stripe" ? (p as StripeProvider) : null;
}

/** Whether Stripe is configured (the CSP then allows Stripe's origins). */
export function stripeConfigured(): boolean {
  return getEnv().PAYMENT_PROVIDER === "stripe";
}

/** Stripe's publishable key for the browser's Payment Element (null unless Stripe is on). */
export function stripePublishableKey(): string | null {
  const env = getEnv();
  return env.PAYMENT_PROVIDER === "stripe" ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null;
}

/** Tests swap in a provider (e.g. one that throws midway); null restores the configured one. */
export function setPaymentProvider(p: PaymentProvider | null): void {
  current = p;
}
