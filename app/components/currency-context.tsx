import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import {
  CURRENCY_COOKIE,
  CURRENCY_STORAGE_KEY,
  RATES_REFRESH_MS,
  displayPrice,
  displayWholePrice,
  formatMoney,
  isCurrencyCode,
  type CurrencyCode,
  type Rates,
} from "~/utils/money";

type CurrencyState = {
  currency: CurrencyCode;
  rates: Rates;
  setCurrency: (c: CurrencyCode) => void;
  /** A headline or "from" price in the selected currency, in whole units (decision 025). */
  format: (amountMinor: number, from: string) => string;
  /** An exact amount (a quote's lines and total) in the selected currency, to the cent. */
  formatExact: (amountMinor: number, from: string) => string;
  /**
   * An amount in its own currency, unconverted, written the page language's way: a quote's or
   * a booking's own price ("1.401 $" on a German page, "$1,401" on an English one).
   */
  formatOwn: (amountMinor: number, currency: string) => string;
  /** How the page's language writes amounts (undefined: English, as before). */
  numberLocale?: string;
};

const CurrencyContext = createContext<CurrencyState | null>(null);

export function CurrencyProvider({
  initialCurrency,
  initialRates,
  numberLocale,
  children,
}: {
  initialCurrency: CurrencyCode;
  initialRates: Rates;
  /** The page language's Intl tag for amounts ("de-DE"); none: en-US, as English pages show them. */
  numberLocale?: string;
  children: ReactNode;
}) {
  const [currency, setCurrencyState] = useState(initialCurrency);
  const [rates, setRates] = useState(initialRates);

  useEffect(() => setRates(initialRates), [initialRates]);

  const setCurrency = useCallback((c: CurrencyCode) => {
    setCurrencyState(c);
    try {
      localStorage.setItem(CURRENCY_STORAGE_KEY, c);
    } catch {
      /* storage may be disabled; the cookie still carries the choice */
    }
    const secure = location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${CURRENCY_COOKIE}=${c}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  }, []);

  // The browser copy wins when the cookie was lost (e.g. cleared cookies, new subdomain).
  useEffect(() => {
    try {
      const stored = localStorage.getItem(CURRENCY_STORAGE_KEY);
      if (isCurrencyCode(stored) && stored !== initialCurrency) setCurrency(stored);
      else if (!stored) localStorage.setItem(CURRENCY_STORAGE_KEY, initialCurrency);
    } catch {
      /* ignore */
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Rates are refreshed hourly while a page stays open (spec section 9).
  useEffect(() => {
    const timer = setInterval(async () => {
      try {
        const res = await fetch("/api/exchange-rates", { headers: { accept: "application/json" } });
        if (res.ok) setRates((await res.json()).rates as Rates);
      } catch {
        /* keep the last known rates */
      }
    }, RATES_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const value = useMemo<CurrencyState>(
    () => ({
      currency,
      rates,
      setCurrency,
      format: (m, from) => displayWholePrice(m, from, currency, rates, numberLocale),
      formatExact: (m, from) => displayPrice(m, from, currency, rates, numberLocale),
      formatOwn: (m, code) => formatMoney(m / 100, code, numberLocale),
      numberLocale,
    }),
    [currency, rates, setCurrency, numberLocale],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

/** How the page's language writes numbers ("de-DE"), or undefined (English, en-US). */
export function useNumberLocale(): string | undefined {
  return useContext(CurrencyContext)?.numberLocale;
}

export function useCurrency(): CurrencyState {
  const ctx = useContext(CurrencyContext);
  if (!ctx) throw new Error("useCurrency outside CurrencyProvider");
  return ctx;
}

/** A headline or "from" price in the visitor's selected currency, rounded to whole units. */
export function Price({
  amountMinor,
  currency,
  className,
}: {
  amountMinor: number;
  currency: string;
  className?: string;
}) {
  const { format } = useCurrency();
  return (
    <span className={className} data-price="">
      {format(amountMinor, currency)}
    </span>
  );
}
