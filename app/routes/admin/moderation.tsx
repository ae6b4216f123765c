import "~/utils/zod-config";
import { MessageSquareWarning } from "lucide-react";
import { z } from "zod";
import type { AdminActionResult } from "~/features/admin/action-result";
import { adminIntent, handleAdminForm, loadAdminList } from "~/features/admin/admin-route.server";
import { ModerationSchema, PageSchema } from "~/features/admin/admin-schema";
import { AdminList, ListTabs, PageTitle } from "~/features/admin/components/admin-ui";
import { ModerationItem } from "~/features/admin/components/moderation-item";
import {
  MODERATION_PAGE_SIZE,
  listModerationQueue,
  moderateReview,
} from "~/features/admin/moderation.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/moderation";

const STATUSES = ["pending", "published", "hidden", "rejected"] as const;
const LABELS = {
  pending: "Waiting for moderation",
  published: "Published",
  hidden: "Hidden",
  rejected: "Rejected",
} as const;
const Filters = z.object({ status: z.enum(STATUSES).catch("pending"), page: PageSchema });

const DONE: Record<string, string> = {
  publish: "Review published",
  reject: "Review rejected; the author was told why",
  hide: "Review hidden; the author was told why",
  restore: "Review restored",
  "hide-reply": "Reply hidden; the clinic was told why",
  "restore-reply": "Reply restored",
};

export async function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(
    request,
    { filters: Filters, pageSize: MODERATION_PAGE_SIZE },
    async ({ db, filters }) => {
      const list = await listModerationQueue(db, filters);
      return {
        rows: list.rows.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          replyAt: r.replyAt?.toISOString() ?? null,
        })),
        total: list.total,
      };
    },
  );
}

/** Every moderation decision: one schema (a reason where the decision needs one). */
const moderate = adminIntent({
  schema: ModerationSchema,
  run: (input, { user: { db, actor } }) =>
    moderateReview(db, actor, {
      intent: input.intent,
      id: input.id,
      reason: "reason" in input ? input.reason : undefined,
    }),
  done: (_, input, { user }) =>
    redirectWithToast(user.back, { type: "success", title: DONE[input.intent] ?? "Saved" }),
});

export async function action({ request }: Route.ActionArgs) {
  return handleAdminForm(
    request,
    Object.fromEntries(Object.keys(DONE).map((intent) => [intent, moderate])),
  );
}

export default function AdminModeration({ loaderData: d, actionData }: Route.ComponentProps) {
  const ad = actionData as AdminActionResult | undefined;
  return (
    <>
      <PageTitle title="Moderation">
        Publish or reject new reviews; hide a published review or a clinic&rsquo;s reply with a
        reason (its author is told), and restore it later.
      </PageTitle>
      <ListTabs label="Review lists" param="status" keys={STATUSES} current={d.filters.status}>
        {(s) => LABELS[s]}
      </ListTabs>
      <h2 className="sr-only">{LABELS[d.filters.status]}</h2>
      <AdminList
        list={d}
        label={LABELS[d.filters.status]}
        empty={{
          icon: MessageSquareWarning,
          title: d.filters.status === "pending" ? "The queue is empty" : "No reviews here",
          text:
            d.filters.status === "pending"
              ? "No review is waiting for moderation."
              : "No review has this status.",
        }}
      >
        {(r) => <ModerationItem r={r} ad={ad} />}
      </AdminList>
    </>
  );
}
