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
} from "~/features/admin/components/admin-ui";
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
  return (
    <>
      <PageTitle title="Audit log">
        Every admin action: who, what, when, and the record before and after. Entries cannot be
        edited or deleted (the database refuses it).
      </PageTitle>
      <FilterBar>
        <FilterSelect id="action" label="Action" defaultValue={d.filters.action}>
          <option value="">All actions</option>
          {d.actions.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </FilterSelect>
        <SearchField defaultValue={d.filters.q} placeholder="Admin email, target type or id" />
      </FilterBar>
      <AdminList
        list={d}
        label="Audit entries"
        ordered
        className="space-y-3"
        empty={{
          icon: ScrollText,
          title: "No entries",
          text: "No admin action matches these filters.",
        }}
      >
        {(r) => (
          <article data-testid="audit-entry" aria-label={`${r.action} by ${r.actorEmail}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-semibold text-slate-900">{r.action}</h2>
              <time dateTime={r.createdAt} className="text-sm text-slate-600">
                {formatDateTime(r.createdAt)}
              </time>
            </div>
            <p className="mt-1 break-words text-sm text-slate-700">
              By <span className="font-medium">{r.actorEmail}</span> on {r.targetType}
              {r.targetId ? ` ${r.targetId}` : ""}
            </p>
            <div className="mt-3 grid gap-3 md:grid-cols-2">
              <Snapshot label="Before" value={r.before} />
              <Snapshot label="After" value={r.after} />
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
        className="mt-1 max-h-60 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-xs text-slate-800"
        tabIndex={0}
      >
        {value ?? "—"}
      </pre>
    </div>
  );
}
