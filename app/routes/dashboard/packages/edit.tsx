import { data, redirect } from "react-router";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { PackageEditor, packageValuesOf } from "~/features/clinics/components/package-editor";
import {
  type OwnPackage,
  deletePackage,
  getOwnPackage,
  listTreatmentOptions,
  setPackagePublished,
} from "~/features/clinics/own-packages.server";
import {
  PACKAGE_FORM_MAX_BYTES,
  type PackageFormFailure,
  submitPackageForm,
} from "~/features/clinics/package-form.server";
import { deleteImage } from "~/services/media/media.server";
import { handleForm, intentsFor } from "~/utils/action.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { type Result, ok } from "~/utils/result";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/edit";
import { formTooLarge, packageMedia, replyFormFailure } from "./form.server";

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

/** A clinic member and one of their clinic's packages (another's reads as missing: 404). */
type Owner = { userId: string; clinicId: string; pkg: OwnPackage };

const intent = intentsFor<Owner, PackageFormFailure>();

const NOT_FOUND = "Package not found.";
const here = (pkg: OwnPackage) => `/dashboard/packages/${pkg.id}`;

const publishing = (publish: boolean) =>
  intent({
    run: (_form, { user }) => setPackagePublished(user.clinicId, user.pkg.id, publish),
    done: (_v, _form, { user }) =>
      redirectWithToast(here(user.pkg), {
        type: "success",
        title: publish ? "Package published" : "Package unpublished",
        description: publish
          ? "Patients can now find it on /packages, in search and on your clinic page."
          : "It is hidden from patients. Existing bookings are not affected.",
      }),
  });

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
  done: (r, _input, { user: { pkg } }) => {
    if (r.kind === "ask") return redirect(`${here(pkg)}?confirm=delete`);
    if (r.kind === "has-bookings")
      return redirectWithToast(
        `${here(pkg)}?confirm=delete`,
        {
          type: "error",
          title: "This package has bookings",
          description: "Unpublish it instead, so the bookings keep what the patients booked.",
        },
        { status: 303 },
      );
    return redirectWithToast("/dashboard/packages", {
      type: "success",
      title: "Package deleted",
      description: `“${r.title}” was deleted.`,
    });
  },
});

const save = intent({
  run: async (form, { user: { clinicId, userId, pkg } }) =>
    submitPackageForm({
      form,
      clinicId,
      existing: { id: pkg.id, images: pkg.images },
      media: await packageMedia(clinicId, userId),
    }),
  done: (_v, _form, { user }) =>
    redirectWithToast(here(user.pkg), { type: "success", title: "Package saved" }),
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
    tooLarge: ({ user: { pkg } }) => formTooLarge(packageValuesOf(pkg), pkg.images),
    intents: { publish: publishing(true), unpublish: publishing(false), delete: remove, save },
    // The form shows a failed save; the buttons' failures (a package gone meanwhile) are a 404 page.
    reply: (f, { intent: name, form, user }) => {
      if (name === "save") return replyFormFailure(f, form, user.pkg.images);
      throw data({ message: f.message }, { status: f.status });
    },
    unknown: () => {
      throw data({ message: "Unknown action." }, { status: 400 });
    },
  });
}

export default function EditPackage({ loaderData, actionData }: Route.ComponentProps) {
  return <PackageEditor {...loaderData} result={actionData} />;
}
