import { useId } from "react";
import { Form, useLocation } from "react-router";
import { useCurrency } from "~/features/currency/currency-context";
import { CURRENCIES, isCurrencyCode } from "~/utils/money";
import { cn } from "~/utils/misc";

/** Changes the display currency in place; without JavaScript it posts and comes back. */
export function CurrencySelect({ className }: { className?: string }) {
  const { currency, setCurrency } = useCurrency();
  const location = useLocation();
  const id = useId();
  return (
    <Form method="post" action="/api/currency" className={cn("flex items-center", className)} reloadDocument>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor={id} className="sr-only">
        Currency
      </label>
      <select
        id={id}
        name="currency"
        value={currency}
        onChange={(e) => {
          if (isCurrencyCode(e.target.value)) setCurrency(e.target.value);
        }}
        className="h-10 rounded-lg border border-slate-300 bg-white pl-2 pr-7 text-sm font-medium text-slate-800 hover:border-slate-400"
        data-testid="currency-select"
      >
        {CURRENCIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.symbol} {c.code}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="ml-1 rounded border border-slate-300 px-2 py-1 text-xs">
          Set
        </button>
      </noscript>
    </Form>
  );
}
