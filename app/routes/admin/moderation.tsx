import "~/utils/zod-config";
import { MessageSquareWarning, Star } from "lucide-react";
import { Form, Link, data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/moderation";
import { Badge } from "~/components/ui/badge";
import { getDb } from "~/db/client.server";
import { EmptyState } from "~/features/accounts/components/dashboard-shell";
import {
  Field,
  Notice,
  SubmitButton,
  describedBy,
  inputClass,
} from "~/features/accounts/components/form-fields";
import { type AdminActionResult, resultFor } from "~/features/admin/action-result";
import {
  NO_STORE,
  actorOf,
  formObject,
  pageCount,
  requireAdminAction,
} from "~/features/admin/admin.server";
import { ModerationSchema, PageSchema } from "~/features/admin/admin-schema";
import {
  Card,
  ConfirmForm,
  PageTitle,
  Pagination,
  formatDateTime,
} from "~/features/admin/components/admin-ui";
import {
  MODERATION_PAGE_SIZE,
  listModerationQueue,
  moderateReview,
} from "~/features/admin/moderation.server";
import { parseOr400, runAdmin } from "~/features/admin/run-action.server";
import { requireAdmin } from "~/utils/permissions.server";
import { cn } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";

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
  await requireAdmin(request);
  const f = Filters.parse(Object.fromEntries(new URL(request.url).searchParams));
  const list = await listModerationQueue(await getDb(), f);
  return data(
    {
      rows: list.rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        replyAt: r.replyAt?.toISOString() ?? null,
      })),
      total: list.total,
      filters: f,
      pages: pageCount(list.total, MODERATION_PAGE_SIZE),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const { user, form } = await requireAdminAction(request);
  const values = formObject(form);
  const p = parseOr400(ModerationSchema, values);
  if (!p.ok) return p.response;
  const db = await getDb();
  const r = await runAdmin(values, () =>
    moderateReview(db, actorOf(user), {
      intent: p.data.intent,
      id: p.data.id,
      reason: "reason" in p.data ? p.data.reason : undefined,
    }),
  );
  if (!r.ok) return r.response;
  const back = new URL(request.url);
  return redirectWithToast(`${back.pathname}${back.search}`, {
    type: "success",
    title: DONE[p.data.intent] ?? "Saved",
  });
}

