import { data } from "react-router";
import { z } from "zod";
import { clinicActionI18n, clinicTabI18n } from "~/features/clinics/clinic-messages.server";
import { PackagesTab } from "~/features/clinics/components/packages-tab";
import { listOwnPackages, setPackagePublished } from "~/features/clinics/own-packages.server";
import { stayIn } from "~/features/packages/package-card-texts.server";
import { packageCategoryIn, treatmentNameIn } from "~/i18n/names.server";
import { handleForm, intentsFor } from "~/utils/action.server";
import { NO_STORE, requireClinicId, requireDashboardTab } from "~/utils/dashboard.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/packages";

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireDashboardTab(request, "packages", ["clinic"]);
  const clinicId = requireClinicId(user);
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const list = await listOwnPackages(clinicId, Number.isFinite(page) ? page : 1);
  const { locale, i18n, text } = await clinicTabI18n(request, ["clinic-dash.pkg."]);
  // Catalogue words in the clinic's language; the title is the clinic's own.
  const items = list.items.map((p) => ({
    ...p,
    treatment: treatmentNameIn(locale, p.treatment),
    category: packageCategoryIn(locale, p.category),
    durationText: stayIn(locale, i18n, p.durationText),
    bookings:
      p.bookingCount > 0 ? i18n._("clinicData.pkg.bookings", { count: p.bookingCount }) : "",
  }));
  return data({ list: { ...list, items }, locale, text }, { headers: NO_STORE });
}

/** Publishes or unpublishes one of the clinic's packages from the list. */
const publishing = (publish: boolean) =>
  intentsFor<string, never>()({
    schema: z.object({ id: z.string().catch("") }),
    run: ({ id }, { user: clinicId }) => setPackagePublished(clinicId, id, publish),
    done: async (changed, _input, { request }) => {
      const i18n = await clinicActionI18n(request);
      return redirectWithToast(`/dashboard/packages${new URL(request.url).search}`, {
        type: "success",
        title: publish
          ? i18n._("clinicData.pkg.toast.published")
          : i18n._("clinicData.pkg.toast.unpublished"),
        description: publish
          ? i18n._("clinicData.pkg.toast.published-list", { title: changed.title })
          : i18n._("clinicData.pkg.toast.unpublished-list", { title: changed.title }),
      });
    },
  });

export async function action({ request }: Route.ActionArgs) {
  return handleForm(request, {
    guard: async (request) =>
      requireClinicId((await requireDashboardTab(request, "packages", ["clinic"])).user),
    intents: { publish: publishing(true), unpublish: publishing(false) },
    // These buttons have no form to show errors in: a package that is not theirs is a 404 page.
    reply: (f) => {
      throw data({ message: f.message }, { status: f.status });
    },
    unknown: () => {
      throw data({ message: "Unknown action." }, { status: 400 });
    },
  });
}

export default function PackagesRoute({ loaderData }: Route.ComponentProps) {
  return <PackagesTab list={loaderData.list} />;
}
