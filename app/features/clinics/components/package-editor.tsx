import { ArrowLeft, ExternalLink, Trash2 } from "lucide-react";
import { Form, Link } from "react-router";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Panel } from "~/components/layout/panel";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { PackageForm } from "~/features/clinics/components/listing/package-form";
import type { OwnPackage, TreatmentOption } from "~/features/clinics/own-packages.server";
import type { PackageFormFailure } from "~/features/clinics/package-form.server";
import { type PackageFormValues, stayRangeOf } from "~/features/clinics/package-schema";
import { formatAmountInput } from "~/utils/amount-input";

/** The package form's fields as a stored package fills them. */
export function packageValuesOf(pkg: OwnPackage): PackageFormValues {
  const [minDays, maxDays] = stayRangeOf(pkg.durationText, pkg.durationDays);
  return {
    title: pkg.title,
    treatmentId: pkg.treatmentId,
    price: formatAmountInput(pkg.priceMinor),
    originalPrice: pkg.originalPriceMinor ? formatAmountInput(pkg.originalPriceMinor) : "",
    currency: pkg.currency,
    minDays: String(minDays),
    maxDays: String(maxDays),
    groupSize: pkg.groupSize,
    includes: pkg.includes.join("\n"),
    excludes: pkg.excludes.join("\n"),
    overview: pkg.overview,
  };
}

/** Dashboard → Packages → one package: publish, edit, delete (asked first). */
export function PackageEditor({
  pkg,
  treatments,
  confirmDelete,
  result: actionData,
}: {
  pkg: OwnPackage;
  treatments: TreatmentOption[];
  confirmDelete: boolean;
  result?: PackageFormFailure;
}) {
  const here = `/dashboard/packages/${pkg.id}`;
  return (
    <div className="space-y-5">
      <Panel
        title={pkg.title}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {pkg.published ? (
              <Badge variant="success">Published</Badge>
            ) : (
              <Badge variant="neutral">Draft · hidden from patients</Badge>
            )}
            <span>{pkg.category}</span>
            {pkg.bookingCount > 0 && (
              <span>
                · {pkg.bookingCount} booking{pkg.bookingCount === 1 ? "" : "s"}
              </span>
            )}
          </span>
        }
        actions={
          <Link
            to="/dashboard/packages"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-800 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" /> All packages
          </Link>
        }
      >
        <div className="mb-6 flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
          <p className="min-w-0 flex-1 text-sm text-slate-700">
            {pkg.published
              ? "Patients see this package on /packages, in search and on your clinic page."
              : "Only you can see this package. Publish it when it is ready."}
          </p>
          {pkg.published && (
            <Link
              to={`/package/${pkg.slug}`}
              className={buttonVariants({ variant: "ghost", size: "sm" })}
            >
              <ExternalLink aria-hidden /> View on the site
            </Link>
          )}
          <Form method="post">
            <SubmitButton
              intent={pkg.published ? "unpublish" : "publish"}
              variant={pkg.published ? "outline" : "primary"}
              size="sm"
            >
              {pkg.published ? "Unpublish" : "Publish"}
            </SubmitButton>
          </Form>
        </div>
        <PackageForm
          key={pkg.id}
          values={actionData?.values ?? packageValuesOf(pkg)}
          fieldErrors={actionData?.fieldErrors}
          formError={actionData?.formError}
          treatments={treatments}
          images={pkg.images}
          keptImages={actionData?.keepImages}
          submitLabel="Save changes"
          cancelTo="/dashboard/packages"
        />
      </Panel>

      <Panel title="Delete package" id="delete-package">
        {confirmDelete ? (
          pkg.bookingCount > 0 ? (
            <Notice tone="warning" title="This package cannot be deleted">
              <p>
                {pkg.bookingCount} booking{pkg.bookingCount === 1 ? " refers" : "s refer"} to it,
                and they keep what the patient booked. Unpublish it instead: it disappears from
                /packages, search and your clinic page, and the bookings are not affected.
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                {pkg.published && (
                  <Form method="post">
                    <SubmitButton intent="unpublish" size="sm">
                      Unpublish instead
                    </SubmitButton>
                  </Form>
                )}
                <Link to={here} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                  Cancel
                </Link>
              </div>
            </Notice>
          ) : (
            <Notice tone="error" title={`Delete “${pkg.title}”?`}>
              <p>
                The package, its photos and its reviews are removed for good. This cannot be undone.
                To only hide it from patients, unpublish it instead.
              </p>
              <Form method="post" className="mt-3 flex flex-wrap gap-2">
                <input type="hidden" name="confirm" value="yes" />
                <SubmitButton
                  intent="delete"
                  variant="destructive"
                  size="sm"
                  pendingLabel="Deleting…"
                >
                  <Trash2 aria-hidden /> Yes, delete package
                </SubmitButton>
                <Link to={here} className={buttonVariants({ variant: "outline", size: "sm" })}>
                  Keep it
                </Link>
              </Form>
            </Notice>
          )
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600">
              {pkg.bookingCount > 0
                ? "A package with bookings cannot be deleted; unpublish it to hide it from patients."
                : "Removes the package for good. You will be asked to confirm."}
            </p>
            <Link
              to={`${here}?confirm=delete#delete-package`}
              className={buttonVariants({ variant: "outlineDanger", size: "sm" })}
            >
              <Trash2 aria-hidden /> Delete…
            </Link>
          </div>
        )}
      </Panel>
    </div>
  );
}
