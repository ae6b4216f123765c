import { Form } from "react-router";
import { Notice } from "~/components/forms/notice";
import { SubmitButton } from "~/components/forms/submit-button";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/utils/misc";
import { type AdminActionResult, resultFor } from "../action-result";
import type { InboxKind } from "../admin-schema";
import type { InboxRow } from "../inbox.server";
import { ConfirmForm, formatDateTime } from "./admin-ui";

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
  return (
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
          <ConfirmForm method="post" question="Move this item back to open?" confirmLabel="Reopen">
            <input type="hidden" name="kind" value={kind} />
            <input type="hidden" name="id" value={row.id} />
            <SubmitButton intent="reopen" variant="ghost" size="sm">
              Reopen
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
