import { ChevronLeft } from "lucide-react";
import { Link, data } from "react-router";
import { ErrorPanel, GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonVariants } from "~/components/ui/button";
import {
  type CheckoutActionResult,
  CheckoutSchema,
  checkoutFailure,
  checkoutInput,
  invalidCheckout,
  loadCheckoutPage,
  submitCheckout,
} from "~/features/bookings/checkout.server";
import { CheckoutForm } from "~/features/bookings/components/checkout-form";
import { i18nFor } from "~/i18n/catalog.server";
import type { Locale } from "~/i18n/config";
import { knownMessageIn } from "~/i18n/known-messages.server";
import { accountPageI18n, formLocale } from "~/i18n/page.server";
import { useLocalePath, useText } from "~/i18n/text";
import { handleForm, intentsFor } from "~/utils/action.server";
import { termsText } from "~/utils/cancellation-text.server";
import { NO_STORE } from "~/utils/dashboard.server";
import { type SessionUser, requireUser } from "~/utils/permissions.server";
import { originFromMatches, seo } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/checkout";

const PATIENTS_ONLY = "Bookings are made from a patient account. Sign in as a patient to book.";

/**
 * A checkout that cannot be made (not a patient, nothing to book, already booked): its message
 * and the error page's words in the person's language, for the error boundary.
 */
function refusal(locale: Locale, status: number, message: string) {
  const i18n = i18nFor(locale);
  return data(
    {
      message: knownMessageIn(locale, message),
      labels: {
        title: status === 403 ? i18n._("checkout.error.patients") : i18n._("checkout.error.cant"),
        quotes: i18n._("checkout.error.quotes"),
        packages: i18n._("checkout.error.packages"),
      },
    },
    { status },
  );
}

async function requirePatient(request: Request) {
  const user = await requireUser(request);
  if (user.role !== "patient") throw refusal(await formLocale(request), 403, PATIENTS_ONLY);
  return user;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePatient(request);
  const page = await loadCheckoutPage(request, user.id);
  const { locale, i18n, text } = await accountPageI18n(request, [
    "checkout.",
    "care.",
    "terms.accept",
  ]);
  if (!page.ok) throw refusal(locale, page.status, page.message);
  const { subject, depositPercent } = page.value;
  const terms = termsText(locale, subject.cancellationTerms, subject.cancellationNote);
  const percent = { percent: depositPercent };
  return data(
    {
      ...page.value,
      testCards: page.value.testCards.map((c) => ({
        ...c,
        label: knownMessageIn(locale, c.label),
      })),
      locale,
      terms,
      text: {
        ...text,
        "checkout.intro": i18n._("checkout.intro", percent),
        "checkout.amount.due": i18n._("checkout.amount.due", percent),
        "checkout.dates.return-package": i18n._("checkout.dates.return-package", {
          days: subject.durationDays ?? 0,
        }),
        "checkout.summary.valid": subject.quoteExpiresAt
          ? i18n._("checkout.summary.valid", {
              date: i18n.date(new Date(`${subject.quoteExpiresAt.slice(0, 10)}T00:00:00Z`), {
                day: "numeric",
                month: "short",
                year: "numeric",
                weekday: "short",
                timeZone: "UTC",
              }),
            })
          : "",
        // The amounts are known in the browser only (the selected currency): kept as placeholders.
        "checkout.amount.selected": i18n._("checkout.amount.selected", { amount: "{amount}" }),
        "checkout.amount.charged": i18n._("checkout.amount.charged", { amount: "{amount}" }),
        "checkout.pay": i18n._("checkout.pay", { amount: "{amount}" }),
        "checkout.capture.balance": i18n._("checkout.capture.balance", {
          days: page.value.authorisationDays,
        }),
      },
      cardMessages: {
        numberRequired: i18n._("checkout-msg.card.number-required"),
        numberInvalid: i18n._("checkout-msg.card.number-invalid"),
        testOnly: i18n._("checkout-msg.card.test-only"),
        expiryRequired: i18n._("checkout-msg.card.expiry-required"),
        expiryPast: i18n._("checkout-msg.card.expiry-past"),
        cvcInvalid: i18n._("checkout-msg.card.cvc-invalid"),
      },
      meta: {
        title: i18n._("checkout.meta.title"),
        description: i18n._("checkout.meta.description"),
      },
    },
    { headers: NO_STORE },
  );
}

