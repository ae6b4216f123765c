import { data, redirect } from "react-router";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { getPackageCareTeam, savePackageCareTeam } from "~/features/clinics/care-team.server";
import { clinicActionI18n, clinicTabI18n } from "~/features/clinics/clinic-messages.server";
import { PackageEditor, packageValuesOf } from "~/features/clinics/components/package-editor";
import {
  type OwnPackage,
  deletePackage,
  getOwnPackage,
  listTreatmentOptions,
  treatmentOptionsIn,
} from "~/features/clinics/own-packages.server";
import {
  PACKAGE_FORM_MAX_BYTES,
  type PackageFormFailure,
  submitPackageForm,
} from "~/features/clinics/package-form.server";
import { numberLocaleOf } from "~/i18n/config";
import { placeholders } from "~/i18n/fill";
import { packageCategoryIn } from "~/i18n/names.server";
import { formLocale } from "~/i18n/page.server";
import { deleteImage } from "~/services/media/media.server";
import { handleForm, intentsFor } from "~/utils/action.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { type Result, ok } from "~/utils/result";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/edit";
import {
  type CareTeamFormFailure,
  formTooLarge,
  packageMedia,
  replyCareTeamFailure,
  replyFormFailure,
} from "./form.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "packages", ["clinic"]);
  const clinicId = requireClinicId(user);
  const [pkg, options, careTeam] = await Promise.all([
    getOwnPackage(clinicId, params.id),
    listTreatmentOptions(),
    getPackageCareTeam(clinicId, params.id),
  ]);
  // Another clinic's package reads exactly like a missing one.
  if (!pkg || !careTeam)
    throw data({ message: "Package not found." }, { status: 404, headers: NO_STORE });
  const confirmDelete = new URL(request.url).searchParams.get("confirm") === "delete";
  const { locale, i18n, text } = await clinicTabI18n(
    request,
    ["clinic-dash.pkg.", "care.", "terms."],
    {
      "clinic-dash.pkg.del.ask": placeholders("title"),
    },
  );
  const treatments = treatmentOptionsIn(locale, options);
  const bookings = {
    count: i18n._("clinicData.pkg.bookings", { count: pkg.bookingCount }),
    refer: i18n._("clinicData.pkg.del.refer", { count: pkg.bookingCount }),
  };
  // The category as the clinic's language names it (the form never sends it back).
  const shown = { ...pkg, category: packageCategoryIn(locale, pkg.category) };
  return data(
    { pkg: shown, treatments, confirmDelete, bookings, careTeam, locale, text },
    { headers: NO_STORE },
  );
}

/** A clinic member and one of their clinic's packages (another's reads as missing: 404). */
type Owner = { userId: string; clinicId: string; pkg: OwnPackage };

/** What the edit page's forms show after a failure: the package form's, or the care team's. */
type EditActionData = PackageFormFailure | { careTeam: CareTeamFormFailure };

const intent = intentsFor<Owner, EditActionData>();

const NOT_FOUND = "Package not found.";
const here = (pkg: OwnPackage) => `/dashboard/packages/${pkg.id}`;

type Deletion = { kind: "ask" } | { kind: "has-bookings" } | { kind: "deleted"; title: string };

/**
 * Deletes the package once asked (the warning's button sends `confirm=yes`). A package with
 * bookings is kept: the page says so and offers to unpublish it instead.
 */
