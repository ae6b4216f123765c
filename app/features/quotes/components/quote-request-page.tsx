import { Link } from "react-router";
import { Notice } from "~/components/forms/notice";
import { buttonVariants } from "~/components/ui/button";
import { useLocalePath } from "~/i18n/text";
import { MAX_CLINICS_PER_REQUEST } from "../quote-limits";
import { QuoteRequestForm } from "./quote-request-form";

type FormProps = Parameters<typeof QuoteRequestForm>[0];

/** The /quote-request page: the heading, then the form (or a notice for a clinic account). */
export function QuoteRequestPage({
  isClinic,
  dropped,
  form,
}: {
  isClinic: boolean;
  /** How many named clinics were left out (over the maximum). */
  dropped: number;
  form: FormProps;
}) {
  const to = useLocalePath();
  return (
    <div className="bg-slate-50/70 pb-16">
      <div className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white">
        <div className="container-page pb-8 pt-8 sm:pt-12">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
            Personal quote
          </p>
          <h1 className="mt-1 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            Request a quote
          </h1>
          <p className="mt-3 max-w-2xl text-pretty text-slate-600">
            Ask up to {MAX_CLINICS_PER_REQUEST} verified clinics at once. Each sends you its own
            itemised quote, which you can accept or decline in your dashboard.
          </p>
        </div>
      </div>
      <div className="container-page mt-8 max-w-3xl">
        {isClinic ? (
          <Notice tone="info" title="You are signed in as a clinic">
            Quote requests are sent from a patient account. Requests patients send to your clinic
            are in{" "}
            <Link to="/dashboard/requests" className="font-semibold underline">
              your dashboard
            </Link>
            .
          </Notice>
        ) : (
          <section className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-8">
            {!form.signedIn && (
              <Notice tone="info" className="mb-6" title="You will be asked to sign in">
                Fill in the form; after you sign in or create an account you come straight back to
                send it.{" "}
                <Link
                  to={`${to("/auth")}?redirectTo=${encodeURIComponent("/quote-request")}`}
                  className={buttonVariants({ variant: "link", size: null, className: "text-sm" })}
                >
                  Sign in now
                </Link>
              </Notice>
            )}
            {dropped > 0 && (
              <Notice tone="warning" className="mb-6">
                You can ask up to {MAX_CLINICS_PER_REQUEST} clinics at once; the first{" "}
                {MAX_CLINICS_PER_REQUEST} are chosen.
              </Notice>
            )}
            <QuoteRequestForm {...form} />
          </section>
        )}
      </div>
    </div>
  );
}
