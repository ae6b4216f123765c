import { useEffect, useId, useRef } from "react";
import { Form, useLocation } from "react-router";
import { useCurrency } from "~/components/currency-context";
import { useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import { CURRENCIES, isCurrencyCode } from "~/utils/money";

/**
 * Changes the display currency in place; without JavaScript it posts and comes back.
 *
 * The select is uncontrolled so that hydration keeps a choice made before the scripts took
 * over (React resets a controlled select to its value prop): on mount, such a choice is applied;
 * afterwards the select follows the shared currency (the header has one for phones and one for
 * wider screens).
 */
export function CurrencySelect({ className }: { className?: string }) {
  const { currency, setCurrency } = useCurrency();
  const t = useText();
  const location = useLocation();
  const id = useId();
  const ref = useRef<HTMLSelectElement>(null);
  const mounted = useRef(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (!mounted.current) {
      mounted.current = true;
      if (isCurrencyCode(el.value) && el.value !== currency) {
        setCurrency(el.value);
        return;
      }
    }
    if (el.value !== currency) el.value = currency;
  }, [currency, setCurrency]);
  return (
    <Form
      method="post"
      action="/api/currency"
      className={cn("flex items-center", className)}
      reloadDocument
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor={id} className="sr-only">
        {t("shell.currency.label", "Currency")}
      </label>
      <select
        id={id}
        name="currency"
        ref={ref}
        defaultValue={currency}
        onChange={(e) => {
          if (isCurrencyCode(e.target.value)) setCurrency(e.target.value);
        }}
        className="h-10 rounded-lg border border-slate-300 bg-white ps-2 pe-7 text-sm font-medium text-slate-800 hover:border-slate-400"
        data-testid="currency-select"
      >
        {CURRENCIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.symbol} {c.code}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="ms-1 rounded border border-slate-300 px-2 py-1 text-xs">
          {t("shell.currency.set", "Set")}
        </button>
      </noscript>
    </Form>
  );
}
