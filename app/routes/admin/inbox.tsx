import { Download, Inbox } from "lucide-react";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/inbox";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { getDb } from "~/db/client.server";
import { EmptyState } from "~/features/accounts/components/dashboard-shell";
import { Notice, SubmitButton, inputClass, selectClass } from "~/features/accounts/components/form-fields";
import { type AdminActionResult, resultFor } from "~/features/admin/action-result";
import {
  NO_STORE,
  actorOf,
  formObject,
  pageCount,
  requireAdminAction,
} from "~/features/admin/admin.server";
import {
  INBOX_KINDS,
  INBOX_LABELS,
  InboxFilterSchema,
  InboxHandleSchema,
  PageSchema,
} from "~/features/admin/admin-schema";
import {
  Card,
  ConfirmForm,
  FilterBar,
  PageTitle,
  Pagination,
  formatDateTime,
} from "~/features/admin/components/admin-ui";
import { INBOX_PAGE_SIZE, inboxCounts, listInbox, setInboxHandled } from "~/features/admin/inbox.server";
import { parseOr400, runAdmin } from "~/features/admin/run-action.server";
import { requireAdmin } from "~/utils/permissions.server";
import { cn } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const f = { ...InboxFilterSchema.parse(params), page: PageSchema.parse(params.page) };
  const db = await getDb();
  const [list, counts] = await Promise.all([listInbox(db, f.kind, f), inboxCounts(db)]);
  return data(
    { ...list, counts, filters: f, pages: pageCount(list.total, INBOX_PAGE_SIZE) },
    { headers: NO_STORE },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const { user, form } = await requireAdminAction(request);
  const values = formObject(form);
  const p = parseOr400(InboxHandleSchema, values);
  if (!p.ok) return p.response;
  const db = await getDb();
  const r = await runAdmin(values, () =>
    setInboxHandled(db, actorOf(user), {
      kind: p.data.kind,
      id: p.data.id,
      handled: p.data.intent === "handle",
    }),
  );
  if (!r.ok) return r.response;
  const back = new URL(request.url);
  return redirectWithToast(`${back.pathname}${back.search}`, {
    type: "success",
    title: p.data.intent === "handle" ? "Marked as handled" : "Moved back to open",
  });
}

export default function AdminInbox({ loaderData: d, actionData }: Route.ComponentProps) {
  const ad = actionData as AdminActionResult | undefined;
  const csv = new URLSearchParams({ kind: d.filters.kind, status: d.filters.status, q: d.filters.q });
  return (
    <>
      <PageTitle title="Inbox">
        Messages and sign-ups from the public forms. Mark what you have dealt with as handled;
        export any list as CSV.
      </PageTitle>
      <nav aria-label="Inbox lists">
        <ul className="flex flex-wrap gap-2">
          {INBOX_KINDS.map((k) => (
            <li key={k}>
              <Link
                to={`?kind=${k}`}
                aria-current={d.filters.kind === k ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center gap-2 rounded-lg px-3.5 text-sm font-medium ring-1 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300",
                  d.filters.kind === k
                    ? "bg-primary-700 text-white ring-primary-700"
                    : "bg-white text-slate-700 ring-slate-200 hover:bg-primary-50",
                )}
              >
                {INBOX_LABELS[k]}
                <span className={cn("rounded-full px-2 text-xs", d.filters.kind === k ? "bg-white/20" : "bg-slate-100")}>
                  {d.counts[k]}
                  <span className="sr-only"> open</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterBar>
          <input type="hidden" name="kind" value={d.filters.kind} />
          <div>
            <label htmlFor="status" className="mb-1.5 block text-sm font-semibold text-slate-800">
              Status
            </label>
            <select id="status" name="status" defaultValue={d.filters.status} className={selectClass}>
              <option value="open">Open</option>
              <option value="handled">Handled</option>
              <option value="all">All</option>
            </select>
          </div>
          <div className="min-w-56">
            <label htmlFor="q" className="mb-1.5 block text-sm font-semibold text-slate-800">
              Search
            </label>
            <input id="q" name="q" type="search" defaultValue={d.filters.q} placeholder="Email, name or text" className={inputClass} />
          </div>
        </FilterBar>
        <a href={`/admin/inbox.csv?${csv.toString()}`} download className={buttonVariants({ variant: "subtle" })}>
          <Download aria-hidden />
          Export CSV
        </a>
      </div>
      <h2 className="sr-only">{INBOX_LABELS[d.filters.kind]}</h2>
      {d.rows.length === 0 ? (
        <EmptyState icon={Inbox} title="Nothing here" text="No items match this list and these filters." />
      ) : (
        <ul className="space-y-3" aria-label={INBOX_LABELS[d.filters.kind]}>
          {d.rows.map((row) => {
            const r = resultFor(ad, row.id);
            return (
              <li key={row.id}>
                <Card>
                  <article aria-label={`${row.title}, ${formatDateTime(row.createdAt)}`} data-testid="inbox-item">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div className="min-w-0">
                        <h3 className="font-semibold text-slate-900">{row.title}</h3>
                        <p className="text-sm text-slate-600">Received {formatDateTime(row.createdAt)}</p>
                      </div>
                      {row.handledAt ? (
                        <Badge variant="success">Handled {formatDateTime(row.handledAt)}</Badge>
                      ) : (
                        <Badge variant="warning">Open</Badge>
                      )}
                    </div>
                    <dl className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
                      {row.fields
                        .filter(([, v]) => v)
                        .map(([k, v]) => (
                          <div key={k} className={cn("min-w-0", k === "Message" && "sm:col-span-2")}>
                            <dt className="font-medium text-slate-600">{k}</dt>
                            <dd className="whitespace-pre-wrap break-words text-slate-900">{v}</dd>
                          </div>
                        ))}
                    </dl>
                    {r?.formError && <Notice tone="error" className="mt-3">{r.formError}</Notice>}
                    <div className="mt-4 flex flex-wrap gap-2">
                      <a href={`mailto:${row.email}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                        Reply by email
                      </a>
                      {row.handledAt ? (
                        <ConfirmForm
                          method="post"
                          question="Move this item back to open?"
                          confirmLabel="Reopen"
                        >
                          <input type="hidden" name="kind" value={d.filters.kind} />
                          <input type="hidden" name="id" value={row.id} />
                          <SubmitButton intent="reopen" variant="ghost" size="sm">
                            Reopen
                          </SubmitButton>
                        </ConfirmForm>
                      ) : (
                        <FormInline kind={d.filters.kind} id={row.id} />
                      )}
                    </div>
                  </article>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={d.filters.page} pages={d.pages} total={d.total} />
    </>
  );
}

function FormInline({ kind, id }: { kind: string; id: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <SubmitButton intent="handle" size="sm" pendingLabel="Saving…">
        Mark handled
      </SubmitButton>
    </Form>
  );
}
