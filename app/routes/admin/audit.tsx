import "~/utils/zod-config";
import { ScrollText } from "lucide-react";
import { z } from "zod";
import { loadAdminList } from "~/features/admin/admin-route.server";
import { listFilters } from "~/features/admin/admin-schema";
import { AUDIT_PAGE_SIZE, listAuditActions, listAuditLog } from "~/features/admin/audit.server";
import {
  AdminList,
  FilterBar,
  FilterSelect,
  PageTitle,
  SearchField,
  formatDateTime,
  useIntlTag,
} from "~/features/admin/components/admin-ui";
import { fill } from "~/i18n/fill";
import { fillText } from "~/i18n/fill-text";
import { useText } from "~/i18n/text";
import type { Route } from "./+types/audit";

const Filters = listFilters({ action: z.string().trim().max(60).catch("") });

export async function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(
    request,
    { filters: Filters, pageSize: AUDIT_PAGE_SIZE },
    async ({ db, filters }) => {
      const [list, actions] = await Promise.all([listAuditLog(db, filters), listAuditActions(db)]);
      return {
        rows: list.rows.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          before: r.before == null ? null : JSON.stringify(r.before, null, 2),
          after: r.after == null ? null : JSON.stringify(r.after, null, 2),
        })),
        total: list.total,
        actions,
      };
    },
  );
}

export default function AdminAudit({ loaderData: d }: Route.ComponentProps) {
  const t = useText();
  const intl = useIntlTag();
  return (
    <>
      <PageTitle title={t("admin.audit.title")}>{t("admin.audit.intro")}</PageTitle>
      <FilterBar>
        <FilterSelect id="action" label={t("admin.audit.action")} defaultValue={d.filters.action}>
          <option value="">{t("admin.audit.all-actions")}</option>
          {d.actions.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </FilterSelect>
        <SearchField defaultValue={d.filters.q} placeholder={t("admin.audit.search")} />
      </FilterBar>
      <AdminList
        list={d}
        label={t("admin.audit.list")}
        ordered
        className="space-y-3"
        empty={{
          icon: ScrollText,
          title: t("admin.audit.empty.title"),
          text: t("admin.audit.empty.text"),
        }}
      >
        {(r) => (
          <article
            data-testid="audit-entry"
            aria-label={fillText(t("admin.audit.entry-label"), {
              action: r.action,
              email: r.actorEmail,
            })}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-semibold text-slate-900">{r.action}</h2>
              <time dateTime={r.createdAt} className="text-sm text-slate-600">
                {formatDateTime(r.createdAt, intl)}
              </time>
            </div>
            <p className="mt-1 break-words text-sm text-slate-700">
              {fill(t("admin.audit.by"), {
                email: (
                  <bdi dir="ltr" className="font-medium">
                    {r.actorEmail}
                  </bdi>
                ),
                target: (
                  <bdi dir="ltr">
                    {r.targetType}
                    {r.targetId ? ` ${r.targetId}` : ""}
                  </bdi>
                ),
              })}
            </p>
            <div className="mt-3 grid gap-3 md:grid-cols-2">
              <Snapshot label={t("admin.audit.before")} value={r.before} />
              <Snapshot label={t("admin.audit.after")} value={r.after} />
            </div>
          </article>
        )}
      </AdminList>
    </>
  );
}

function Snapshot({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      <pre
        dir="ltr"
        className="mt-1 max-h-60 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-xs text-slate-800"
        tabIndex={0}
      >
        {value ?? "—"}
      </pre>
    </div>
  );
}
