import { ArrowLeft } from "lucide-react";
import { Link, data } from "react-router";
import { Panel } from "~/components/layout/panel";
import { clinicActionI18n, clinicTabI18n } from "~/features/clinics/clinic-messages.server";
import { PackageForm } from "~/features/clinics/components/listing/package-form";
import { listTreatmentOptions, treatmentOptionsIn } from "~/features/clinics/own-packages.server";
import {
  PACKAGE_FORM_MAX_BYTES,
  type PackageFormFailure,
  submitPackageForm,
} from "~/features/clinics/package-form.server";
import { EMPTY_PACKAGE_VALUES } from "~/features/clinics/package-schema";
import { useText } from "~/i18n/text";
import { handleForm, intentsFor } from "~/utils/action.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/new";
import { formTooLarge, packageMedia, replyFormFailure } from "./form.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "packages", ["clinic"]);
  requireClinicId(user);
  const { locale, text } = await clinicTabI18n(request, ["clinic-dash.pkg.", "terms."]);
  const treatments = treatmentOptionsIn(locale, await listTreatmentOptions());
  return data({ treatments, locale, text }, { headers: NO_STORE });
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
  done: async ({ id }, _form, { request }) => {
    const i18n = await clinicActionI18n(request);
    return redirectWithToast(`/dashboard/packages/${id}`, {
      type: "success",
      title: i18n._("clinicData.pkg.toast.draft"),
      description: i18n._("clinicData.pkg.toast.draft-text"),
    });
  },
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
  const t = useText();
  return (
    <Panel
      title={t("clinic-dash.pkg.new-title")}
      description={t("clinic-dash.pkg.new-description")}
      actions={
        <Link
          to="/dashboard/packages"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-800 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {t("clinic-dash.pkg.all")}
        </Link>
      }
    >
      <PackageForm
        // The group size starts as the hint's example in the person's language: filled in
        // English, a Turkish clinic published "Private (1-2 people)" without noticing.
        values={
          actionData?.values ?? {
            ...EMPTY_PACKAGE_VALUES,
            groupSize: t("clinic-dash.pkg.f.group-example"),
          }
        }
        fieldErrors={actionData?.fieldErrors}
        formError={actionData?.formError}
        treatments={loaderData.treatments}
        images={[]}
        submitLabel={t("clinic-dash.pkg.new-save")}
        cancelTo="/dashboard/packages"
      />
    </Panel>
  );
}
