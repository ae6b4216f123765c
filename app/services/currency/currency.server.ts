import { getDb, schema } from "~/db/client.server";
import { readCookie } from "~/utils/misc";
import {
  CURRENCY_COOKIE,
  DEFAULT_CURRENCY,
  DEFAULT_RATES,
  isCurrencyCode,
  type CurrencyCode,
  type Rates,
} from "~/utils/money";

export async function getRates(): Promise<Rates> {
  const db = await getDb();
  const rows = await db
    .select({ currency: schema.exchangeRates.currency, rate: schema.exchangeRates.rate })
    .from(schema.exchangeRates);
  const rates: Rates = { ...DEFAULT_RATES };
  for (const r of rows)
    if (isCurrencyCode(r.currency) && r.rate > 0) rates[r.currency] = Number(r.rate);
  return rates;
}

export function getCurrencyFromRequest(request: Request): CurrencyCode {
  const v = readCookie(request.headers.get("cookie"), CURRENCY_COOKIE);
  return isCurrencyCode(v) ? v : DEFAULT_CURRENCY;
}

export function currencyCookie(code: CurrencyCode, secure: boolean): string {
  return `${CURRENCY_COOKIE}=${code}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}
