import { Form, data } from "react-router";
import { NotFoundMessage, GeneralErrorBoundary } from "~/components/error-boundary";
import { Button } from "~/components/ui/button";
import { OutboxMails } from "~/features/inquiries/components/outbox-mails";
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

      <OutboxMails mails={mails} to={to} />
    </div>
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
