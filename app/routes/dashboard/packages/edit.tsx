import { ArrowLeft, ExternalLink, Trash2 } from "lucide-react";
import { Form, Link, data, redirect } from "react-router";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Panel } from "~/components/layout/panel";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { getDb } from "~/db/client.server";
import { PackageForm } from "~/features/clinics/components/listing/package-form";
import {
  deletePackage,
  getOwnPackage,
  listTreatmentOptions,
  setPackagePublished,
  type OwnPackage,
} from "~/features/clinics/own-packages.server";
import {
  PACKAGE_FORM_MAX_BYTES,
  submitPackageForm,
  type MediaPort,
} from "~/features/clinics/package-form.server";
import { stayRangeOf, type PackageFormValues } from "~/features/clinics/package-schema";
import { MediaError, deleteImage, saveImage } from "~/services/media/media.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { formatAmountInput } from "~/utils/money";
import { readFormLimited } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "packages", ["clinic"]);
  const clinicId = requireClinicId(user);
  const [pkg, treatments] = await Promise.all([
    getOwnPackage(clinicId, params.id),
    listTreatmentOptions(),
  ]);
  // Another clinic's package reads exactly like a missing one.
  if (!pkg) throw data({ message: "Package not found." }, { status: 404, headers: NO_STORE });
  const confirmDelete = new URL(request.url).searchParams.get("confirm") === "delete";
  return data({ pkg, treatments, confirmDelete }, { headers: NO_STORE });
}

function valuesOf(pkg: OwnPackage): PackageFormValues {
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

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { user } = await requireDashboardTab(request, "packages", ["clinic"]);
  const clinicId = requireClinicId(user);
  const pkg = await getOwnPackage(clinicId, params.id);
  if (!pkg) throw data({ message: "Package not found." }, { status: 404 });
  const body = await readFormLimited(request, PACKAGE_FORM_MAX_BYTES);
  if (body.tooLarge) {
    return data(
      {
        values: valuesOf(pkg),
        fieldErrors: { images: "The photos are too large together: send at most 8 of 10 MB each." },
        formError: "The form was too large to send.",
        keepImages: pkg.images,
      },
      { status: 413 },
    );
  }
  const form = body.form;
  const intent = String(form.get("intent") ?? "");
  const here = `/dashboard/packages/${pkg.id}`;

  if (intent === "publish" || intent === "unpublish") {
    const changed = await setPackagePublished(clinicId, pkg.id, intent === "publish");
    if (!changed) throw data({ message: "Package not found." }, { status: 404 });
    return redirectWithToast(here, {
      type: "success",
      title: intent === "publish" ? "Package published" : "Package unpublished",
      description:
        intent === "publish"
          ? "Patients can now find it on /packages, in search and on your clinic page."
          : "It is hidden from patients. Existing bookings are not affected.",
    });
  }

  if (intent === "delete") {
    if (form.get("confirm") !== "yes") throw redirect(`${here}?confirm=delete`);
    const result = await deletePackage(clinicId, pkg.id);
    if (!result.ok && result.reason === "not-found") {
      throw data({ message: "Package not found." }, { status: 404 });
    }
    if (!result.ok) {
      return redirectWithToast(
        `${here}?confirm=delete`,
        {
          type: "error",
          title: "This package has bookings",
          description: "Unpublish it instead, so the bookings keep what the patients booked.",
        },
        { status: 303 },
      );
    }
    const db = await getDb();
    for (const url of pkg.images) await deleteImage(db, { clinicId, url }).catch(() => 0);
    return redirectWithToast("/dashboard/packages", {
      type: "success",
      title: "Package deleted",
      description: `“${result.title}” was deleted.`,
    });
  }

  if (intent !== "save") throw data({ message: "Unknown action." }, { status: 400 });
  const db = await getDb();
  const media: MediaPort = {
    save: (buffer) => saveImage(db, { buffer, clinicId, userId: user.id }),
    remove: async (url) => void (await deleteImage(db, { clinicId, url })),
    isRefusal: (err) => err instanceof MediaError,
  };
  const result = await submitPackageForm({
    form,
    clinicId,
    existing: { id: pkg.id, images: pkg.images },
    media,
  });
  if (!result.ok) {
    const { status, ...rest } = result;
    return data(rest, { status });
  }
  return redirectWithToast(here, { type: "success", title: "Package saved" });
}

export default function EditPackage({ loaderData, actionData }: Route.ComponentProps) {
  const { pkg, treatments, confirmDelete } = loaderData;
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
          values={actionData?.values ?? valuesOf(pkg)}
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