export default function AdminModeration({ loaderData: d, actionData }: Route.ComponentProps) {
  const ad = actionData as AdminActionResult | undefined;
  return (
    <>
      <PageTitle title="Moderation">
        Publish or reject new reviews; hide a published review or a clinic&rsquo;s reply with a
        reason (its author is told), and restore it later.
      </PageTitle>
      <nav aria-label="Review lists">
        <ul className="flex flex-wrap gap-2">
          {STATUSES.map((s) => (
            <li key={s}>
              <Link
                to={`?status=${s}`}
                aria-current={d.filters.status === s ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-lg px-3.5 text-sm font-medium ring-1 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary-300",
                  d.filters.status === s
                    ? "bg-primary-700 text-white ring-primary-700"
                    : "bg-white text-slate-700 ring-slate-200 hover:bg-primary-50",
                )}
              >
                {LABELS[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="sr-only">{LABELS[d.filters.status]}</h2>
      {d.rows.length === 0 ? (
        <EmptyState
          icon={MessageSquareWarning}
          title={d.filters.status === "pending" ? "The queue is empty" : "No reviews here"}
          text={d.filters.status === "pending" ? "No review is waiting for moderation." : "No review has this status."}
        />
      ) : (
        <ul className="space-y-4" aria-label={LABELS[d.filters.status]}>
          {d.rows.map((r) => {
            const res = resultFor(ad, r.id);
            return (
              <li key={r.id}>
                <Card>
                  <article aria-labelledby={`review-${r.id}`} data-testid="moderation-item">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div className="min-w-0">
                        <h3 id={`review-${r.id}`} className="font-semibold text-slate-900">
                          {r.authorName} on{" "}
                          <Link to={`/clinic/${r.clinicSlug}`} className="text-primary-700 hover:underline">
                            {r.clinicName}
                          </Link>
                        </h3>
                        <p className="text-sm text-slate-600">
                          {formatDateTime(r.createdAt)}
                          {r.treatment ? ` · ${r.treatment}` : ""}
                          {r.authorCountry ? ` · ${r.authorCountry}` : ""}
                        </p>
                      </div>
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="inline-flex items-center gap-1 text-sm font-semibold text-slate-900">
                          <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
                          {r.rating}/5
                        </span>
                        {r.verifiedPatient && <Badge variant="success">Verified patient</Badge>}
                      </div>
                    </div>
                    <p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-800">
                      {r.comment || <span className="text-slate-600">(no comment)</span>}
                    </p>
                    {r.moderationReason && (
                      <p className="mt-2 text-sm text-slate-700">
                        <span className="font-medium">Moderation reason:</span> {r.moderationReason}
                      </p>
                    )}
                    {r.replyBody && (
                      <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
                        <p className="font-medium text-slate-800">
                          Clinic reply {r.replyAt ? `· ${formatDateTime(r.replyAt)}` : ""}
                          {r.replyHidden && (
                            <Badge variant="danger" className="ml-2">
                              Hidden
                            </Badge>
                          )}
                        </p>
                        <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{r.replyBody}</p>
                        {r.replyHiddenReason && (
                          <p className="mt-1 text-slate-700">Reason: {r.replyHiddenReason}</p>
                        )}
                      </div>
                    )}
                    {res?.formError && <Notice tone="error" className="mt-3">{res.formError}</Notice>}
                    <div className="mt-4 grid gap-4 border-t border-slate-100 pt-4 md:grid-cols-2">
                      {(r.status === "pending" || r.status === "rejected") && (
                        <Form method="post" aria-label={`Publish the review by ${r.authorName}`}>
                          <input type="hidden" name="id" value={r.id} />
                          <SubmitButton intent="publish" pendingLabel="Publishing…">
                            Publish
                          </SubmitButton>
                        </Form>
                      )}
                      {r.status === "hidden" && (
                        <Form method="post" aria-label={`Restore the review by ${r.authorName}`}>
                          <input type="hidden" name="id" value={r.id} />
                          <SubmitButton intent="restore" pendingLabel="Restoring…">
                            Restore review
                          </SubmitButton>
                        </Form>
                      )}
                      {r.status === "pending" && (
                        <ReasonForm id={r.id} intent="reject" label="Reject" question="Reject this review? The author is told the reason." res={res} />
                      )}
                      {r.status === "published" && (
                        <ReasonForm id={r.id} intent="hide" label="Hide review" question="Hide this review from the clinic page? The author is told the reason." res={res} />
                      )}
                      {r.replyBody && !r.replyHidden && (
                        <ReasonForm id={r.id} intent="hide-reply" label="Hide reply" question="Hide the clinic's reply? The clinic is told the reason." res={res} />
                      )}
                      {r.replyBody && r.replyHidden && (
                        <Form method="post" aria-label={`Restore the clinic reply to ${r.authorName}`}>
                          <input type="hidden" name="id" value={r.id} />
                          <SubmitButton intent="restore-reply" variant="outline" pendingLabel="Restoring…">
                            Restore reply
                          </SubmitButton>
                        </Form>
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

function ReasonForm({
  id,
  intent,
  label,
  question,
  res,
}: {
  id: string;
  intent: string;
  label: string;
  question: string;
  res: AdminActionResult | undefined;
}) {
  const mine = res?.intent === intent ? res : undefined;
  const fid = `${intent}-${id}`;
  const error = mine?.fieldErrors?.reason;
  return (
    <ConfirmForm method="post" className="space-y-2" question={question} confirmLabel={label} aria-label={label}>
      <input type="hidden" name="id" value={id} />
      <Field id={fid} label={`Reason (${label.toLowerCase()})`} required error={error}>
        <input
          id={fid}
          name="reason"
          required
          minLength={5}
          maxLength={500}
          defaultValue={mine?.values?.reason ?? ""}
          className={inputClass}
          {...describedBy(fid, error)}
        />
      </Field>
      <SubmitButton intent={intent} variant="outline" pendingLabel="Saving…">
        {label}
      </SubmitButton>
    </ConfirmForm>
  );
}
