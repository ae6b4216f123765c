import { ArrowLeft } from "lucide-react";
import { Link, data } from "react-router";
import { Panel } from "~/components/layout/panel";
import { getDb } from "~/db/client.server";
import { PackageForm } from "~/features/clinics/components/listing/package-form";
import { listTreatmentOptions } from "~/features/clinics/own-packages.server";
import {
  PACKAGE_FORM_MAX_BYTES,
  submitPackageForm,
  type MediaPort,
} from "~/features/clinics/package-form.server";
import { EMPTY_PACKAGE_VALUES } from "~/features/clinics/package-schema";
import { MediaError, deleteImage, saveImage } from "~/services/media/media.server";
import { assertSameOrigin } from "~/utils/csrf.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { readFormLimited } from "~/utils/request.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/new";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "packages", ["clinic"]);
  requireClinicId(user);
  const treatments = await listTreatmentOptions();
  return data({ treatments }, { headers: NO_STORE });
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { user } = await requireDashboardTab(request, "packages", ["clinic"]);
  const clinicId = requireClinicId(user);
  const body = await readFormLimited(request, PACKAGE_FORM_MAX_BYTES);
  if (body.tooLarge) {
    return data(
      {
        values: EMPTY_PACKAGE_VALUES,
        fieldErrors: { images: "The photos are too large together: send at most 8 of 10 MB each." },
        formError: "The form was too large to send.",
        keepImages: [] as string[],
      },
      { status: 413 },
    );
  }
  const db = await getDb();
  const media: MediaPort = {
    save: (buffer) => saveImage(db, { buffer, clinicId, userId: user.id }),
    remove: async (url) => void (await deleteImage(db, { clinicId, url })),
    isRefusal: (err) => err instanceof MediaError,
  };
  const result = await submitPackageForm({ form: body.form, clinicId, existing: null, media });
  if (!result.ok) {
    const { status, ...rest } = result;
    return data(rest, { status });
  }
  return redirectWithToast(`/dashboard/packages/${result.id}`, {
    type: "success",
    title: "Package saved as a draft",
    description: "Check it over, then publish it so patients can find it.",
  });
}

export default function NewPackage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Panel
      title="New package"
      description="Saved as a draft: patients see it only after you publish it."
      actions={
        <Link
          to="/dashboard/packages"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-800 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> All packages
        </Link>
      }
    >
      <PackageForm
        values={actionData?.values ?? EMPTY_PACKAGE_VALUES}
        fieldErrors={actionData?.fieldErrors}
        formError={actionData?.formError}
        treatments={loaderData.treatments}
        images={[]}
        submitLabel="Save draft"
        cancelTo="/dashboard/packages"
      />
    </Panel>
  );
}
