import { getEnv } from "~/utils/env.server";
import { type PaymentProvider } from "./provider.server";
import { createTestProvider } from "./test-provider.server";

/**
 * Which provider takes deposits: env PAYMENT_PROVIDER (default 'test', the built-in test mode).
 * A real provider registers a factory here (e.g. `stripe: () => createStripeProvider(env)`) and
 * is switched on by setting PAYMENT_PROVIDER; nothing else in the app changes.
 */
const FACTORIES: Record<string, () => PaymentProvider> = {
  test: createTestProvider,
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

/** Tests swap in a provider (e.g. one that throws midway); null restores the configured one. */
export function setPaymentProvider(p: PaymentProvider | null): void {
  current = p;
}
