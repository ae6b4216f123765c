import { Inbox } from "lucide-react";
import { Fragment } from "react";
import { Badge } from "~/components/ui/badge";
import type { listOutbox } from "../inquiries.server";

type OutboxRow = Awaited<ReturnType<typeof listOutbox>>[number];
/** An outbox row as the page receives it (dates as ISO strings). */
export type OutboxMail = Omit<OutboxRow, "createdAt" | "sentAt"> & {
  createdAt: string;
  sentAt: string | null;
};

/** The dev mailbox's list: each queued mail with its status, headers of note and linked text. */
export function OutboxMails({ mails, to }: { mails: OutboxMail[]; to: string }) {
  return (
    <>
      {mails.length === 0 ? (
        <div className="mt-10 rounded-[var(--radius-card)] border border-dashed border-slate-300 p-10 text-center">
          <Inbox aria-hidden className="mx-auto size-10 text-slate-500" />
          <p className="mt-3 font-semibold text-slate-800">No mail {to ? `to ${to}` : "yet"}</p>
          <p className="mt-1 text-sm text-slate-600">
            Submit a form (contact, newsletter, partner...) and its mails appear here.
          </p>
        </div>
      ) : (
        <ol className="mt-8 space-y-4" aria-label="Queued mails">
          {mails.map((m) => (
            <li
              key={m.id}
              data-testid="mail"
              className="overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-slate-900/5"
            >
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-slate-100 bg-slate-50 px-4 py-3">
                <div className="min-w-0">
                  <h2
                    className="break-words font-semibold text-slate-900"
                    data-testid="mail-subject"
                  >
                    {m.subject}
                  </h2>
                  <p className="break-all text-sm text-slate-600">
                    To: <span data-testid="mail-to">{m.to}</span>
                    {m.headers["Reply-To"] && <> · Reply-To: {m.headers["Reply-To"]}</>}
                  </p>
                </div>
                <div className="flex items-center gap-2 text-xs text-slate-600">
                  <StatusBadge status={m.status} />
                  <time dateTime={m.createdAt}>
                    {m.createdAt.replace("T", " ").slice(0, 19)} UTC
                  </time>
                </div>
              </div>
              {(m.attempts > 0 || m.lastError || m.headers["List-Unsubscribe"]) && (
                <dl className="grid gap-x-4 gap-y-1 border-b border-slate-100 px-4 py-2 text-xs text-slate-600 sm:grid-cols-[auto_1fr]">
                  {m.attempts > 0 && (
                    <>
                      <dt className="font-semibold">Attempts</dt>
                      <dd>{m.attempts}</dd>
                    </>
                  )}
                  {m.lastError && (
                    <>
                      <dt className="font-semibold">Last error</dt>
                      <dd className="break-words text-red-700">{m.lastError}</dd>
                    </>
                  )}
                  {m.headers["List-Unsubscribe"] && (
                    <>
                      <dt className="font-semibold">List-Unsubscribe</dt>
                      <dd className="break-all">
                        {m.headers["List-Unsubscribe"]} (
                        {m.headers["List-Unsubscribe-Post"] ?? "no one-click"})
                      </dd>
                    </>
                  )}
                </dl>
              )}
              <pre
                className="overflow-x-auto whitespace-pre-wrap break-words px-4 py-4 font-mono text-[13px] leading-relaxed text-slate-800"
                data-testid="mail-text"
              >
                <Linkified text={m.text} />
              </pre>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function StatusBadge({ status }: { status: string }) {
  if (status === "sent") return <Badge variant="success">sent</Badge>;
  if (status === "failed") return <Badge variant="danger">failed</Badge>;
  return <Badge variant="warning">pending</Badge>;
}

const URL_RE = /(https?:\/\/[^\s<>"]+)/g;

/** Text with its http(s) URLs as links; everything is rendered as text (React escapes it). */
function Linkified({ text }: { text: string }) {
  const parts = text.split(URL_RE);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a
            key={i}
            href={part}
            className="break-all text-primary-700 underline underline-offset-2"
          >
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