const remove = intent({
  schema: z.object({ confirm: z.string().optional() }),
  run: async ({ confirm }, { user: { clinicId, pkg } }): Promise<Result<Deletion>> => {
    if (confirm !== "yes") return ok({ kind: "ask" });
    const result = await deletePackage(clinicId, pkg.id);
    // A package with bookings is kept: the page says so (a toast, not a failure page).
    if (!result.ok) return result.status === 409 ? ok({ kind: "has-bookings" }) : result;
    const db = await getDb();
    for (const url of pkg.images) await deleteImage(db, { clinicId, url }).catch(() => 0);
    return ok({ kind: "deleted", title: result.value.title });
  },
  done: async (r, _input, { user: { pkg }, request }) => {
    if (r.kind === "ask") return redirect(`${here(pkg)}?confirm=delete`);
    const i18n = await clinicActionI18n(request);
    if (r.kind === "has-bookings")
      return redirectWithToast(
        `${here(pkg)}?confirm=delete`,
        {
          type: "error",
          title: i18n._("clinicData.pkg.toast.has-bookings"),
          description: i18n._("clinicData.pkg.toast.has-bookings-text"),
        },
        { status: 303 },
      );
    return redirectWithToast("/dashboard/packages", {
      type: "success",
      title: i18n._("clinicData.pkg.toast.deleted"),
      description: i18n._("clinicData.pkg.toast.deleted-text", { title: r.title }),
    });
  },
});

/**
 * Saves the form; Publish and Unpublish send the same form (their buttons belong to it), so
 * they save what it shows in the same write, checked like Save: invalid edits come back beside
 * their fields and the package stays as it was.
 */
const saving = (publish?: boolean) =>
  intent({
    run: async (form, { user: { clinicId, userId, pkg } }) =>
      submitPackageForm({
        form,
        clinicId,
        existing: { id: pkg.id, images: pkg.images },
        media: await packageMedia(clinicId, userId),
        publish,
      }),
    done: async (_v, _form, { user, request }) => {
      const i18n = await clinicActionI18n(request);
      if (publish === undefined)
        return redirectWithToast(here(user.pkg), {
          type: "success",
          title: i18n._(/*i18n*/ "clinicData.pkg.toast.saved"),
        });
      return redirectWithToast(here(user.pkg), {
        type: "success",
        title: publish
          ? i18n._("clinicData.pkg.toast.published")
          : i18n._("clinicData.pkg.toast.unpublished"),
        description: publish
          ? i18n._("clinicData.pkg.toast.published-one")
          : i18n._("clinicData.pkg.toast.unpublished-one"),
      });
    },
  });

/** Who performs each step (decision 054): the surgeon and every doctor must be the clinic's. */
const careTeam = intent({
  run: (form, { user: { clinicId, pkg } }) => savePackageCareTeam(clinicId, pkg.id, form),
  done: async (_v, _form, { user, request }) =>
    redirectWithToast(`${here(user.pkg)}#care-team`, {
      type: "success",
      title: (await clinicActionI18n(request))._(/*i18n*/ "careData.toast.saved"),
    }),
});

export async function action({ request, params }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async (request) => {
      const { user } = await requireDashboardTab(request, "packages", ["clinic"]);
      const clinicId = requireClinicId(user);
      const pkg = await getOwnPackage(clinicId, params.id);
      if (!pkg) throw data({ message: NOT_FOUND }, { status: 404 });
      return { userId: user.id, clinicId, pkg };
    },
    maxBytes: PACKAGE_FORM_MAX_BYTES,
    tooLarge: async ({ request, user: { pkg } }) =>
      formTooLarge(packageValuesOf(pkg, numberLocaleOf(await formLocale(request))), pkg.images),
    intents: {
      publish: saving(true),
      unpublish: saving(false),
      delete: remove,
      save: saving(),
      "care-team": careTeam,
    },
    // The form shows a failed save, publish or unpublish; a failed delete (a package gone
    // meanwhile) is a 404 page.
    reply: (f, { intent: name, form, user }) => {
      if (name === "save" || name === "publish" || name === "unpublish")
        return replyFormFailure(f, form, user.pkg.images);
      if (name === "care-team") return replyCareTeamFailure(f, form);
      throw data({ message: f.message }, { status: f.status });
    },
    unknown: () => {
      throw data({ message: "Unknown action." }, { status: 400 });
    },
  });
}

export default function EditPackage({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData && "values" in actionData ? actionData : undefined;
  const careTeamResult = actionData && "careTeam" in actionData ? actionData.careTeam : undefined;
  return <PackageEditor {...loaderData} result={result} careTeamResult={careTeamResult} />;
}
