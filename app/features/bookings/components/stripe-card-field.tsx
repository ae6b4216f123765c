import { loadStripe, type Stripe, type StripeElements } from "@stripe/stripe-js";
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import { useText } from "~/i18n/text";
import type { CardFieldHandle } from "./test-card-field";

/**
 * Stripe's Payment Element (decision 055): loaded only on the checkout, only in the browser and
 * only when Stripe is configured (this module is imported lazily, and Stripe.js comes from
 * js.stripe.com, which the CSP allows only then). The card is typed into Stripe's own frame;
 * `prepare()` returns a ConfirmationToken, the only thing our form posts. A 3-D Secure
 * challenge runs in Stripe's frame (`handleNextAction`), then the PaymentIntent's id is posted.
 */

type Props = {
  publishableKey: string;
  amountUsdMinor: number;
  captureNow: boolean;
  error?: string;
};

export const StripeCardField = forwardRef<CardFieldHandle, Props>(function StripeCardField(
  { publishableKey, amountUsdMinor, captureNow, error },
  ref,
) {
  const t = useText();
  const mount = useRef<HTMLDivElement>(null);
  const stripe = useRef<Stripe | null>(null);
  const elements = useRef<StripeElements | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [local, setLocal] = useState<string | undefined>();

  useEffect(() => {
    let cancelled = false;
    loadStripe(publishableKey)
      .then((s) => {
        if (cancelled || !s || !mount.current) return;
        stripe.current = s;
        const el = s.elements({
          mode: "payment",
          amount: amountUsdMinor,
          currency: "usd",
          captureMethod: captureNow ? "automatic" : "manual",
        });
        elements.current = el;
        el.create("payment").mount(mount.current);
        setState("ready");
      })
      .catch(() => !cancelled && setState("failed"));
    return () => {
      cancelled = true;
    };
  }, [publishableKey, amountUsdMinor, captureNow]);

  useImperativeHandle(ref, () => ({
    async prepare() {
      const s = stripe.current;
      const el = elements.current;
      if (!s || !el) return null;
      const submitted = await el.submit();
      if (submitted.error) {
        setLocal(submitted.error.message);
        return null;
      }
      const made = await s.createConfirmationToken({ elements: el });
      if (made.error) {
        setLocal(made.error.message);
        return null;
      }
      setLocal(undefined);
      return made.confirmationToken.id;
    },
    async authenticate(action) {
      const s = stripe.current;
      if (!s) return null;
      const done = await s.handleNextAction({ clientSecret: action.clientSecret });
      if (done.error) {
        setLocal(done.error.message);
        return null;
      }
      return action.providerRef;
    },
  }));

  const message = local ?? error;
  return (
    <div className="mt-4">
      <div ref={mount} data-testid="stripe-payment-element" />
      {state === "loading" && (
        <p className="text-sm text-slate-600">{t("checkout.card.loading")}</p>
      )}
      {state === "failed" && (
        <p role="alert" className="text-sm text-red-700">
          {t("checkout.card.load-failed")}
        </p>
      )}
      {message && (
        <p role="alert" className="mt-2 text-sm text-red-700" id="payment-error">
          {message}
        </p>
      )}
    </div>
  );
});
