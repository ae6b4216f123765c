import { ArrowLeft } from "lucide-react";
import { Link, data } from "react-router";
import { Panel } from "~/components/layout/panel";
import { PackageForm } from "~/features/clinics/components/listing/package-form";
import { listTreatmentOptions } from "~/features/clinics/own-packages.server";
import {
  PACKAGE_FORM_MAX_BYTES,
  type PackageFormFailure,
  submitPackageForm,
} from "~/features/clinics/package-form.server";
import { EMPTY_PACKAGE_VALUES } from "~/features/clinics/package-schema";
import { handleForm, intentsFor } from "~/utils/action.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/new";
import { formTooLarge, packageMedia, replyFormFailure } from "./form.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "packages", ["clinic"]);
  requireClinicId(user);
  const treatments = await listTreatmentOptions();
  return data({ treatments }, { headers: NO_STORE });
}

type Creator = { userId: string; clinicId: string };

const save = intentsFor<Creator, PackageFormFailure>()({
  run: async (form, { user }) =>
    submitPackageForm({
      form,
      clinicId: user.clinicId,
      existing: null,
      media: await packageMedia(user.clinicId, user.userId),
    }),
  done: ({ id }) =>
    redirectWithToast(`/dashboard/packages/${id}`, {
      type: "success",
      title: "Package saved as a draft",
      description: "Check it over, then publish it so patients can find it.",
    }),
});

/** The form has one task, so any intent (or none) saves it. */
export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async (request) => {
      const { user } = await requireDashboardTab(request, "packages", ["clinic"]);
      return { userId: user.id, clinicId: requireClinicId(user) };
    },
    maxBytes: PACKAGE_FORM_MAX_BYTES,
    tooLarge: () => formTooLarge(EMPTY_PACKAGE_VALUES, []),
    defaultIntent: "save",
    intents: { save },
    reply: (f, { form }) => replyFormFailure(f, form, []),
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
