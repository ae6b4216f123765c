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
import { handleForm, intentsFor } from "~/utils/action.server";
import { NO_STORE } from "~/utils/dashboard.server";
import { type SessionUser, requireUser } from "~/utils/permissions.server";
import { originFromMatches, seo } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/checkout";

const PATIENTS_ONLY = "Bookings are made from a patient account. Sign in as a patient to book.";

async function requirePatient(request: Request) {
  const user = await requireUser(request);
  if (user.role !== "patient") throw data({ message: PATIENTS_ONLY }, { status: 403 });
  return user;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePatient(request);
  const page = await loadCheckoutPage(request, user.id);
  if (!page.ok) throw data({ message: page.message }, { status: page.status });
  return data(page.value, { headers: NO_STORE });
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
  done: (booked) =>
    redirectWithToast(`/dashboard/bookings`, {
      type: "success",
      title: `Booking ${booked.reference} made`,
      description: "Your deposit is held and protected until the clinic confirms.",
    }),
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
  const back = loaderData.subject.packageSlug
    ? { to: `/package/${loaderData.subject.packageSlug}`, label: "Back to the package" }
    : { to: "/dashboard/quotes", label: "Back to your quotes" };
  return (
    <div className="container-page pb-16 pt-6">
      <Link
        to={back.to}
        className="inline-flex min-h-11 items-center gap-1 rounded text-sm font-medium text-primary-800 hover:underline"
      >
        <ChevronLeft aria-hidden className="size-4" /> {back.label}
      </Link>
      <h1 className="mt-2 text-balance text-3xl font-extrabold tracking-tight text-slate-900">
        Book and pay your deposit
      </h1>
      <p className="mt-1 max-w-2xl text-slate-600">
        Your booking is made directly with the clinic. A {loaderData.depositPercent}% deposit
        secures it and stays protected until the clinic confirms your appointment.
      </p>
      <div className="mt-6">
        <CheckoutForm page={loaderData} result={actionData ?? undefined} />
      </div>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Checkout",
    description: "Book your treatment and pay a protected deposit.",
    path: "/checkout",
    origin: originFromMatches(matches),
    noindex: true,
  });

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={Object.fromEntries(
        [400, 403, 404, 409].map((status) => [
          status,
          ({ error }: { error: unknown }) => {
            const message =
              (error as { data?: { message?: string } }).data?.message ??
              "This booking can't be made.";
            return (
              <ErrorPanel title={status === 403 ? "Patients only" : "This booking can't be made"}>
                <p>{message}</p>
                <div className="mt-6 flex flex-wrap justify-center gap-3">
                  <Link to="/dashboard/quotes" className={buttonVariants({ variant: "outline" })}>
                    Your quotes
                  </Link>
                  <Link to="/packages" className={buttonVariants({ variant: "primary" })}>
                    Browse packages
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
