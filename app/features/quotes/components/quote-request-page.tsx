import { Link } from "react-router";
import { Notice } from "~/components/forms/notice";
import { buttonVariants } from "~/components/ui/button";
import { fill } from "~/i18n/fill";
import { useLocalePath, useText } from "~/i18n/text";
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
  const t = useText();
  return (
    <div className="bg-slate-50/70 pb-16">
      <div className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white">
        <div className="container-page pb-8 pt-8 sm:pt-12">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
            {t("quote.page.eyebrow")}
          </p>
          <h1 className="mt-1 text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {t("quote.page.title")}
          </h1>
          <p className="mt-3 max-w-2xl text-pretty text-slate-600">{t("quote.page.intro")}</p>
        </div>
      </div>
      <div className="container-page mt-8 max-w-3xl">
        {isClinic ? (
          <Notice tone="info" title={t("quote.page.clinic-title")}>
            {fill(t("quote.page.clinic-text"), {
              link: (
                <Link to="/dashboard/requests" className="font-semibold underline">
                  {t("quote.page.clinic-link")}
                </Link>
              ),
            })}
          </Notice>
        ) : (
          <section className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 sm:p-8">
            {!form.signedIn && (
              <Notice tone="info" className="mb-6" title={t("quote.page.signin-title")}>
                {t("quote.page.signin-text")}{" "}
                <Link
                  to={`${to("/auth")}?redirectTo=${encodeURIComponent("/quote-request")}`}
                  className={buttonVariants({ variant: "link", size: null, className: "text-sm" })}
                >
                  {t("quote.page.signin-now")}
                </Link>
              </Notice>
            )}
            {dropped > 0 && (
              <Notice tone="warning" className="mb-6">
                {t("quote.page.dropped")}
              </Notice>
            )}
            <QuoteRequestForm {...form} />
          </section>
        )}
      </div>
    </div>
  );
}
