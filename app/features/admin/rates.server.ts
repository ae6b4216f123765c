import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { exchangeRates } from "~/db/schema";
import { DEFAULT_RATES } from "~/utils/money";
import type { RATE_CURRENCIES } from "./admin-schema";
import { type Actor, audit } from "./audit.server";

type Code = (typeof RATE_CURRENCIES)[number];

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

/**
 * Saves the rates. getRates() reads the table on every request (no server cache), so every
 * page's prices follow from the next request on.
 */
export async function updateRates(db: Db, actor: Actor, input: Record<Code, number>) {
  await db.transaction(async (tx) => {
    const before: Record<string, number | null> = {};
    const after: Record<string, number> = {};
    for (const code of Object.keys(input) as Code[]) {
      const [row] = await tx
        .select({ rate: exchangeRates.rate })
        .from(exchangeRates)
        .where(eq(exchangeRates.currency, code))
        .for("update");
      before[code] = row ? Number(row.rate) : null;
      after[code] = input[code];
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
      before,
      after,
    });
  });
}
