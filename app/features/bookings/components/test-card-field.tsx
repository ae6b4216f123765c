import { forwardRef, useEffect, useImperativeHandle, useState, type ChangeEvent } from "react";
import { InputField } from "~/components/forms/field";
import { useText } from "~/i18n/text";
import {
  digitsOnly,
  formatCardNumberInput,
  formatExpiryInput,
  luhnValid,
  parseExpiry,
} from "~/services/payments/card-schema";
import { testTokenFor } from "~/services/payments/test-cards";

/**
 * Test mode's card field (decision 055): the same shape as the card provider's own fields. The
 * number, expiry and CVC inputs have no `name`, so the browser never posts them; `prepare()`
 * checks them here and returns the test token the number stands for (`tok_visa` …), which is
 * all the form sends. After a 3-D Secure request the patient confirms in a test "bank" panel.
 */

export type CardFieldHandle = {
  /** Checks the card and returns the token to post, or null (the field shows why). */
  prepare(): Promise<string | null>;
  /** Completes the bank's challenge for `providerRef`; the token to post, or null. */
  authenticate(action: { providerRef: string; clientSecret: string }): Promise<string | null>;
};

/** The card's own messages, in the page's language (the checkout's loader formats them). */
export type CardMessages = {
  numberRequired: string;
  numberInvalid: string;
  testOnly: string;
  expiryRequired: string;
  expiryPast: string;
  cvcInvalid: string;
};

type Props = {
  messages: CardMessages;
  /** The server's message about the card (a decline), shown under the number. */
  error?: string;
  cvcError?: string;
  /** Changes after each answer from the server: the CVC is cleared then. */
  resultKey: unknown;
  /**
   * False until the page's scripts run: the fields are disabled, so nothing is typed into
   * inputs that cannot yet be read (it would be lost at hydration).
   */
  ready: boolean;
};

/** Reformats a field as it is typed, keeping the caret after the same number of digits. */
function formatted(e: ChangeEvent<HTMLInputElement>, format: (v: string) => string): string {
  const input = e.currentTarget;
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, "").length;
  const next = format(input.value);
  let pos = 0;
  for (let seen = 0; pos < next.length && seen < digitsBefore; pos++)
    if (/\d/.test(next[pos]!)) seen++;
  requestAnimationFrame(() => {
    if (document.activeElement === input) input.setSelectionRange(pos, pos);
  });
  return next;
}

export const TestCardField = forwardRef<CardFieldHandle, Props>(function TestCardField(
  { messages, error, cvcError, resultKey, ready },
  ref,
) {
  const t = useText();
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [local, setLocal] = useState<{ number?: string; expiry?: string; cvc?: string }>({});
  const [challenge, setChallenge] = useState<((ok: boolean) => void) | null>(null);
  useEffect(() => {
    if (resultKey) setCvc("");
  }, [resultKey]);

  useImperativeHandle(ref, () => ({
    async prepare() {
      const digits = digitsOnly(number);
      const errs: typeof local = {};
      if (!digits) errs.number = messages.numberRequired;
      else if (!luhnValid(digits)) errs.number = messages.numberInvalid;
      else if (!testTokenFor(digits)) errs.number = messages.testOnly;
      const exp = parseExpiry(expiry);
      const now = new Date();
      if (!exp) errs.expiry = messages.expiryRequired;
      else if (
        exp.year < now.getUTCFullYear() ||
        (exp.year === now.getUTCFullYear() && exp.month < now.getUTCMonth() + 1)
      )
        errs.expiry = messages.expiryPast;
      if (!/^\d{3,4}$/.test(cvc)) errs.cvc = messages.cvcInvalid;
      setLocal(errs);
      if (Object.keys(errs).length > 0) {
        const first = errs.number ? "cardNumber" : errs.expiry ? "cardExpiry" : "cardCvc";
        document.getElementById(first)?.focus();
        return null;
      }
      return testTokenFor(digits);
    },
    authenticate(action) {
      return new Promise((resolve) => {
        setChallenge(() => (ok: boolean) => {
          setChallenge(null);
          resolve(ok ? action.providerRef : null);
        });
      });
    },
  }));

  return (
    <>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <InputField
          id="cardNumber"
          disabled={!ready}
          label={t("checkout.card.number")}
          required
          error={local.number ?? error}
          className="sm:col-span-2"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          placeholder="1234 1234 1234 1234"
          value={number}
          onChange={(ev) => {
            setNumber(formatted(ev, formatCardNumberInput));
            setLocal((l) => ({ ...l, number: undefined }));
          }}
        />
        <InputField
          id="cardExpiry"
          disabled={!ready}
          label={t("checkout.card.expiry")}
          required
          error={local.expiry}
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={7}
          placeholder={t("checkout.card.expiry-placeholder")}
          value={expiry}
          onChange={(ev) => {
            setExpiry(formatted(ev, formatExpiryInput));
            setLocal((l) => ({ ...l, expiry: undefined }));
          }}
        />
        <InputField
          id="cardCvc"
          disabled={!ready}
          label={t("checkout.card.cvc")}
          required
          error={local.cvc ?? cvcError}
          type="password"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          value={cvc}
          onChange={(ev) => {
            setCvc(ev.currentTarget.value.replace(/\D/g, ""));
            setLocal((l) => ({ ...l, cvc: undefined }));
          }}
        />
      </div>
      {challenge && (
        <div
          role="dialog"
          aria-modal="false"
          aria-labelledby="sca-title"
          className="mt-4 rounded-lg border border-primary-300 bg-primary-50 p-4 text-sm text-slate-900"
          data-testid="sca-challenge"
        >
          <p id="sca-title" className="font-semibold">
            {t("checkout.card.sca-title")}
          </p>
          <p className="mt-1">{t("checkout.card.sca-text")}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className="min-h-11 rounded-lg bg-primary-700 px-4 font-semibold text-white hover:bg-primary-800"
              onClick={() => challenge(true)}
            >
              {t("checkout.card.sca-approve")}
            </button>
            <button
              type="button"
              className="min-h-11 rounded-lg px-4 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-white"
              onClick={() => challenge(false)}
            >
              {t("checkout.card.sca-fail")}
            </button>
          </div>
        </div>
      )}
    </>
  );
});
