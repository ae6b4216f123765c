import { CalendarClock } from "lucide-react";
import { Link, data } from "react-router";
import { EmptyState } from "~/components/layout/panel";
import { getDb } from "~/db/client.server";
import { NO_STORE } from "~/features/admin/admin.server";
import { Card, PageTitle, formatDate, useIntlTag } from "~/features/admin/components/admin-ui";
import { listExpiringVerifications } from "~/features/verification-expiry/expiry.server";
import { fillText } from "~/i18n/fill-text";
import { useText } from "~/i18n/text";
import { now } from "~/utils/clock.server";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/verification-expiring";

const WINDOW_DAYS = 30;

/** The re-check queue (issue 16 item 3): what expired or expires within 30 days. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const at = now();
  const items = await listExpiringVerifications(await getDb(), {
    now: at,
    until: new Date(at.getTime() + WINDOW_DAYS * 86_400_000),
  });
  return data(
    {
      items: items.map((i) => ({
        key: `${i.kind}:${i.id}`,
        kind: i.kind,
        name: i.name,
        licence: i.credentialKind === "clinic_licence",
        clinicName: i.clinicName,
        clinicSlug: i.clinicSlug,
        expiresAt: i.expiresAt.toISOString(),
        expired: i.expired,
      })),
    },
    { headers: NO_STORE },
  );
}

export function headers() {
  return NO_STORE;
}

const KIND_TEXT = {
  practitioner: /*i18n*/ "admin.expiring.kind.practitioner",
  credential: /*i18n*/ "admin.expiring.kind.credential",
  clinic: /*i18n*/ "admin.expiring.kind.clinic",
} as const;

export default function AdminVerificationExpiring({ loaderData: d }: Route.ComponentProps) {
  const t = useText();
  const intl = useIntlTag();
  return (
    <>
      <PageTitle title={t("admin.expiring.title")}>{t("admin.expiring.intro")}</PageTitle>
      {d.items.length === 0 ? (
        <EmptyState
          icon={CalendarClock}
          title={t("admin.expiring.title")}
          text={t("admin.expiring.empty")}
        />
      ) : (
        <Card padded={false}>
          <ul className="divide-y divide-slate-100" aria-label={t("admin.expiring.title")}>
            {d.items.map((i) => (
              <li
                key={i.key}
                className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
                data-testid="expiring-item"
              >
                <div className="min-w-0">
                  <p className="text-xs font-medium uppercase tracking-wide text-slate-600">
                    {t(KIND_TEXT[i.kind])}
                  </p>
                  <p className="break-words font-semibold text-slate-900">{i.name}</p>
                  {i.kind !== "clinic" && (
                    <p className="text-sm text-slate-600">
                      {t("admin.expiring.col.clinic")}:{" "}
                      <Link
                        to={`/admin/clinics?q=${encodeURIComponent(i.clinicSlug)}`}
                        className="font-medium text-primary-700 underline underline-offset-2"
                      >
                        {i.clinicName}
                      </Link>
                    </p>
                  )}
                  {i.kind === "clinic" && (
                    <Link
                      to={`/admin/clinics?q=${encodeURIComponent(i.clinicSlug)}`}
                      className="text-sm font-medium text-primary-700 underline underline-offset-2"
                    >
                      {t("admin.expiring.col.clinic")}: {i.clinicName}
                    </Link>
                  )}
                </div>
                <div className="shrink-0 text-sm sm:text-end">
                  <p className={i.expired ? "font-semibold text-red-700" : "text-slate-700"}>
                    <time dateTime={i.expiresAt}>
                      {fillText(
                        i.expired ? t("admin.expiring.expired") : t("admin.expiring.expires"),
                        {
                          date: formatDate(i.expiresAt, intl),
                        },
                      )}
                    </time>
                  </p>
                  {i.licence && i.expired && (
                    <p className="text-red-700">{t("admin.expiring.licence-hidden")}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}
