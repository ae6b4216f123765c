import { Download, Inbox } from "lucide-react";
import { Form } from "react-router";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { type AdminActionResult, resultFor } from "~/features/admin/action-result";
import { loadAdminList, readAdminAction } from "~/features/admin/admin-route.server";
import {
  INBOX_KINDS,
  INBOX_LABELS,
  InboxFilterSchema,
  InboxHandleSchema,
  PageSchema,
} from "~/features/admin/admin-schema";
import {
  AdminList,
  ConfirmForm,
  FilterBar,
  FilterSelect,
  ListTabs,
  PageTitle,
  SearchField,
  formatDateTime,
} from "~/features/admin/components/admin-ui";
import {
  INBOX_PAGE_SIZE,
  inboxCounts,
  listInbox,
  setInboxHandled,
} from "~/features/admin/inbox.server";
import { runIntent } from "~/features/admin/run-action.server";
import { cn } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/inbox";

const Filters = InboxFilterSchema.extend({ page: PageSchema });

export async function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(
    request,
    { filters: Filters, pageSize: INBOX_PAGE_SIZE },
    async ({ db, filters }) => {
      const [list, counts] = await Promise.all([
        listInbox(db, filters.kind, filters),
        inboxCounts(db),
      ]);
      return { ...list, counts };
    },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const { values, db, actor, back } = await readAdminAction(request);
  return runIntent(
    values,
    InboxHandleSchema,
    (input) =>
      setInboxHandled(db, actor, {
        kind: input.kind,
        id: input.id,
        handled: input.intent === "handle",
      }),
    (_, input) =>
      redirectWithToast(back, {
        type: "success",
        title: input.intent === "handle" ? "Marked as handled" : "Moved back to open",
      }),
  );
}

export default function AdminInbox({ loaderData: d, actionData }: Route.ComponentProps) {
  const ad = actionData as AdminActionResult | undefined;
  const csv = new URLSearchParams({
    kind: d.filters.kind,
    status: d.filters.status,
    q: d.filters.q,
  });
  return (
    <>
      <PageTitle title="Inbox">
        Messages and sign-ups from the public forms. Mark what you have dealt with as handled;
        export any list as CSV.
      </PageTitle>
      <ListTabs
        label="Inbox lists"
        param="kind"
        keys={INBOX_KINDS}
        current={d.filters.kind}
        className="gap-2"
      >
        {(k, active) => (
          <>
            {INBOX_LABELS[k]}
            <span
              className={cn("rounded-full px-2 text-xs", active ? "bg-white/20" : "bg-slate-100")}
            >
              {d.counts[k]}
              <span className="sr-only"> open</span>
            </span>
          </>
        )}
      </ListTabs>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterBar>
          <input type="hidden" name="kind" value={d.filters.kind} />
          <FilterSelect id="status" label="Status" defaultValue={d.filters.status}>
            <option value="open">Open</option>
            <option value="handled">Handled</option>
            <option value="all">All</option>
          </FilterSelect>
          <SearchField
            defaultValue={d.filters.q}
            placeholder="Email, name or text"
            className="min-w-56"
          />
        </FilterBar>
        <a
          href={`/admin/inbox.csv?${csv.toString()}`}
          download
          className={buttonVariants({ variant: "subtle" })}
        >
          <Download aria-hidden />
          Export CSV
        </a>
      </div>
      <h2 className="sr-only">{INBOX_LABELS[d.filters.kind]}</h2>
      <AdminList
        list={d}
        label={INBOX_LABELS[d.filters.kind]}
        className="space-y-3"
        empty={{
          icon: Inbox,
          title: "Nothing here",
          text: "No items match this list and these filters.",
        }}
      >
        {(row) => {
          const r = resultFor(ad, row.id);
          return (
            <article
              aria-label={`${row.title}, ${formatDateTime(row.createdAt)}`}
              data-testid="inbox-item"
            >
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
              {r?.formError && (
                <Notice tone="error" className="mt-3">
                  {r.formError}
                </Notice>
              )}
              <div className="mt-4 flex flex-wrap gap-2">
                <a
                  href={`mailto:${row.email}`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
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
          );
        }}
      </AdminList>
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
