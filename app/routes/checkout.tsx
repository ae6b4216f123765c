import { ChevronLeft } from "lucide-react";
import { Link, data } from "react-router";
import { ErrorPanel, GeneralErrorBoundary } from "~/components/error-boundary";
import { buttonVariants } from "~/components/ui/button";
import { BookingError } from "~/features/bookings/bookings.server";
import { loadCheckoutPage, submitCheckout } from "~/features/bookings/checkout.server";
import { CheckoutForm } from "~/features/bookings/components/checkout-form";
import { assertSameOrigin } from "~/utils/csrf.server";
import { NO_STORE } from "~/utils/dashboard.server";
import { requireUser } from "~/utils/permissions.server";
import { readFormLimited } from "~/utils/request.server";
import { originFromMatches, seo } from "~/utils/seo";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/checkout";

const PATIENTS_ONLY = "Bookings are made from a patient account. Sign in as a patient to book.";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  if (user.role !== "patient") throw data({ message: PATIENTS_ONLY }, { status: 403 });
  try {
    return data(await loadCheckoutPage(request, user.id), { headers: NO_STORE });
  } catch (e) {
    if (e instanceof BookingError) throw data({ message: e.message }, { status: e.status });
    throw e;
  }
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const user = await requireUser(request);
  if (user.role !== "patient") throw data({ message: PATIENTS_ONLY }, { status: 403 });
  const body = await readFormLimited(request, 16 * 1024);
  if (body.tooLarge) throw data({ message: "The form is too large." }, { status: 413 });
  const res = await submitCheckout(body.form, request, user.id);
  if (!res.ok) return data(res.result, { status: res.status, headers: NO_STORE });
  return redirectWithToast(`/dashboard/bookings`, {
    type: "success",
    title: `Booking ${res.reference} made`,
    description: "Your deposit is held and protected until the clinic confirms.",
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
