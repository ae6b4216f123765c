import "~/utils/zod-config";
import { ScrollText } from "lucide-react";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/audit";
import { getDb } from "~/db/client.server";
import { EmptyState } from "~/features/accounts/components/dashboard-shell";
import { inputClass, selectClass } from "~/features/accounts/components/form-fields";
import { NO_STORE, pageCount } from "~/features/admin/admin.server";
import { PageSchema } from "~/features/admin/admin-schema";
import { AUDIT_PAGE_SIZE, listAuditActions, listAuditLog } from "~/features/admin/audit.server";
import { Card, FilterBar, PageTitle, Pagination, formatDateTime } from "~/features/admin/components/admin-ui";
import { requireAdmin } from "~/utils/permissions.server";

const Filters = z.object({
  q: z.string().trim().max(200).catch(""),
  action: z.string().trim().max(60).catch(""),
  page: PageSchema,
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const f = Filters.parse(Object.fromEntries(new URL(request.url).searchParams));
  const db = await getDb();
  const [list, actions] = await Promise.all([listAuditLog(db, f), listAuditActions(db)]);
  return data(
    {
      rows: list.rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        before: r.before == null ? null : JSON.stringify(r.before, null, 2),
        after: r.after == null ? null : JSON.stringify(r.after, null, 2),
      })),
      total: list.total,
      actions,
      filters: f,
      pages: pageCount(list.total, AUDIT_PAGE_SIZE),
    },
    { headers: NO_STORE },
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
        <div>
          <label htmlFor="action" className="mb-1.5 block text-sm font-semibold text-slate-800">
            Action
          </label>
          <select id="action" name="action" defaultValue={d.filters.action} className={selectClass}>
            <option value="">All actions</option>
            {d.actions.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-56 flex-1">
          <label htmlFor="q" className="mb-1.5 block text-sm font-semibold text-slate-800">
            Search
          </label>
          <input id="q" name="q" type="search" defaultValue={d.filters.q} placeholder="Admin email, target type or id" className={inputClass} />
        </div>
      </FilterBar>
      {d.rows.length === 0 ? (
        <EmptyState icon={ScrollText} title="No entries" text="No admin action matches these filters." />
      ) : (
        <ol className="space-y-3" aria-label="Audit entries">
          {d.rows.map((r) => (
            <li key={r.id}>
              <Card>
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
              </Card>
            </li>
          ))}
        </ol>
      )}
      <Pagination page={d.filters.page} pages={d.pages} total={d.total} />
    </>
  );
}

function Snapshot({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      <pre className="mt-1 max-h-60 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 text-xs text-slate-800" tabIndex={0}>
        {value ?? "—"}
      </pre>
    </div>
  );
}
