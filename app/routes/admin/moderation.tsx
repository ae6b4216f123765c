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
import type { Locale } from "~/i18n/config";
import type { MessageId } from "~/i18n/message-ids";
import { homeCountryNameIn, treatmentWordingIn } from "~/i18n/names.server";
import { useText } from "~/i18n/text";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/moderation";

const STATUSES = ["pending", "published", "hidden", "rejected"] as const;
const LABELS: Record<(typeof STATUSES)[number], MessageId> = {
  pending: /*i18n*/ "admin.moderation.status.pending",
  published: /*i18n*/ "admin.moderation.status.published",
  hidden: /*i18n*/ "admin.moderation.status.hidden",
  rejected: /*i18n*/ "admin.moderation.status.rejected",
};
const Filters = z.object({ status: z.enum(STATUSES).catch("pending"), page: PageSchema });

const DONE: Record<string, MessageId> = {
  publish: /*i18n*/ "admin.toast.review.published",
  reject: /*i18n*/ "admin.toast.review.rejected",
  hide: /*i18n*/ "admin.toast.review.hidden",
  restore: /*i18n*/ "admin.toast.review.restored",
  "hide-reply": /*i18n*/ "admin.toast.reply.hidden",
  "restore-reply": /*i18n*/ "admin.toast.reply.restored",
};

export async function loader({ request }: Route.LoaderArgs) {
  return loadAdminList(
    request,
    { filters: Filters, pageSize: MODERATION_PAGE_SIZE },
    async ({ db, filters, i18n }) => {
      const list = await listModerationQueue(db, filters);
      const locale = i18n.locale as Locale;
      return {
        rows: list.rows.map((r) => ({
          ...r,
          // Stored in English; named in the admin's language (a clinic's own words stay).
          authorCountry: r.authorCountry && homeCountryNameIn(locale, r.authorCountry),
          treatment: r.treatment && treatmentWordingIn(locale, r.treatment),
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
    redirectWithToast(user.back, {
      type: "success",
      title: user.i18n._(DONE[input.intent] ?? /*i18n*/ "admin.toast.saved"),
    }),
});

export async function action({ request }: Route.ActionArgs) {
  return handleAdminForm(
    request,
    Object.fromEntries(Object.keys(DONE).map((intent) => [intent, moderate])),
  );
}

export default function AdminModeration({ loaderData: d, actionData }: Route.ComponentProps) {
  const ad = actionData as AdminActionResult | undefined;
  const t = useText();
  return (
    <>
      <PageTitle title={t("admin.moderation.title")}>{t("admin.moderation.intro")}</PageTitle>
      <ListTabs
        label={t("admin.moderation.lists")}
        param="status"
        keys={STATUSES}
        current={d.filters.status}
      >
        {(s) => t(LABELS[s])}
      </ListTabs>
      <h2 className="sr-only">{t(LABELS[d.filters.status])}</h2>
      <AdminList
        list={d}
        label={t(LABELS[d.filters.status])}
        empty={{
          icon: MessageSquareWarning,
          title:
            d.filters.status === "pending"
              ? t("admin.moderation.empty.queue")
              : t("admin.moderation.empty.title"),
          text:
            d.filters.status === "pending"
              ? t("admin.moderation.empty.pending")
              : t("admin.moderation.empty.status"),
        }}
      >
        {(r) => <ModerationItem r={r} ad={ad} />}
      </AdminList>
    </>
  );
}
