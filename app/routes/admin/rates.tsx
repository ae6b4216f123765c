import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { adminIntent, handleAdminForm } from "~/features/admin/admin-route.server";
import { RatesSchema } from "~/features/admin/admin-schema";
import { NO_STORE } from "~/features/admin/admin.server";
import { PageTitle } from "~/features/admin/components/admin-ui";
import { type RatesActionResult, RatesForm } from "~/features/admin/components/rates-form";
import { listRates, updateRates } from "~/features/admin/rates.server";
import { useText } from "~/i18n/text";
import { textFields } from "~/utils/action.server";
import { requireAdmin } from "~/utils/permissions.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/rates";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data({ rates: await listRates(await getDb()) }, { headers: NO_STORE });
}

const save = adminIntent({
  schema: RatesSchema,
  run: ({ confirm, ...rates }, { user: { db, actor } }) => updateRates(db, actor, rates, confirm),
  done: (outcome, _input, { form, user }) => {
    // A change of more than 20 %: nothing saved; the page shows its effect and asks again.
    if (outcome.kind === "confirm")
      return data<RatesActionResult>(
        { values: textFields(form), confirm: { token: outcome.token, changes: outcome.changes } },
        { status: 409, headers: NO_STORE },
      );
    return redirectWithToast("/admin/rates", {
      type: "success",
      title: user.i18n._("admin.toast.rates.title"),
      description: user.i18n._("admin.toast.rates.text"),
    });
  },
});

export async function action({ request }: Route.ActionArgs) {
  // One form, which names no intent.
  return handleAdminForm(request, { save }, { defaultIntent: "save" });
}

export default function AdminRates({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useText();
  return (
    <>
      <PageTitle title={t("admin.rates.title")}>{t("admin.rates.intro")}</PageTitle>
      <RatesForm rates={d.rates} ad={actionData as RatesActionResult | undefined} />
    </>
  );
}
