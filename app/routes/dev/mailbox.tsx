import { Inbox } from "lucide-react";
import { Fragment } from "react";
import { Form, data } from "react-router";
import { NotFoundMessage, GeneralErrorBoundary } from "~/components/error-boundary";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { listOutbox } from "~/features/inquiries/inquiries.server";
import { localOutboxRequest } from "~/services/email/outbox-access.server";
import { getUser } from "~/utils/permissions.server";
import type { Route } from "./+types/mailbox";

/**
 * The outbox: what the app has queued to send, newest first, with clickable links, so sign-up
 * confirmations can be followed without a mail server. Open to requests from this machine in
 * local mode and to signed-in admins with two-factor on; 404 for anyone else
 * (outbox-access.server.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (!localOutboxRequest(request)) {
    const user = await getUser(request);
    if (!(user?.role === "admin" && user.twoFactorEnabled)) throw data(null, { status: 404 });
  }
  const to = new URL(request.url).searchParams.get("to")?.trim().slice(0, 254) || undefined;
  const mails = await listOutbox({ to, limit: 100 });
  return data(
    {
      to: to ?? "",
      mails: mails.map((m) => ({
        ...m,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
    },
    { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { mails, to } = loaderData;
  return (
    <div className="container-page py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
            Outgoing mail
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">Mailbox</h1>
          <p className="mt-2 max-w-2xl text-sm text-slate-600">
            Every email the app has queued, newest first. Without{" "}
            <code className="rounded bg-slate-100 px-1">SMTP_URL</code> mails stay <em>pending</em>{" "}
            here; with it, the outbox worker sends them and marks them <em>sent</em>.
          </p>
        </div>
        <Form
          method="get"
          className="flex w-full items-end gap-2 sm:w-auto"
          role="search"
          aria-label="Filter mails"
        >
          <label className="flex-1 text-sm font-semibold text-slate-800 sm:w-72">
            Recipient
            <input
              name="to"
              type="email"
              defaultValue={to}
              placeholder="you@example.com"
              className="mt-1 block h-11 w-full rounded-lg border border-slate-300 px-3 text-sm font-normal"
            />
          </label>
          <Button type="submit" variant="outline">
            Filter
          </Button>
        </Form>
      </div>

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
    </div>
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

export const meta: Route.MetaFunction = () => [
  { title: "Mailbox | CareAtlas" },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => <NotFoundMessage />,
      }}
    />
  );
}
