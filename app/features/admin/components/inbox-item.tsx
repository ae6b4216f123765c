import { Form } from "react-router";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { fillText } from "~/i18n/fill-text";
import { useText } from "~/i18n/text";
import { cn } from "~/utils/misc";
import { type AdminActionResult, resultFor } from "../action-result";
import type { InboxKind } from "../admin-schema";
import { INBOX_FIELD_IDS } from "../inbox-fields";
import type { InboxRow } from "../inbox.server";
import { ConfirmForm, formatDateTime, useIntlTag } from "./admin-ui";

/** One message or sign-up in the inbox, with reply by email and mark handled / reopen. */
export function InboxItem({
  row,
  kind,
  ad,
}: {
  row: InboxRow;
  kind: InboxKind;
  ad: AdminActionResult | undefined;
}) {
  const r = resultFor(ad, row.id);
  const t = useText();
  const intl = useIntlTag();
  return (
    <article
      aria-label={`${row.title}, ${formatDateTime(row.createdAt, intl)}`}
      data-testid="inbox-item"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{row.title}</h3>
          <p className="text-sm text-slate-600">
            {fillText(t("admin.inbox.item.received"), {
              date: formatDateTime(row.createdAt, intl),
            })}
          </p>
        </div>
        {row.handledAt ? (
          <Badge variant="success">
            {fillText(t("admin.inbox.item.handled"), {
              date: formatDateTime(row.handledAt, intl),
            })}
          </Badge>
        ) : (
          <Badge variant="warning">{t("admin.inbox.status.open")}</Badge>
        )}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {row.fields
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className={cn("min-w-0", k === "Message" && "sm:col-span-2")}>
              <dt className="font-medium text-slate-600">
                {INBOX_FIELD_IDS[k] ? t(INBOX_FIELD_IDS[k]) : k}
              </dt>
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
          {t("admin.inbox.item.reply")}
        </a>
        {row.handledAt ? (
          <ConfirmForm
            method="post"
            question={t("admin.inbox.item.reopen-question")}
            confirmLabel={t("admin.inbox.item.reopen")}
            confirmKey={`reopen:${kind}:${row.id}`}
          >
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="id" value={row.id} />
            <SubmitButton intent="reopen" variant="ghost" size="sm">
              {t("admin.inbox.item.reopen")}
            </SubmitButton>
          </ConfirmForm>
        ) : (
          <FormInline kind={kind} id={row.id} />
        )}
      </div>
    </article>
  );
}

function FormInline({ kind, id }: { kind: string; id: string }) {
  const t = useText();
  return (
    <Form method="post">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <SubmitButton intent="handle" size="sm" pendingLabel={t("admin.ui.saving")}>
        {t("admin.inbox.item.mark")}
      </SubmitButton>
    </Form>
  );
}
