import { Link, data } from "react-router";
import { getDb } from "~/db/client.server";
import { NO_STORE } from "~/features/admin/admin.server";
import { Card, PageTitle, formatDateTime, useIntlTag } from "~/features/admin/components/admin-ui";
import { adminOverview } from "~/features/admin/overview.server";
import { useText } from "~/i18n/text";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return data(await adminOverview(await getDb()), { headers: NO_STORE });
}

export default function AdminIndex({ loaderData: d }: Route.ComponentProps) {
  const t = useText();
  const intl = useIntlTag();
  const tiles = [
    {
      to: "/admin/applications",
      label: t("admin.overview.tile.applications"),
      n: d.pendingApplications,
    },
    {
      to: "/admin/clinics?filter=needs-review",
      label: t("admin.overview.tile.needs-review"),
      n: d.needsReview,
    },
    {
      to: "/admin/clinics?filter=unverified",
      label: t("admin.overview.tile.unverified"),
      n: d.unverifiedClinics,
    },
    { to: "/admin/moderation", label: t("admin.overview.tile.reviews"), n: d.pendingReviews },
    { to: "/admin/inbox", label: t("admin.overview.tile.inbox"), n: d.openInbox },
  ];
  return (
    <>
      <PageTitle title={t("admin.overview.title")}>{t("admin.overview.intro")}</PageTitle>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {tiles.map((t) => (
          <li key={t.to}>
            <Link
              to={t.to}
              className="block rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] ring-1 ring-slate-900/5 hover:ring-primary-300 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300"
            >
              <span className="block text-3xl font-extrabold text-slate-900">{t.n}</span>
              <span className="mt-1 block text-sm font-medium text-slate-700">{t.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Card>
        <h2 className="text-lg font-bold text-slate-900">{t("admin.overview.latest")}</h2>
        {d.recent.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t("admin.overview.none")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100 text-sm">
            {d.recent.map((r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  <span className="font-medium text-slate-900">{r.action}</span>{" "}
                  <span className="text-slate-600">
                    {r.targetType} {r.targetId ?? ""}
                  </span>
                </span>
                <span className="text-slate-600">
                  <bdi dir="ltr">{r.actorEmail}</bdi> · {formatDateTime(r.createdAt, intl)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link
          to="/admin/audit"
          className="mt-4 inline-block text-sm font-semibold text-primary-700 hover:underline"
        >
          {t("admin.overview.audit-link")}
        </Link>
      </Card>
    </>
  );
}
