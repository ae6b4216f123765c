import { Scale } from "lucide-react";
import { Link, data } from "react-router";
import { z } from "zod";
import { EmptyState } from "~/components/layout/panel";
import { getDb } from "~/db/client.server";
import { NO_STORE } from "~/features/admin/admin.server";
import { Card, PageTitle } from "~/features/admin/components/admin-ui";
import { CaseList } from "~/features/resolution/components/case-list";
import { listCases } from "~/features/resolution/resolution.server";
import { accountPageI18n } from "~/i18n/page.server";
import { type MessageId, useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import { requireAdmin } from "~/utils/permissions.server";
import type { Route } from "./+types/cases";

const FILTERS = ["active", "escalated", "open", "closed"] as const;
const FILTER_TEXT: Record<(typeof FILTERS)[number], MessageId> = {
  active: /*i18n*/ "case.filter.active",
  escalated: /*i18n*/ "case.filter.escalated",
  open: /*i18n*/ "case.filter.open",
  closed: /*i18n*/ "case.filter.closed",
};
const Filter = z.enum(FILTERS).catch("active");

/** The admins' queue of resolution cases (decision 057): escalated first. */
export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireAdmin(request);
  const status = Filter.parse(new URL(request.url).searchParams.get("status") ?? undefined);
  const cases = await listCases(
    await getDb(),
    { userId: me.id, role: "admin", clinicId: null },
    { status },
  );
  const { text } = await accountPageI18n(request, ["case."]);
  return data({ text, cases, status }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export default function AdminCases({ loaderData: d }: Route.ComponentProps) {
  const t = useText();
  return (
    <>
      <PageTitle title={t("admin.cases.title")}>{t("admin.cases.intro")}</PageTitle>
      <nav aria-label={t("admin.cases.filter")} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <li key={f}>
              <Link
                to={`/admin/cases?status=${f}`}
                aria-current={d.status === f ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold",
                  d.status === f
                    ? "bg-slate-900 text-white"
                    : "bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50",
                )}
              >
                {t(FILTER_TEXT[f])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {d.cases.length === 0 ? (
        <EmptyState icon={Scale} title={t("admin.cases.title")} text={t("case.list.empty")} />
      ) : (
        <Card>
          <CaseList cases={d.cases} link={(id) => `/admin/cases/${id}`} side="admin" />
        </Card>
      )}
    </>
  );
}