const intent = intentsFor<SessionUser, CheckoutActionResult>();

/**
 * Pay: the dates and the card parse, then the booking is made (or the first booking made with
 * this form's idempotency key is returned).
 */
const pay = intent({
  schema: CheckoutSchema,
  input: checkoutInput,
  invalid: (errors, { form }) => invalidCheckout(errors, form),
  run: (input, { request, form, user }) => submitCheckout(input, form, request, user.id),
  done: async (booked, _input, { request }) => {
    const i18n = i18nFor(await formLocale(request));
    return redirectWithToast(`/dashboard/bookings`, {
      type: "success",
      title: i18n._("checkout-msg.booked", { reference: booked.reference }),
      description: i18n._("checkout-msg.booked-text"),
    });
  },
});

export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: requirePatient,
    maxBytes: 16 * 1024,
    tooLarge: () => {
      throw data({ message: "The form is too large." }, { status: 413 });
    },
    // The checkout form names no intent: every post is a payment.
    defaultIntent: "pay",
    intents: { pay },
    reply: (f, { form }) => data(checkoutFailure(f, form), { status: f.status, headers: NO_STORE }),
  });
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText();
  const back = loaderData.subject.packageSlug
    ? { to: `/package/${loaderData.subject.packageSlug}`, label: t("checkout.back.package") }
    : { to: "/dashboard/quotes", label: t("checkout.back.quotes") };
  return (
    <div className="container-page pb-16 pt-6">
      <Link
        to={back.to}
        className="inline-flex min-h-11 items-center gap-1 rounded text-sm font-medium text-primary-800 hover:underline"
      >
        <ChevronLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {back.label}
      </Link>
      <h1 className="mt-2 text-balance text-3xl font-extrabold tracking-tight text-slate-900">
        {t("checkout.title")}
      </h1>
      <p className="mt-1 max-w-2xl text-slate-600">{t("checkout.intro")}</p>
      <div className="mt-6">
        <CheckoutForm page={loaderData} terms={loaderData.terms} result={actionData ?? undefined} />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo({
    title: loaderData?.meta.title ?? "Checkout",
    description: loaderData?.meta.description ?? "Book your treatment and pay a protected deposit.",
    path: "/checkout",
    origin: originFromMatches(matches),
    noindex: true,
  });

export function ErrorBoundary() {
  const to = useLocalePath();
  return (
    <GeneralErrorBoundary
      statusHandlers={Object.fromEntries(
        [400, 403, 404, 409].map((status) => [
          status,
          ({ error }: { error: unknown }) => {
            const body = (error as { data?: Partial<ReturnType<typeof refusal>["data"]> }).data;
            const message = body?.message ?? "This booking can't be made.";
            const labels = body?.labels ?? {
              title: status === 403 ? "Patients only" : "This booking can't be made",
              quotes: "Your quotes",
              packages: "Browse packages",
            };
            return (
              <ErrorPanel title={labels.title}>
                <p>{message}</p>
                <div className="mt-6 flex flex-wrap justify-center gap-3">
                  <Link to="/dashboard/quotes" className={buttonVariants({ variant: "outline" })}>
                    {labels.quotes}
                  </Link>
                  <Link to={to("/packages")} className={buttonVariants({ variant: "primary" })}>
                    {labels.packages}
                  </Link>
                </div>
              </ErrorPanel>
            );
          },
        ]),
      )}
    />
  );
}
