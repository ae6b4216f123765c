import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { exchangeRates } from "~/db/schema";
import { DEFAULT_RATES, displayPrice } from "~/utils/money";
import { type Result, ok } from "~/utils/result";
import { RATE_CONFIRM_CHANGE, type RATE_CURRENCIES } from "./admin-schema";
import { type Actor, audit } from "./audit.server";

type Code = (typeof RATE_CURRENCIES)[number];

export type StoredRate = Awaited<ReturnType<typeof listRates>>[number];

/** The stored rates (units per 1 USD) with when each was last changed. */
export async function listRates(db: Db) {
  const rows = await db.select().from(exchangeRates).orderBy(exchangeRates.currency);
  const byCode = new Map(rows.map((r) => [r.currency, r]));
  return (["EUR", "GBP"] as const).map((code) => ({
    code,
    rate: Number(byCode.get(code)?.rate ?? DEFAULT_RATES[code]),
    updatedAt: byCode.get(code)?.updatedAt?.toISOString() ?? null,
  }));
}

/** What a US-dollar package is shown as, in the confirmation (the field test's example). */
export const SAMPLE_USD_MINOR = 290_000;

export type RateChange = { code: Code; from: number; to: number; sample: string };

/**
 * What updateRates did: saved, or nothing yet because a change needs the admin's confirmation
 * (the changes with their effect, and the token the confirmation's submit carries).
 */
export type RatesOutcome =
  { kind: "saved" } | { kind: "confirm"; changes: RateChange[]; token: string };

/** The changes of more than RATE_CONFIRM_CHANGE from the stored rate, each with its effect on
 * a sample price: 'A $2,900 package would show as €261,000 (was €2,465).' */
export function bigRateChanges(
  previous: Partial<Record<Code, number>>,
  next: Record<Code, number>,
): RateChange[] {
  const out: RateChange[] = [];
  for (const code of Object.keys(next) as Code[]) {
    const from = previous[code] ?? DEFAULT_RATES[code];
    const to = next[code];
    if (Math.abs(to - from) / from <= RATE_CONFIRM_CHANGE) continue;
    const price = (rate: number) =>
      displayPrice(SAMPLE_USD_MINOR, "USD", code, { ...DEFAULT_RATES, [code]: rate });
    out.push({
      code,
      from,
      to,
      sample: `A ${displayPrice(SAMPLE_USD_MINOR, "USD", "USD", DEFAULT_RATES)} package would show as ${price(to)} (was ${price(from)}).`,
    });
  }
  return out;
}

/** What the confirmation's submit carries: exactly the values confirmed. */
export function confirmationToken(changes: RateChange[]): string {
  return changes.map((c) => `${c.code}=${c.to}`).join(";");
}

/**
 * Saves the rates. A change of more than 20 % from the stored rate is saved only when
 * `confirm` names exactly those new values (the page's confirmation step); otherwise the
 * outcome asks for that confirmation and nothing changes. getRates() reads the table on every
 * request (no server cache), so every page's prices follow from the next request on.
 */
export async function updateRates(
  db: Db,
  actor: Actor,
  input: Record<Code, number>,
  confirm?: string,
): Promise<Result<RatesOutcome>> {
  return db.transaction(async (tx) => {
    const before: Partial<Record<Code, number>> = {};
    for (const code of Object.keys(input) as Code[]) {
      const [row] = await tx
        .select({ rate: exchangeRates.rate })
        .from(exchangeRates)
        .where(eq(exchangeRates.currency, code))
        .for("update");
      if (row) before[code] = Number(row.rate);
    }
    const big = bigRateChanges(before, input);
    if (big.length > 0 && confirm !== confirmationToken(big))
      return ok({ kind: "confirm", changes: big, token: confirmationToken(big) } as const);
    for (const code of Object.keys(input) as Code[]) {
      await tx
        .insert(exchangeRates)
        .values({ currency: code, rate: input[code] })
        .onConflictDoUpdate({
          target: exchangeRates.currency,
          set: { rate: input[code], updatedAt: new Date() },
        });
    }
    await audit(tx, {
      actor,
      action: "rates.update",
      targetType: "exchange_rates",
      targetId: null,
      before: Object.fromEntries((Object.keys(input) as Code[]).map((c) => [c, before[c] ?? null])),
      after: input,
    });
    return ok({ kind: "saved" } as const);
  });
}
