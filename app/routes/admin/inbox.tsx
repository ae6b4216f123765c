import { Download, Inbox } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminActionResult } from "~/features/admin/action-result";
import { adminIntent, handleAdminForm, loadAdminList } from "~/features/admin/admin-route.server";
import {
  INBOX_KINDS,
  INBOX_LABELS,
  InboxFilterSchema,
  InboxHandleSchema,
  PageSchema,
} from "~/features/admin/admin-schema";
import {
  AdminList,
  FilterBar,
  FilterSelect,
  ListTabs,
  PageTitle,
  SearchField,
} from "~/features/admin/components/admin-ui";
import { InboxItem } from "~/features/admin/components/inbox-item";
import {
  INBOX_PAGE_SIZE,
  inboxCounts,
  listInbox,
  setInboxHandled,
} from "~/features/admin/inbox.server";
import { useText } from "~/i18n/text";
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

/** Mark handled, or move back to open. */
const setHandled = adminIntent({
  schema: InboxHandleSchema,
  run: ({ intent, kind, id }, { user: { db, actor } }) =>
    setInboxHandled(db, actor, { kind, id, handled: intent === "handle" }),
  done: (_, input, { user }) =>
    redirectWithToast(user.back, {
      type: "success",
      title: user.i18n._(
        input.intent === "handle"
          ? /*i18n*/ "admin.toast.handled"
          : /*i18n*/ "admin.toast.reopened",
      ),
    }),
});

export async function action({ request }: Route.ActionArgs) {
  return handleAdminForm(request, { handle: setHandled, reopen: setHandled });
}

export default function AdminInbox({ loaderData: d, actionData }: Route.ComponentProps) {
  const ad = actionData as AdminActionResult | undefined;
  const t = useText();
  const csv = new URLSearchParams({
    kind: d.filters.kind,
    status: d.filters.status,
    q: d.filters.q,
  });
  return (
    <>
      <PageTitle title={t("admin.inbox.title")}>{t("admin.inbox.intro")}</PageTitle>
      <ListTabs
        label={t("admin.inbox.lists")}
        param="kind"
        keys={INBOX_KINDS}
        current={d.filters.kind}
        className="gap-2"
      >
        {(k, active) => (
          <>
            {t(INBOX_LABELS[k])}
            <span
              className={cn("rounded-full px-2 text-xs", active ? "bg-white/20" : "bg-slate-100")}
            >
              {d.counts[k]}
              <span className="sr-only"> {t("admin.inbox.open-count")}</span>
            </span>
          </>
        )}
      </ListTabs>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterBar>
          <input type="hidden" name="kind" value={d.filters.kind} />
          <FilterSelect
            id="status"
            label={t("admin.filter.status")}
            defaultValue={d.filters.status}
          >
            <option value="open">{t("admin.inbox.status.open")}</option>
            <option value="handled">{t("admin.inbox.status.handled")}</option>
            <option value="all">{t("admin.status.all")}</option>
          </FilterSelect>
          <SearchField
            defaultValue={d.filters.q}
            placeholder={t("admin.inbox.search")}
            className="min-w-56"
          />
        </FilterBar>
        <a
          href={`/admin/inbox.csv?${csv.toString()}`}
          download
          className={buttonVariants({ variant: "subtle" })}
        >
          <Download aria-hidden />
          {t("admin.inbox.export")}
        </a>
      </div>
      <h2 className="sr-only">{t(INBOX_LABELS[d.filters.kind])}</h2>
      <AdminList
        list={d}
        label={t(INBOX_LABELS[d.filters.kind])}
        className="space-y-3"
        empty={{
          icon: Inbox,
          title: t("admin.inbox.empty.title"),
          text: t("admin.inbox.empty.text"),
        }}
      >
        {(row) => <InboxItem row={row} kind={d.filters.kind} ad={ad} />}
      </AdminList>
    </>
  );
}
